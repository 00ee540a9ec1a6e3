export interface ApiClientOptions {
  /** Base of every path; '/api' on the site. */
  baseUrl: string;
  timeoutMs: number;
  /** Current UI language, sent as Accept-Language on every request. */
  getLanguage: () => string;
  /** Called after an admin call answered 401 and the stored login was cleared. */
  onAdminUnauthorized: () => void;
}

export const apiClientOptions: ApiClientOptions = {
  baseUrl: '/api',
  timeoutMs: 10_000,
  getLanguage: () => 'en',
  onAdminUnauthorized: () => {
    if (typeof window !== 'undefined') window.location.assign('/admin/login');
  },
};

/** Set once by the shell at start-up (the shared lib is a Module Federation singleton, so remotes see it too). */
export function configureApiClient(options: Partial<ApiClientOptions>): void {
  Object.assign(apiClientOptions, options);
}
