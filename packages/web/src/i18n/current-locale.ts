import type { Locale } from '@tessera/core';
import { readStoredLocale } from './locale-store';
import { translate, translatePlural, type TranslationArg } from './translate';

/**
 * The locale for code outside React (the API client's messages). Components use `useT()`,
 * which re-renders them when the locale changes.
 */
let current: Locale = readStoredLocale();

export const getCurrentLocale = (): Locale => current;

export const setCurrentLocale = (locale: Locale): void => {
  current = locale;
};

export const t = (source: string, ...args: TranslationArg[]): string => translate(current, source, args);

export const tn = (singular: string, plural: string, count: number, ...args: TranslationArg[]): string =>
  translatePlural(current, singular, plural, count, args);
