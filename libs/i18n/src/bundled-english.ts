import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import common from '../locales/en/common.json' with { type: 'json' };
import shell from '../locales/en/shell.json' with { type: 'json' };

/**
 * English texts compiled into the first bundle: the fallback when translations cannot be loaded. Only what the
 * shell's own pages show; each tool's English comes with the tool (below), so the home page does not download
 * the texts of five tools it does not show.
 */
export const bundledEnglish = { common, shell };

/** Each remote's English namespace, a chunk of its own fetched the first time the namespace is asked for. */
const LAZY_ENGLISH: Record<string, () => Promise<{ default: ResourceKey }>> = {
  builder: () => import('../locales/en/builder.json', { with: { type: 'json' } }),
  crafting: () => import('../locales/en/crafting.json', { with: { type: 'json' } }),
  atlas: () => import('../locales/en/atlas.json', { with: { type: 'json' } }),
  loot: () => import('../locales/en/loot.json', { with: { type: 'json' } }),
  admin: () => import('../locales/en/admin.json', { with: { type: 'json' } }),
};

/**
 * An i18next backend for the namespaces not bundled above: English from its chunk; every other language starts
 * empty, as its texts come from /api/language/ui-translations (loadUiTranslations), with English as the fallback.
 */
export const lazyEnglishBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = language === 'en' ? LAZY_ENGLISH[namespace] : undefined;
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
