// The texts of problem answers, by code, in the request's language: @eoa/i18n's `server-texts/<language>.json` read
// into an i18next instance of the server's own (plural forms by `count`, English where a language lacks a text).
import { readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import i18next, { type i18n as I18nInstance, type Resource } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type ErrorCode, type ErrorParams, type LanguageCode, type ProblemParams } from '@eoa/contracts';

/** One language's texts, by code (nested groups as in the JSON files). */
export interface ServerTextCatalog {
  [key: string]: string | ServerTextCatalog;
}

const I18N_PACKAGE = '@eoa/i18n';

/** The folder `sub` of the @eoa/i18n package (beside its package.json), found the way Node finds the package. */
export function i18nPackageFolder(sub: string, fromUrl: string = import.meta.url): string {
  try {
    return join(dirname(createRequire(fromUrl).resolve(`${I18N_PACKAGE}/package.json`)), sub);
  } catch {
    throw new Error(`Cannot find the ${I18N_PACKAGE} package, whose ${sub}/ folder holds the site's texts`);
  }
}

const NAMESPACE = 'server';
/** Counts that between them ask for every plural form of en, de, fr and ru (one, few, many, other). */
const PLURAL_PROBES = [0, 1, 2, 5, 21];

export class ProblemTexts {
  private constructor(private readonly i18n: I18nInstance) {}

  /** One catalog per language, by code (nested groups as in the JSON files). */
  static fromCatalogs(catalogs: Partial<Record<LanguageCode, ServerTextCatalog>>): ProblemTexts {
    const resources: Resource = {};
    for (const [language, catalog] of Object.entries(catalogs)) resources[language] = { [NAMESPACE]: catalog };
    const instance = i18next.createInstance();
    // Resources given inline and initAsync false: ready when init returns, no backend, no detection.
    void instance.init({
      resources,
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGE_CODES],
      ns: [NAMESPACE],
      defaultNS: NAMESPACE,
      nsSeparator: false,
      initAsync: false,
      returnNull: false,
      // The answer is JSON, not HTML: values go in as they are.
      interpolation: { escapeValue: false },
    });
    return new ProblemTexts(instance);
  }

  /** The catalog of @eoa/i18n's `server-texts/` folder (every language). */
  static fromFolder(folder: string): ProblemTexts {
    const catalogs: Partial<Record<LanguageCode, ServerTextCatalog>> = {};
    for (const language of LANGUAGE_CODES) {
      catalogs[language] = JSON.parse(readFileSync(join(folder, `${language}.json`), 'utf8')) as ServerTextCatalog;
    }
    return ProblemTexts.fromCatalogs(catalogs);
  }

  /** The text of `code` with its values, in `language` (English where that language has none). */
  detail(code: string, params: ProblemParams, language: LanguageCode): string {
    return String(this.i18n.t(code, { ...params, lng: language, defaultValue: code }));
  }

  /** The status's short name in `language` (RFC 9457 `title`). */
  title(status: number, language: LanguageCode): string {
    return String(this.i18n.t(`title.${status}`, { lng: language, defaultValue: STATUS_CODES[status] ?? 'Error' }));
  }

  /**
   * Whether `language` has its own text for `code` (not the English fallback); for a text with plural forms, each
   * form the language needs for 0, 1, 2, 5 and 21.
   */
  has(code: string, language: LanguageCode): boolean {
    if (this.i18n.exists(code, { lng: language, fallbackLng: false })) return true;
    return PLURAL_PROBES.every((count) => this.i18n.exists(code, { lng: language, fallbackLng: false, count }));
  }
}

let shared: ProblemTexts | undefined;

/** The bundled catalog, read once per process on first use. */
export function problemTexts(): ProblemTexts {
  shared ??= ProblemTexts.fromFolder(i18nPackageFolder('server-texts'));
  return shared;
}

/**
 * The catalog's text of `code` in `language`, for an answer that is not an error but is written in the catalog's words
 * (admin's "Calibrations reloaded: 10 zones"): the code and its values are type-checked as a throw site's are.
 */
export function catalogText<C extends ErrorCode>(code: C, params: ErrorParams<C>, language: LanguageCode): string {
  return problemTexts().detail(code, params, language);
}
