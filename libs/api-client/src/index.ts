export { ApiError, type ApiErrorKind } from './api-error';
export { configureApiClient, type ApiClientOptions } from './config';
export { apiRequest, apiGet, apiGetText, apiPost, apiPut, apiDelete, type RequestOptions, type QueryValue } from './request';
export { ADMIN_TOKEN_KEY, ADMIN_USER_KEY, clearAdminLogin, getAdminToken } from './admin-session';
