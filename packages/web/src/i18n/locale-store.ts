import { DEFAULT_LOCALE, isLocale, type Locale } from '@tessera/core';

export const LOCALE_STORAGE_KEY = 'tessera.locale';

/** The locale chosen in the user menu, or the default when none (or an unknown one) is stored. */
export const readStoredLocale = (): Locale => {
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return stored !== null && isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
};

export const writeStoredLocale = (locale: Locale): void => {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be unavailable (private mode, quota); the choice then lasts for this page only.
  }
};

/** BCP 47 tag for `<html lang>`: `pt_BR` becomes `pt-BR`. */
export const toLanguageTag = (locale: Locale): string => locale.replace('_', '-');

export const applyDocumentLocale = (locale: Locale): void => {
  document.documentElement.lang = toLanguageTag(locale);
};
