import { DEFAULT_LOCALE, toLanguageTag, type Locale } from '@tessera/core';

/**
 * A plural entry: the translation for each `Intl.PluralRules` category the locale uses
 * (`one`, `few`, `many`…). As in ICU MessageFormat, `other` is required and stands in for any
 * category without its own form.
 */
export type PluralForms = Readonly<Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>;

/**
 * A translation catalog (a locale's JSON file): English source string -> translated string (same
 * `%s` slots), or, for a tn() pair, the English singular -> its plural forms.
 */
export type Catalog = Readonly<Record<string, string | PluralForms>>;

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
  return interpolate(typeof translated === 'string' && translated !== '' ? translated : source, args);
};

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** The locale's plural category for a count: French says `one` for 0 and 1, German and English only for 1. */
export const pluralCategory = (locale: Locale, count: number): Intl.LDMLPluralRule => {
  let rules = pluralRules.get(locale);
  if (rules === undefined) {
    rules = new Intl.PluralRules(toLanguageTag(locale));
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
};

/**
 * The form of a tn() pair for a count, by the locale's plural rules; `%s` slots as in t(). Without a
 * catalog entry it falls back to the English singular or plural, chosen by the English rule.
 */
export const translatePlural = (
  locale: Locale,
  singular: string,
  plural: string,
  count: number,
  args: readonly TranslationArg[] = [],
): string => {
  const forms = catalogs.get(locale)?.[singular];
  const translated = typeof forms === 'object' ? (forms[pluralCategory(locale, count)] ?? forms.other) : '';
  if (translated !== '') return interpolate(translated, args);
  return interpolate(pluralCategory(DEFAULT_LOCALE, count) === 'one' ? singular : plural, args);
};
