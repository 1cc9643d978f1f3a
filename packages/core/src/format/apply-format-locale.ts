import { formatLocaleFor } from './format-locales.js';
import { setNumberFormatLocale } from './number-format.js';
import { setTimeFormatLocale } from './time-format.js';

/**
 * Numbers and dates follow the UI locale, as Superset's formatters follow its language pack:
 * `fr` prints 1 234,5 and 'janv. 2024', `de` 1.234,5 and 'Jan 2024'; locales without
 * definitions keep the English (US) conventions.
 */
export const applyFormatLocale = (locale: string): void => {
  const definition = formatLocaleFor(locale);
  setNumberFormatLocale(definition.number);
  setTimeFormatLocale(definition.time);
};
