import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { DEFAULT_LANGUAGE, isLanguageCode, type Language, type LanguageCode, type UiTranslations } from '@eoa/contracts';
import { CacheService, EventsService } from '@eoa/server-kit';
import { AVAILABLE_LANGUAGES } from './languages.js';
import { LocaleFiles } from './locale-files.js';
import { UiTranslation } from './ui-translation.entity.js';

const CACHE_PREFIX = 'ui-translations:';

/** "de", "DE", "de-AT" → de; anything not offered → English. */
export function normaliseLanguage(lang: string | undefined): LanguageCode {
  const code = lang?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguageCode(code) ? code : DEFAULT_LANGUAGE;
}
/** Bounds staleness when a settings.changed event is lost (DESIGN: events only speed freshness up). */
const CACHE_TTL_SECONDS = 600;

@Injectable()
export class LanguageService implements OnModuleInit {
  constructor(
    private readonly files: LocaleFiles,
    @InjectRepository(UiTranslation) private readonly overrides: Repository<UiTranslation>,
    private readonly cache: CacheService,
    private readonly events: EventsService,
  ) {}

  onModuleInit(): void {
    // Whoever changes overrides (the admin area, any replica) publishes settings.changed; every
    // replica then drops the merged texts. Settings change rarely, so any such event will do.
    this.events.subscribe(async (event) => {
      if (event.type === 'settings.changed') await this.dropCache();
    });
  }

  available(): readonly Language[] {
    return AVAILABLE_LANGUAGES;
  }

  /**
   * Every UI text for `lang`: bundled English (so every key exists) with its overrides, then the
   * language's bundled texts with its overrides. Unknown or missing lang → English.
   */
  uiTranslations(lang: string | undefined): Promise<UiTranslations> {
    const language = normaliseLanguage(lang);
    return this.cache.getOrLoad(CACHE_PREFIX + language, CACHE_TTL_SECONDS, () => this.build(language));
  }

  dropCache(): Promise<number> {
    return this.cache.delByPrefix(CACHE_PREFIX);
  }

  private async build(language: LanguageCode): Promise<UiTranslations> {
    const languages = language === DEFAULT_LANGUAGE ? [DEFAULT_LANGUAGE] : [DEFAULT_LANGUAGE, language];
    const [texts, rows] = await Promise.all([
      Promise.all(languages.map((code) => this.files.texts(code))),
      this.overrides.find({ where: { language: In(languages) }, select: { language: true, translationKey: true, value: true } }),
    ]);
    const merged: UiTranslations = {};
    languages.forEach((code, index) => {
      Object.assign(merged, texts[index]);
      for (const row of rows) if (row.language === code) merged[row.translationKey] = row.value;
    });
    return merged;
  }
}
