import { describe, expect, it } from '@jest/globals';
import en from '@eoa/i18n/locales/en/shell.json' with { type: 'json' };

// Key, placeholder and plural parity of every language is checked where the locales live (libs/i18n's
// locale-parity test); here only the shell's texts that the spec quotes word for word.

type Tree = { [key: string]: string | Tree };

/** Flattens to "a.b.c" → text. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, `${path}.`)) out.set(k, v);
  }
  return out;
}

const english = flatten(en as Tree);

describe('shell texts', () => {
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
