import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { existsSync, mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { i18nPackageFolder } from '@eoa/server-kit';
import { flattenResources, LocaleFiles } from './locale-files.js';
import { normaliseLanguage } from './language.service.js';

describe('flattenResources', () => {
  it('joins nested keys with dots and keeps only text-like leaves', () => {
    expect(flattenResources({ a: { b: 'x', c: { d: 'y' } }, n: 3, yes: true, nothing: null, list: ['p', 'q'] })).toEqual({
      'a.b': 'x',
      'a.c.d': 'y',
      n: '3',
      yes: 'true',
      'list.0': 'p',
      'list.1': 'q',
    });
  });
});

describe('LocaleFiles', () => {
  it('reads every namespace file of a language once, skipping a broken file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'eoa-locales-'));
    mkdirSync(join(dir, 'en'));
    writeFileSync(join(dir, 'en', 'common.json'), JSON.stringify({ ok: { label: 'OK' } }));
    writeFileSync(join(dir, 'en', 'zeta.json'), JSON.stringify({ title: 'Zeta' }));
    writeFileSync(join(dir, 'en', 'broken.json'), '{ not json');
    const errors: string[] = [];
    jest.spyOn(Logger.prototype, 'error').mockImplementation((message: unknown) => {
      errors.push(String(message));
    });
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const files = new LocaleFiles(dir);
    await expect(files.texts('en')).resolves.toEqual({ 'common:ok.label': 'OK', 'zeta:title': 'Zeta' });
    expect(errors).toEqual([expect.stringContaining('broken.json')]);
    // Read once: a file written afterwards is not seen until the next start.
    writeFileSync(join(dir, 'en', 'late.json'), JSON.stringify({ x: 'y' }));
    await expect(files.texts('en')).resolves.not.toHaveProperty('late:x');
    await expect(files.texts('xx')).resolves.toEqual({});
    jest.restoreAllMocks();
  });

  it('finds the bundled locales of @eoa/i18n and reads whatever namespaces exist', async () => {
    const dir = i18nPackageFolder('locales');
    expect(existsSync(join(dir, 'en'))).toBe(true);
    expect(existsSync(join(dir, '..', 'package.json'))).toBe(true);
    const texts = await new LocaleFiles(dir).texts('en');
    for (const [key, value] of Object.entries(texts)) {
      expect(key).toMatch(/^[^:]+:.+/);
      expect(typeof value).toBe('string');
    }
  });
});

describe('normaliseLanguage', () => {
  it.each([
    ['de', 'de'],
    ['DE', 'de'],
    ['fr-CA', 'fr'],
    ['ru_RU', 'ru'],
    ['xx', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseLanguage(input)).toBe(expected);
  });
});
