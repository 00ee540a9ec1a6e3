import { readFileSync } from 'node:fs';
import { LANGUAGE_CODES } from '@eoa/contracts';
import { I18N_NAMESPACES } from './instance';

// Every namespace this library owns, and the catalog of the services' error texts: every language must have every
// key, with the same {{placeholders}} (a missing key silently falls back to English; a renamed placeholder shows raw
// braces).

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/** A namespace of the UI (locales/<lang>/<namespace>.json), or the services' error texts (server-texts/<lang>.json). */
const SERVER_TEXTS = 'server-texts';
const load = (language: string, namespace: string): Map<string, string> =>
  flatten(JSON.parse(readFileSync(new URL(namespace === SERVER_TEXTS ? `../server-texts/${language}.json` : `../locales/${language}/${namespace}.json`, import.meta.url), 'utf8')));

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** Keys with i18next's plural suffixes folded into their base key: languages have different plural forms. */
const baseKeys = (texts: Map<string, string>) => [...new Set([...texts.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each([...I18N_NAMESPACES, SERVER_TEXTS])('locale namespace %s', (namespace) => {
  const english = load('en', namespace);

  it('has texts in English, none of them empty', () => {
    expect(english.size).toBeGreaterThan(0);
    expect([...english].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it.each(LANGUAGE_CODES.filter((code) => code !== 'en'))('has every key in %s, with the same placeholders and no empty text', (language) => {
    const translated = load(language, namespace);
    expect(baseKeys(translated)).toEqual(baseKeys(english));
    for (const [key, text] of translated) {
      const englishText = english.get(key) ?? english.get(key.replace(PLURAL_SUFFIX, '_other'))!;
      expect({ key, placeholders: placeholders(text) }).toEqual({ key, placeholders: placeholders(englishText) });
      expect(text.trim()).not.toBe('');
    }
  });

  it.each([...LANGUAGE_CODES])('has every plural form %s needs', (language) => {
    const translated = load(language, namespace);
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const plurals = baseKeys(translated).filter((base) => [...translated.keys()].some((key) => key !== base && key.replace(PLURAL_SUFFIX, '') === base));
    for (const base of plurals) {
      expect({ base, forms: categories.filter((category) => translated.has(`${base}_${category}`)) }).toEqual({ base, forms: categories });
    }
  });
});
