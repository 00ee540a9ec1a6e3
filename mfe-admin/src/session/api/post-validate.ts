import { apiPost } from '@eoa/api-client';
import type { AdminValidateRequest, AdminValidateResult } from '@eoa/contracts';

/** POST /admin/validate — whether a stored token is still good (and whose it is, until when). */
export const postValidate = (request: AdminValidateRequest) => apiPost<AdminValidateResult>('/admin/validate', request);
