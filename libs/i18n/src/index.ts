export { i18n, I18N_NAMESPACES, type I18nNamespace } from './instance';
export { useLanguageStore, LANGUAGE_STORAGE_KEY } from './language-store';
export { addFlatTranslations, loadUiTranslations } from './load-translations';
