import { apiPost } from '@eoa/api-client';

/** POST /admin/logout — the server revokes the token (the bearer token the client adds). */
export const postLogout = () => apiPost<void>('/admin/logout');
