import { DEFAULT_LOCALE, LOCALES, type Locale } from '@tessera/core';
import { hasCatalog, registerCatalog, type Catalog } from './translate';

/**
 * The catalogs written so far, one JSON file per locale (`catalogs/fr.json`), each its own chunk:
 * English users never download one, and a switch waits only for the chosen locale's (one small
 * request before the labels change). Adding a locale is adding its file.
 */
const FILES = import.meta.glob<Catalog>('./catalogs/*.json', { import: 'default' });

const loaderOf = (locale: Locale): (() => Promise<Catalog>) | undefined => FILES[`./catalogs/${locale}.json`];

/** The locales the language menu offers: English and those with a catalog. */
export const AVAILABLE_LOCALES: readonly Locale[] = LOCALES.filter(
  (locale) => locale === DEFAULT_LOCALE || loaderOf(locale) !== undefined,
);

export const isAvailableLocale = (locale: Locale): boolean => AVAILABLE_LOCALES.includes(locale);

/** Fetches and registers a locale's catalog once; English and locales without one need nothing. */
const loadCatalog = async (locale: Locale): Promise<void> => {
  const load = loaderOf(locale);
  if (load === undefined || hasCatalog(locale)) return;
  registerCatalog(locale, await load());
};

let conventionsApplied = false;

/**
 * Numbers and dates follow the locale (core's applyFormatLocale, d3's formatters). Core starts in
 * English, so until another locale is chosen nothing loads them: the sign-in page and the lists,
 * which format nothing with d3, skip about 9 kB gzip. Each locale's conventions are a chunk of their own.
 */
const applyConventions = async (locale: Locale): Promise<void> => {
  if (locale === DEFAULT_LOCALE && !conventionsApplied) return;
  const { applyFormatLocale } = await import('./format-conventions');
  await applyFormatLocale(locale);
  conventionsApplied = true;
};

/** Everything a locale needs before a page shows it: its catalog and its number and date conventions. */
export const loadLocale = async (locale: Locale): Promise<void> => {
  await Promise.all([loadCatalog(locale), applyConventions(locale)]);
};
