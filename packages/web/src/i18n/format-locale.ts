import { DEFAULT_LOCALE, type Locale } from '@tessera/core';

/** The locale core's number and date formatters follow now; d3's own default is English (US). */
let applied: Locale = DEFAULT_LOCALE;

/**
 * Core's applyFormatLocale, loaded only when the formatters must change: d3's formatters arrive
 * with the charts and tables that use them, so an English page does not load them up front.
 */
export const applyFormatLocale = (locale: Locale): Promise<void> => {
  if (locale === applied) return Promise.resolve();
  applied = locale;
  return import('./format-locale-core').then((core) => core.applyFormatLocale(locale));
};
