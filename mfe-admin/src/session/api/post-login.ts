import { apiPost } from '@eoa/api-client';
import type { AdminLoginRequest, AdminSession } from '@eoa/contracts';

/** POST /admin/login — username and password → username, token, expiresAt (401 with the server's text otherwise). */
export const postLogin = (request: AdminLoginRequest) => apiPost<AdminSession>('/admin/login', request);
