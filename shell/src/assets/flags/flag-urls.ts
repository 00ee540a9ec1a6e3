import type { LanguageCode } from '@eoa/contracts';

/**
 * One flag image per interface language. `new URL(…, import.meta.url)` is the bundler-neutral way to
 * reference a static file: rspack emits it as an asset and rewrites the URL, and tests see a file URL.
 */
export const FLAG_URLS: Record<LanguageCode, string> = {
  en: new URL('./en.svg', import.meta.url).href,
  de: new URL('./de.svg', import.meta.url).href,
  fr: new URL('./fr.svg', import.meta.url).href,
  ru: new URL('./ru.svg', import.meta.url).href,
};
