import { DEFAULT_LOCALE, type Locale } from '@tessera/core';

/** A translation catalog: English source string -> translated string (same `%s` slots). */
export type Catalog = Readonly<Record<string, string>>;

/** A value that fills a `%s` slot. */
export type TranslationArg = string | number;

/** Translates a source string and fills its `%s` slots. */
export type TranslateFn = (source: string, ...args: TranslationArg[]) => string;

/**
 * Catalogs by locale. English is the source language, so it needs none; a locale without a
 * catalog, or a string missing from its catalog, falls back to the English source string.
 */
const catalogs = new Map<Locale, Catalog>();

export const registerCatalog = (locale: Locale, catalog: Catalog): void => {
  if (locale === DEFAULT_LOCALE) return;
  catalogs.set(locale, catalog);
};

export const hasCatalog = (locale: Locale): boolean => locale === DEFAULT_LOCALE || catalogs.has(locale);

/** Superset-style interpolation: each `%s` takes the next argument, `%%` is a literal percent sign. */
export const interpolate = (template: string, args: readonly TranslationArg[]): string => {
  let next = 0;
  return template.replace(/%%|%s/g, (token) => {
    if (token === '%%') return '%';
    const value = args[next];
    next += 1;
    return value === undefined ? token : String(value);
  });
};

export const translate = (locale: Locale, source: string, args: readonly TranslationArg[] = []): string => {
  const translated = catalogs.get(locale)?.[source];
  return interpolate(translated !== undefined && translated !== '' ? translated : source, args);
};

/** Plural form chosen by count (English rule until catalogs carry plural forms); `%s` slots as in t(). */
export const translatePlural = (
  locale: Locale,
  singular: string,
  plural: string,
  count: number,
  args: readonly TranslationArg[] = [],
): string => translate(locale, count === 1 ? singular : plural, args);
