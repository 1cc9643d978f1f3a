export { I18nProvider, useLocale, useT, useTn } from './i18n-context';
export type { I18nProviderProps, TranslatePluralFn } from './i18n-context';
export { getCurrentLocale, t, tn } from './current-locale';
export { LOCALE_STORAGE_KEY, readStoredLocale, writeStoredLocale } from './locale-store';
export { hasCatalog, interpolate, registerCatalog, translate } from './translate';
export type { Catalog, TranslateFn, TranslationArg } from './translate';
export { AVAILABLE_LOCALES, isAvailableLocale, loadLocale } from './locale-loaders';
export { localizeHumanizedTime } from './humanized-time';
export { timeAgo } from './time-ago';
