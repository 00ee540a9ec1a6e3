import type { CorrectionStatus } from '@eoa/contracts';
import type { BadgeTone } from './badge';

/**
 * A correction's status colour (spec: pending orange, in progress blue, approved green, fixed teal, rejected red) —
 * the public corrections list and the admin review show the same.
 */
export const CORRECTION_STATUS_TONES: Readonly<Record<CorrectionStatus, BadgeTone>> = {
  pending: 'orange',
  in_progress: 'blue',
  approved: 'green',
  fixed: 'teal',
  rejected: 'red',
};
