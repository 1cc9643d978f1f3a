export { I18nProvider, useLocale, useT, useTn } from './i18n-context';
export type { I18nProviderProps, TranslatePluralFn } from './i18n-context';
export { getCurrentLocale, t, tn } from './current-locale';
export { LOCALE_STORAGE_KEY, readStoredLocale, toLanguageTag, writeStoredLocale } from './locale-store';
export { hasCatalog, interpolate, registerCatalog, translate } from './translate';
export type { Catalog, TranslateFn, TranslationArg } from './translate';
export { AVAILABLE_LOCALES, isAvailableLocale, loadCatalog } from './catalog-loaders';
export { applyFormatLocale } from './format-locale';
export { localizeHumanizedTime } from './humanized-time';
