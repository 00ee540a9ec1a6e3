// Error texts in the request's language. The code writes every text a client is shown in English (the spec's words,
// and what the logs and tests read); @eoa/i18n's catalog (`server-texts/<lang>.json`) holds each one as a template
// with {{placeholders}}. An answer carries the template of the request's language with the English text's values
// put back in — so a throw site stays one readable English sentence, and a text missing from the catalog is still
// answered, in English (the chaos suite counts those).

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@eoa/contracts';

/** One language's templates, by key (nested groups as in the JSON files are allowed). */
export interface ServerTextCatalog {
  [key: string]: string | ServerTextCatalog;
}

interface Template {
  /** The key without a plural suffix: "tooManyLogins" for tooManyLogins_one and tooManyLogins_other. */
  key: string;
  /** The plural form the English text is ("one", "other"), when the key has forms. */
  form?: string;
  /** The text around the placeholders: one more than `names` (empty at an end that is a placeholder). */
  literals: string[];
  names: string[];
  /** Characters outside the placeholders: the longer, the more specific ("Item {{id}} not found" before "{{text}} not found"). */
  literalLength: number;
}

interface Match {
  key: string;
  values: Record<string, string>;
  form?: string;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
/** i18next's plural suffixes: a key's forms are chosen by Intl.PluralRules from its `count` value. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const I18N_PACKAGE = '@eoa/i18n';
/** Longer texts (a hostile value echoed back at length) are answered as they are, never matched. */
const MAX_MATCHED_LENGTH = 2_000;
const MAX_MEMO = 500;

function flatten(catalog: ServerTextCatalog, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(catalog)) {
    if (typeof value === 'string') into.set(prefix + key, value);
    else flatten(value, `${prefix}${key}.`, into);
  }
  return into;
}

