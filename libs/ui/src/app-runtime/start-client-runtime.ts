import { configureApiClient } from '@eoa/api-client';
import { i18n, useLanguageStore } from '@eoa/i18n';
import { useThemeStore } from '../theme/theme-store';
// The kit's styles before the first render, also in an app that imports only some components (see kit-styles.ts).
import '../styles/kit-styles';

/**
 * What every page does once before its first render, hosted shell or a remote's standalone page: the
 * api-client (a shared singleton, so this configures it for the remotes too) sends the current language;
 * the stored theme applies (spec §1: dark by default); the stored language's texts load without holding up
 * the first paint (bundled English shows meanwhile).
 */
export function startClientRuntime(): void {
  configureApiClient({ getLanguage: () => i18n.language });
  document.documentElement.dataset.theme = useThemeStore.getState().theme;
  void useLanguageStore.getState().initialise();
}
