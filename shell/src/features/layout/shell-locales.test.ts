import { describe, expect, it } from '@jest/globals';
import en from '@eoa/i18n/locales/en/shell.json' with { type: 'json' };
import de from '@eoa/i18n/locales/de/shell.json' with { type: 'json' };
import fr from '@eoa/i18n/locales/fr/shell.json' with { type: 'json' };
import ru from '@eoa/i18n/locales/ru/shell.json' with { type: 'json' };

type Tree = { [key: string]: string | Tree };

/** Flattens to "a.b.c" → text; plural forms (_one, _few, …) are folded into their base key. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') out.set(path.replace(/_(zero|one|two|few|many|other)$/, ''), value);
    else for (const [k, v] of flatten(value, `${path}.`)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const english = flatten(en as Tree);

describe('shell texts', () => {
  it.each([
    ['de', de],
    ['fr', fr],
    ['ru', ru],
  ])('%s has every English key, no extra ones, no empty text and the same placeholders', (_language, texts) => {
    const translated = flatten(texts as Tree);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of translated) {
      expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
      expect({ key, placeholders: placeholders(text) }).toEqual({ key, placeholders: placeholders(english.get(key)!) });
    }
  });

  it('keeps the spec texts verbatim in English', () => {
    expect(english.get('layout.disclaimer')).toBe('Calculations were found by trial and may not be fully accurate.');
    expect(english.get('bugReport.validation.category')).toBe('Please select a bug category');
    expect(english.get('bugReport.validation.description')).toBe(
      'Please provide a detailed description (minimum 20 characters)',
    );
    expect(english.get('bugReport.errors.tooMany')).toBe('Too many submissions. Please wait before submitting again.');
    expect(english.get('bugReport.errors.fallback')).toBe('Failed to submit bug report. Please try again.');
    expect(english.get('corrections.empty')).toBe('No corrections found');
    expect(english.get('corrections.errors.load')).toBe('Failed to load corrections');
    expect(english.get('corrections.errors.page')).toBe('Failed to load corrections. Please try again later.');
    expect(english.get('corrections.status.in_progress')).toBe('In Progress');
    expect(english.get('home.openTool')).toBe('Open Tool');
    expect(english.get('home.comingSoon')).toBe('Coming Soon');
    expect(english.get('home.inDevelopment')).toBe('In Development');
  });
});