function compile(key: string, english: string): Template {
  const literals = english.split(PLACEHOLDER).filter((_part, i) => i % 2 === 0);
  const names = [...english.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  const form = PLURAL_SUFFIX.exec(key)?.[1];
  return { key: key.replace(PLURAL_SUFFIX, ''), form, literals, names, literalLength: literals.join('').length };
}

/**
 * The values of `text` written by `template`, or undefined. Each literal between two placeholders is taken at its
 * first place after the previous one: if any reading of the text fits the template, that one does, so no second
 * try is needed, and the work stays linear in the text (a regular expression with several lazy groups backtracks
 * without bound on a hostile text that almost fits).
 */
function readTemplate({ literals, names }: Template, text: string): Record<string, string> | undefined {
  const head = literals[0]!;
  const tail = literals[literals.length - 1]!;
  const end = text.length - tail.length;
  if (end < head.length || !text.startsWith(head) || !text.endsWith(tail)) return undefined;
  const values: Record<string, string> = {};
  let at = head.length;
  for (let i = 1; i < literals.length - 1; i++) {
    const literal = literals[i]!;
    const found = text.indexOf(literal, at);
    if (found === -1 || found + literal.length > end) return undefined;
    values[names[i - 1]!] = text.slice(at, found);
    at = found + literal.length;
  }
  values[names[names.length - 1]!] = text.slice(at, end);
  return values;
}

/** The folder `sub` of the @eoa/i18n package (beside its package.json), found the way Node finds the package. */
export function i18nPackageFolder(sub: string, fromUrl: string = import.meta.url): string {
  try {
    return join(dirname(createRequire(fromUrl).resolve(`${I18N_PACKAGE}/package.json`)), sub);
  } catch {
    throw new Error(`Cannot find the ${I18N_PACKAGE} package, whose ${sub}/ folder holds the site's texts`);
  }
}

export class ServerTexts {
  private readonly byLanguage = new Map<LanguageCode, Map<string, string>>();
  private readonly exact = new Map<string, string>();
  private readonly templates: Template[] = [];
  private readonly memo = new Map<string, Match | null>();

  /** `catalogs.en` defines the texts; a language without a key falls back to English. */
  constructor(catalogs: Partial<Record<LanguageCode, ServerTextCatalog>>) {
    for (const language of LANGUAGE_CODES) this.byLanguage.set(language, flatten(catalogs[language] ?? {}));
    for (const [key, english] of this.byLanguage.get(DEFAULT_LANGUAGE)!) {
      // Status titles (title.404) are not texts a code writes; "Bad Gateway" is also status.badGateway's text.
      if (key.startsWith('title.')) continue;
      const template = compile(key, english);
      if (template.names.length === 0) this.exact.set(english, template.key);
      // A text that is only placeholders (request.invalid: its issues' texts) would read any text.
      else if (template.literalLength > 0) this.templates.push(template);
    }
    this.templates.sort((a, b) => b.literalLength - a.literalLength);
  }

  /** The catalog of @eoa/i18n's `server-texts/` folder (every language; a missing file leaves that one English). */
  static fromFolder(folder: string): ServerTexts {
    const catalogs: Partial<Record<LanguageCode, ServerTextCatalog>> = {};
    for (const language of LANGUAGE_CODES) {
      try {
        catalogs[language] = JSON.parse(readFileSync(join(folder, `${language}.json`), 'utf8')) as ServerTextCatalog;
      } catch (error) {
        console.warn(`server texts: ${join(folder, `${language}.json`)} not read (${(error as Error).message}); its texts are answered in English`);
      }
    }
    return new ServerTexts(catalogs);
  }

  /** A language's templates by dotted key (plural forms keep their suffix). */
  entries(language: LanguageCode): ReadonlyMap<string, string> {
    return this.byLanguage.get(language)!;
  }

  /** The key and values of an English text, or undefined when no template of the catalog writes it. */
  match(text: string): Match | undefined {
    const exactKey = this.exact.get(text);
    if (exactKey) return { key: exactKey, values: {} };
    if (text.length > MAX_MATCHED_LENGTH) return undefined;
    const known = this.memo.get(text);
    if (known !== undefined) return known ?? undefined;
    let found: Match | null = null;
    for (const template of this.templates) {
      const values = readTemplate(template, text);
      if (!values) continue;
      found = { key: template.key, values, ...(template.form ? { form: template.form } : {}) };
      break;
    }
    if (this.memo.size >= MAX_MEMO) this.memo.clear();
    this.memo.set(text, found);
    return found ?? undefined;
  }

  /** Whether the catalog writes this English text. */
  has(text: string): boolean {
    return this.match(text) !== undefined;
  }

  /**
   * The text in `language`: its template there with the English values put back in (a value that is itself a
   * catalogued text, such as a reason quoted in a sentence, is translated too). Unknown texts stay as they are.
   */
  localize(text: string, language: LanguageCode): string {
    if (language === DEFAULT_LANGUAGE) return text;
    const found = this.match(text);
    if (!found) return text;
    const template = this.template(language, found) ?? this.template(DEFAULT_LANGUAGE, found)!;
    return template.replace(PLACEHOLDER, (_whole, name: string) => {
      const value = found.values[name] ?? '';
      // Strictly shorter than the text, so this ends.
      return value.length < text.length ? this.localize(value, language) : value;
    });
  }

  /**
   * The language's template of a match. A key with plural forms: the form its `count` asks for in that language, or
   * without a count ("unknown category codes 3, 9") the form the English text was written in.
   */
  private template(language: LanguageCode, { key, values, form }: Match): string | undefined {
    const texts = this.byLanguage.get(language)!;
    if (!form) return texts.get(key);
    const wanted = values.count === undefined ? form : new Intl.PluralRules(language).select(Number(values.count));
    return texts.get(`${key}_${wanted}`) ?? texts.get(`${key}_other`);
  }
}

let shared: ServerTexts | undefined;

/** The catalog bundled in @eoa/i18n, read once per process on first use. */
export function serverTexts(): ServerTexts {
  shared ??= ServerTexts.fromFolder(i18nPackageFolder('server-texts'));
  return shared;
}

/** An English text of the API in the request's language (see the top of this file). */
export function localizeServerText(text: string, language: LanguageCode): string {
  return language === DEFAULT_LANGUAGE ? text : serverTexts().localize(text, language);
}
