import { pickLanguage } from './accept-language.js';

describe('pickLanguage (Accept-Language → en, de, fr or ru)', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['de', 'de'],
    ['de-AT,de;q=0.9,en;q=0.8', 'de'],
    ['es, fr;q=0.5', 'fr'],
    ['en;q=0.2, ru;q=0.9', 'ru'],
    ['fr;q=0, de;q=0.1', 'de'],
    ['ja, zh', 'en'],
    ['ru;q=abc, fr', 'fr'],
    [['fr', 'de'], 'fr'],
  ])('%p → %s', (header, language) => {
    expect(pickLanguage(header)).toBe(language);
  });

  it('takes the first of equal q-values, as the browser lists them', () => {
    expect(pickLanguage('ru, de')).toBe('ru');
  });

  it('reads only the start of a hostile long header', () => {
    expect(pickLanguage(`${'x,'.repeat(10_000)}de`)).toBe('en');
  });
});
