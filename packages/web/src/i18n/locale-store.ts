import { DEFAULT_LOCALE, isLocale, toLanguageTag, type Locale } from '@tessera/core';
import { isAvailableLocale } from './locale-loaders';

export const LOCALE_STORAGE_KEY = 'tessera.locale';

/** A language tag (`fr-CA`, `pt-BR`, `de`) as an offered locale, if one matches. */
const offeredLocale = (tag: string): Locale | undefined => {
  const exact = tag.replace('-', '_');
  const language = tag.split('-')[0] ?? '';
  const found = [exact, language].find((code) => isLocale(code) && isAvailableLocale(code));
  return found !== undefined && isLocale(found) ? found : undefined;
};

/**
 * The locale chosen in the user menu, else the browser's first language with a catalog, else
 * English (Superset falls back to its default language the same way).
 */
export const readStoredLocale = (): Locale => {
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    if (stored !== null) return isLocale(stored) && isAvailableLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    // Storage can be unavailable (private mode); the browser's languages still apply.
  }
  const languages = typeof navigator === 'undefined' ? [] : navigator.languages;
  for (const tag of languages) {
    const locale = offeredLocale(tag);
    if (locale !== undefined) return locale;
  }
  return DEFAULT_LOCALE;
};

export const writeStoredLocale = (locale: Locale): void => {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be unavailable (private mode, quota); the choice then lasts for this page only.
  }
};

export const applyDocumentLocale = (locale: Locale): void => {
  document.documentElement.lang = toLanguageTag(locale);
};
