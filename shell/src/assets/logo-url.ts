/** The site emblem shown beside the site name in the header (see flags/flag-urls.ts for the URL form). */
export const LOGO_URL = new URL('./logo.svg', import.meta.url).href;
