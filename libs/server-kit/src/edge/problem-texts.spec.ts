import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CODES, LANGUAGE_CODES, type ErrorCode } from '@eoa/contracts';
import { catalogText, i18nPackageFolder, ProblemTexts, problemTexts } from './problem-texts.js';

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const codes = Object.keys(ERROR_CODES) as ErrorCode[];

/** Sample values for a code's parameters: distinct, and a count that asks for a plural form. */
function sampleParams(code: ErrorCode, count = 5): Record<string, string | number> {
  return Object.fromEntries(ERROR_CODES[code].map((name, i) => [name, name === 'count' ? count : `v${i}x`]));
}

describe('problem texts by code', () => {
  const texts = problemTexts();

  it.each(LANGUAGE_CODES)('has a text of its own in %s for every error code of contracts', (language) => {
    expect(codes.filter((code) => !texts.has(code, language))).toEqual([]);
  });

  it.each(LANGUAGE_CODES)('writes every value a code has into its %s text, and leaves no placeholder open', (language) => {
    const broken: string[] = [];
    for (const code of codes) {
      const params = sampleParams(code);
      const text = texts.detail(code, params, language);
      const lost = Object.entries(params).filter(([name, value]) => name !== 'count' && name !== 'problems' && !text.includes(String(value)));
      // A code's text may leave out a value (the whole-text code request.invalid aside), but only by choice: list them.
      if (PLACEHOLDER.test(text) || (lost.length > 0 && !OMITS_VALUE.has(code))) broken.push(`${code}: "${text}"`);
      PLACEHOLDER.lastIndex = 0;
    }
    expect(broken).toEqual([]);
  });

  it('names in its English texts only the values contracts gives the code (none more)', () => {
    const unknown: string[] = [];
    for (const [key, text] of englishEntries()) {
      const code = key.replace(/_(zero|one|two|few|many|other)$/, '') as ErrorCode;
      if (key.startsWith('title.')) continue;
      if (!(code in ERROR_CODES)) {
        unknown.push(`${key}: not an error code of contracts`);
        continue;
      }
      for (const [, name] of text.matchAll(PLACEHOLDER)) if (!(ERROR_CODES[code] as readonly string[]).includes(name!)) unknown.push(`${key}: {{${name}}}`);
    }
    expect(unknown).toEqual([]);
  });

  it('chooses plural forms by count in each language', () => {
    expect(texts.detail('auth.tooManyLogins', { count: 1 }, 'en')).toBe('Too many login attempts. Please try again in 1 minute.');
    expect(texts.detail('auth.tooManyLogins', { count: 3 }, 'en')).toBe('Too many login attempts. Please try again in 3 minutes.');
    expect(texts.detail('auth.tooManyLogins', { count: 2 }, 'ru')).not.toBe(texts.detail('auth.tooManyLogins', { count: 5 }, 'ru'));
  });

  it('writes a text that is no error (a success message) by code, plural forms included', () => {
    expect(catalogText('admin.calibrationsReloaded', { count: 1 }, 'en')).toBe('Calibrations reloaded: 1 zone');
    expect(catalogText('admin.calibrationsReloaded', { count: 10 }, 'de')).toBe('Kalibrierungen neu geladen: 10 Zonen');
  });

  it('writes the status titles in each language, and English where a language has none', () => {
    expect(texts.title(404, 'en')).toBe('Not Found');
    expect(texts.title(404, 'de')).toBe('Nicht gefunden');
    const partial = ProblemTexts.fromCatalogs({ en: { title: { '404': 'Not Found' }, builder: { itemNotFound: 'Item {{id}} not found' } }, de: {} });
    expect(partial.title(404, 'de')).toBe('Not Found');
    expect(partial.detail('builder.itemNotFound', { id: 3 }, 'de')).toBe('Item 3 not found');
    expect(partial.has('builder.itemNotFound', 'de')).toBe(false);
    expect(partial.title(418, 'en')).toBe("I'm a Teapot");
  });
});

/** Codes whose text shows fewer values than it is given, on purpose (params carry them for programs). */
const OMITS_VALUE = new Set<ErrorCode>(['request.invalid', 'status.clientError']);

function englishEntries(): [string, string][] {
  const flat: [string, string][] = [];
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') flat.push([prefix + key, value]);
      else walk(value as Record<string, unknown>, `${prefix}${key}.`);
    }
  };
  walk(englishCatalog, '');
  return flat;
}

// The English catalog as a file, read the way the server reads it (the test checks the file, not a copy).
const englishCatalog = JSON.parse(readFileSync(join(i18nPackageFolder('server-texts'), 'en.json'), 'utf8')) as Record<string, unknown>;
