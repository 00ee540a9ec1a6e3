import { PublicCorrectionsQueryDto } from './public-corrections.query.js';

/**
 * GET /admin/corrections query: the public list's filters and pages (page size 50 by default and at most, spec 3 §9).
 * Administrators see e-mail addresses; the answer adds pendingCount.
 */
export class AdminCorrectionsQueryDto extends PublicCorrectionsQueryDto {}
