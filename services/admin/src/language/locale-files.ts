import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { UiTranslations } from '@eoa/contracts';

/** Injection token of the folder holding `<lang>/<namespace>.json` (tests point it at fixtures). */
export const LOCALES_DIR = Symbol('LOCALES_DIR');

/** Nested i18next resources → "dotted.key" → text. Numbers and booleans become text; null is skipped. */
export function flattenResources(resources: unknown, prefix = '', into: Record<string, string> = {}): Record<string, string> {
  if (typeof resources === 'string' || typeof resources === 'number' || typeof resources === 'boolean') {
    if (prefix) into[prefix] = String(resources);
    return into;
  }
  if (typeof resources === 'object' && resources !== null) {
    for (const [key, value] of Object.entries(resources)) flattenResources(value, prefix ? `${prefix}.${key}` : key, into);
  }
  return into;
}

/**
 * The bundled UI texts of each language as "namespace:dotted.key" → text, for whatever namespaces
 * (files) exist. Files only change with a deployment, so each language is read once per process.
 */
@Injectable()
export class LocaleFiles {
  private readonly logger = new Logger('LocaleFiles');
  private readonly loaded = new Map<string, Promise<UiTranslations>>();

  constructor(@Inject(LOCALES_DIR) private readonly localesDir: string) {}

  texts(language: string): Promise<UiTranslations> {
    let texts = this.loaded.get(language);
    if (!texts) {
      // The promise is stored, so concurrent first requests share one read.
      texts = this.read(language);
      this.loaded.set(language, texts);
    }
    return texts;
  }

  private async read(language: string): Promise<UiTranslations> {
    const folder = join(this.localesDir, language);
    let files: string[];
    try {
      files = (await readdir(folder)).filter((file) => file.endsWith('.json')).sort();
    } catch {
      this.logger.warn(`No bundled texts for "${language}" in ${folder}`);
      return {};
    }
    const texts: UiTranslations = {};
    for (const file of files) {
      const namespace = basename(file, '.json');
      try {
        const resources: unknown = JSON.parse(await readFile(join(folder, file), 'utf8'));
        for (const [key, text] of Object.entries(flattenResources(resources))) texts[`${namespace}:${key}`] = text;
      } catch (error) {
        // One broken file must not take every other text down with it.
        this.logger.error(`Skipped ${join(folder, file)}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return texts;
  }
}
