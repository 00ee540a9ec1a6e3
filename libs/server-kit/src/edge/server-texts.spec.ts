import { LANGUAGE_CODES } from '@eoa/contracts';
import { i18nPackageFolder, localizeServerText, ServerTexts, serverTexts } from './server-texts.js';

describe('ServerTexts (English error texts → the request language, by template)', () => {
  const texts = new ServerTexts({
    en: {
      item: { notFound: 'Item {{id}} not found' },
      generic: '{{what}} not found',
      text: '{{field}} must be text',
      notes: 'Notes must be text',
      name: 'The {{what}} must be short',
      className: 'class name',
      logins_one: 'Try again in {{count}} minute.',
      logins_other: 'Try again in {{count}} minutes.',
      onlyEnglish: 'Only in English {{x}}',
    },
    de: {
      item: { notFound: 'Gegenstand {{id}} nicht gefunden' },
      generic: '{{what}} nicht gefunden',
      text: '{{field}} muss Text sein',
      notes: 'Notizen müssen Text sein',
      name: 'Der {{what}} muss kurz sein',
      className: 'Klassenname',
      logins_one: 'Versuche es in {{count}} Minute erneut.',
      logins_other: 'Versuche es in {{count}} Minuten erneut.',
    },
    ru: {
      logins_one: 'Повторите через {{count}} минуту.',
      logins_few: 'Повторите через {{count}} минуты.',
      logins_many: 'Повторите через {{count}} минут.',
      logins_other: 'Повторите через {{count}} минуты.',
    },
  });

  it('puts the English values back into the template of the language', () => {
    expect(texts.localize('Item 42 not found', 'de')).toBe('Gegenstand 42 nicht gefunden');
    expect(texts.localize('adminNotes must be text', 'de')).toBe('adminNotes muss Text sein');
  });

  it('prefers an exact text, then the template with the most words of its own', () => {
    expect(texts.localize('Notes must be text', 'de')).toBe('Notizen müssen Text sein');
    expect(texts.match('Item 7 not found')).toEqual({ key: 'item.notFound', values: { id: '7' } });
    expect(texts.match('Boss 7 not found')).toEqual({ key: 'generic', values: { what: 'Boss 7' } });
  });

  it('translates a value that is itself a catalogued text', () => {
    expect(texts.localize('The class name must be short', 'de')).toBe('Der Klassenname muss kurz sein');
  });

  it('chooses the plural form the count asks for in each language', () => {
    expect(texts.match('Try again in 1 minute.')).toEqual({ key: 'logins', form: 'one', values: { count: '1' } });
    expect(texts.localize('Try again in 1 minute.', 'de')).toBe('Versuche es in 1 Minute erneut.');
    expect(texts.localize('Try again in 5 minutes.', 'de')).toBe('Versuche es in 5 Minuten erneut.');
    expect(texts.localize('Try again in 21 minutes.', 'ru')).toBe('Повторите через 21 минуту.');
    expect(texts.localize('Try again in 3 minutes.', 'ru')).toBe('Повторите через 3 минуты.');
    expect(texts.localize('Try again in 11 minutes.', 'ru')).toBe('Повторите через 11 минут.');
  });

  it('answers English where a language lacks the key, and unknown texts as they are', () => {
    expect(texts.localize('Only in English 3', 'de')).toBe('Only in English 3');
    expect(texts.localize('Something else entirely', 'de')).toBe('Something else entirely');
    expect(texts.has('Something else entirely')).toBe(false);
    expect(texts.localize('Item 42 not found', 'en')).toBe('Item 42 not found');
  });

  it('reads each placeholder up to the first place its next literal fits, a value may hold literals of its own', () => {
    const marker = new ServerTexts({ en: { marker: '{{at}}.index {{index}}: quest {{id}} has no marker {{marker}}' } });
    expect(marker.match('markerOverrides[0].index 3: quest 7 has no marker 3')?.values).toEqual({ at: 'markerOverrides[0]', index: '3', id: '7', marker: '3' });
    expect(marker.match("a.index b: quest c has no marker d: quest e has no marker f")?.values).toEqual({ at: 'a', index: 'b', id: 'c', marker: 'd: quest e has no marker f' });
    // A near miss, however many times its first literals repeat, is no match (and costs one pass per literal).
    expect(marker.match(`x${'.index : quest '.repeat(120)}`)).toBeUndefined();
  });

  it('leaves a text too long to match (a hostile echo) as it is', () => {
    const long = `Item ${'9'.repeat(5_000)} not found`;
    expect(texts.localize(long, 'de')).toBe(long);
  });
});

describe('the catalog bundled in @eoa/i18n (server-texts/<lang>.json)', () => {
  const bundled = serverTexts();
  const english = bundled.entries('en');
  /** The texts the matcher reads: not the status titles, not a text that is only placeholders (request.invalid). */
  const matchable = [...english].filter(([key, template]) => !key.startsWith('title.') && template.replace(/\{\{\s*\w+\s*\}\}/g, '').trim() !== '');

  it('is found beside the package and has texts', () => {
    expect(i18nPackageFolder('server-texts')).toMatch(/server-texts$/);
    expect(english.size).toBeGreaterThan(150);
  });

  it('matches every English template back to its own key (none is hidden by another)', () => {
    const shadowed: string[] = [];
    for (const [key, template] of matchable) {
      // Distinct sample values; counts are numbers so that plural forms are told apart.
      let n = 0;
      const sample = template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_whole, name: string) => (name === 'count' ? (key.endsWith('_one') ? '1' : '5') : `v${n++}`));
      const found = bundled.match(sample);
      if (found?.key !== key.replace(/_(one|other)$/, '')) shadowed.push(`${key} → ${found?.key ?? 'nothing'} for "${sample}"`);
    }
    expect(shadowed).toEqual([]);
  });

  it.each(LANGUAGE_CODES.filter((code) => code !== 'en'))('translates every text into %s, the values kept', (language) => {
    const untranslated: string[] = [];
    for (const [key, template] of matchable) {
      let n = 0;
      const values: string[] = [];
      const sample = template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_whole, name: string) => {
        const value = name === 'count' ? (key.endsWith('_one') ? '1' : '5') : `v${n++}x`;
        values.push(value);
        return value;
      });
      const translated = bundled.localize(sample, language);
      if (translated === sample || values.some((value) => !translated.includes(value))) untranslated.push(`${key}: "${translated}"`);
    }
    // Texts the same in every language (a status name such as "Bad Gateway" may stay English) would be listed here.
    expect(untranslated).toEqual([]);
  });

  it.each(LANGUAGE_CODES.filter((code) => code !== 'en'))('translates the spec texts a visitor meets into %s', (language) => {
    for (const text of ['Invalid username or password', 'Too many submissions. Please wait before submitting again.', 'Item 42 not found', 'Too many login attempts. Please try again in 3 minutes.']) {
      const translated = localizeServerText(text, language);
      expect({ text, translated: translated !== text }).toEqual({ text, translated: true });
    }
    expect(localizeServerText('Item 42 not found', language)).toContain('42');
  });
});
