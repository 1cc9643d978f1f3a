/** The locale codes the spec names (spec 03); English is the source language. */
export const LOCALES = ['en', 'fr', 'es', 'it', 'zh', 'ja', 'de', 'pt', 'pt_BR', 'ru', 'ko', 'sk', 'sl', 'nl'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  zh: '中文',
  ja: '日本語',
  de: 'Deutsch',
  pt: 'Português',
  pt_BR: 'Português (Brasil)',
  ru: 'Русский',
  ko: '한국어',
  sk: 'Slovenčina',
  sl: 'Slovenščina',
  nl: 'Nederlands',
};

export const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/** BCP 47 tag for `<html lang>` and `Intl`: `pt_BR` becomes `pt-BR`. */
export const toLanguageTag = (locale: Locale): string => locale.replace('_', '-');
