import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { LanguageListSchema, UiTranslationsSchema, type UiTranslations } from '@eoa/contracts';
import { answerOf } from '@eoa/server-kit/testing/suites';
import { EventsService } from '@eoa/server-kit';
import { createAdminApp } from './admin-app.js';

const ENGLISH: UiTranslations = {
  'common:app.title': 'EoA Companion',
  'common:app.beta': 'Beta',
  'common:actions.openTool': 'Open Tool',
  'shell:home.comingSoon': 'Coming Soon',
  'shell:home.tools.deeds': 'Deeds',
};

describe('admin: languages and UI translations', () => {
  let app: NestExpressApplication;
  let db: DataSource;

  const translations = async (query: string): Promise<UiTranslations> => {
    const res = await request(app.getHttpServer()).get(`/api/language/ui-translations${query}`);
    expect(res.status).toBe(200);
    return answerOf(UiTranslationsSchema, res.body);
  };

  beforeAll(async () => {
    app = await createAdminApp();
    db = app.get(DataSource);
  });

  afterAll(async () => {
    await app.close();
  });

  it('GET /api/language/available lists en, de, fr, ru with their names', async () => {
    const res = await request(app.getHttpServer()).get('/api/language/available');
    expect(res.status).toBe(200);
    expect(answerOf(LanguageListSchema, res.body)).toEqual([
      { code: 'en', name: 'English', nativeName: 'English' },
      { code: 'de', name: 'German', nativeName: 'Deutsch' },
      { code: 'fr', name: 'French', nativeName: 'Français' },
      { code: 'ru', name: 'Russian', nativeName: 'Русский' },
    ]);
  });

  it('gives English as a flat "namespace:dotted.key" map of every namespace file', async () => {
    await expect(translations('?lang=en')).resolves.toEqual(ENGLISH);
  });

  it('gives German over English, so every key exists', async () => {
    await expect(translations('?lang=de')).resolves.toEqual({
      ...ENGLISH,
      'common:app.title': 'EoA Begleiter',
      'shell:home.comingSoon': 'Demnächst',
    });
  });

  it('reads a regional or upper-case code as its language', async () => {
    await expect(translations('?lang=DE-at')).resolves.toMatchObject({ 'common:app.title': 'EoA Begleiter' });
  });

  it('answers English for an unknown, missing or odd language, never an error', async () => {
    await expect(translations('?lang=xx')).resolves.toEqual(ENGLISH);
    await expect(translations('')).resolves.toEqual(ENGLISH);
    await expect(translations('?lang=')).resolves.toEqual(ENGLISH);
    await expect(translations('?lang=xx&lang=de')).resolves.toEqual(ENGLISH); // the first one counts
    // A language without bundled files (fr here) is English too.
    await expect(translations('?lang=fr')).resolves.toEqual(ENGLISH);
  });

  it('lets an override row win once settings.changed is published', async () => {
    await expect(translations('?lang=ru')).resolves.toEqual(ENGLISH); // now cached
    await db.query(
      `INSERT INTO "admin"."ui_translations" (language, translation_key, value, updated_by) VALUES
         ('ru', 'common:app.title', 'Компаньон EoA', 'test'),
         ('en', 'shell:home.tools.deeds', 'Deeds (soon)', 'test')`,
    );
    const events = app.get(EventsService);
    await expect(events.whenListening()).resolves.toBe(true);
    await expect(events.publish({ type: 'settings.changed', keys: ['ui_translations'] })).resolves.toBe(true);

    const expected = { ...ENGLISH, 'common:app.title': 'Компаньон EoA', 'shell:home.tools.deeds': 'Deeds (soon)' };
    let latest: UiTranslations = {};
    for (let attempt = 0; attempt < 50; attempt += 1) {
      latest = await translations('?lang=ru');
      if (latest['common:app.title'] === 'Компаньон EoA') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(latest).toEqual(expected);
    // The English override shows in English, and under German's own text it does not.
    await expect(translations('?lang=en')).resolves.toEqual({ ...ENGLISH, 'shell:home.tools.deeds': 'Deeds (soon)' });
    await expect(translations('?lang=de')).resolves.toMatchObject({ 'common:app.title': 'EoA Begleiter', 'shell:home.tools.deeds': 'Deeds (soon)' });
  });
});
