import type { Locale } from '@tessera/core';
import { pluralCategory, type Catalog, type PluralForms } from '../../src/i18n/translate';

/** The number of `%s` slots in a string (`%%` is a literal percent sign). */
export const countSlots = (text: string): number => (text.replace(/%%/g, '').match(/%s/g) ?? []).length;

/** What a catalog must translate: plain source strings, and tn() pairs (English singular -> plural). */
export interface CatalogSources {
  messages: ReadonlySet<string>;
  plurals: ReadonlyMap<string, string>;
}

export interface CatalogProblems {
  /** Source strings without a usable entry (absent, empty, plain where plural forms are due or the reverse). */
  missing: string[];
  /** Source strings whose translation (or one of its plural forms) has a different number of `%s` slots. */
  slotMismatches: string[];
}

/**
 * The plural forms a locale's entries must have: `other`, and every category a count from 0 to 100
 * selects. Rarer ones (French `many`, from a million up) fall back to `other`, as translatePlural does.
 */
const neededCategories = (locale: Locale): Set<Intl.LDMLPluralRule> =>
  new Set<Intl.LDMLPluralRule>(['other', ...Array.from({ length: 101 }, (_, count) => pluralCategory(locale, count))]);

const pluralTexts = (forms: PluralForms, needed: ReadonlySet<Intl.LDMLPluralRule>): string[] | undefined => {
  const texts = [...needed].map((category) => forms[category] ?? '');
  return texts.includes('') ? undefined : texts;
};

/** What a catalog lacks against the extracted source strings. */
export const checkCatalog = (locale: Locale, catalog: Catalog, sources: CatalogSources): CatalogProblems => {
  const missing: string[] = [];
  const slotMismatches: string[] = [];
  const needed = neededCategories(locale);
  const check = (source: string, texts: readonly string[] | undefined): void => {
    if (texts === undefined) missing.push(source);
    else if (texts.some((text) => countSlots(text) !== countSlots(source))) slotMismatches.push(source);
  };
  for (const source of sources.messages) {
    const entry = catalog[source];
    check(source, typeof entry === 'string' && entry !== '' ? [entry] : undefined);
  }
  for (const singular of sources.plurals.keys()) {
    const entry = catalog[singular];
    check(singular, typeof entry === 'object' ? pluralTexts(entry, needed) : undefined);
  }
  return { missing: missing.sort(), slotMismatches: slotMismatches.sort() };
};
