import { readFileSync } from 'node:fs';
import { LANGUAGE_CODES } from '@eoa/contracts';

// The namespaces of the platform and the tool frames: every language must have every key, with the same
// {{placeholders}} (a missing key silently falls back to English; a renamed placeholder shows raw braces).
const NAMESPACES = ['common', 'builder', 'crafting', 'atlas', 'loot', 'admin'];

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const load = (language: string, namespace: string): Map<string, string> =>
  flatten(JSON.parse(readFileSync(new URL(`../../../libs/i18n/locales/${language}/${namespace}.json`, import.meta.url), 'utf8')));

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each(NAMESPACES)('locale namespace %s', (namespace) => {
  const english = load('en', namespace);

  it('has texts in English', () => {
    expect(english.size).toBeGreaterThan(0);
  });

  it.each(LANGUAGE_CODES.filter((code) => code !== 'en'))('has every key in %s, with the same placeholders and no empty text', (language) => {
    const translated = load(language, namespace);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      const other = translated.get(key)!;
      expect({ key, placeholders: placeholders(other) }).toEqual({ key, placeholders: placeholders(text) });
      expect(other.trim()).not.toBe('');
    }
  });
});
