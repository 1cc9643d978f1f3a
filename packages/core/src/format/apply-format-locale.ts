import { loadFormatLocale } from './load-format-locale.js';
import { setNumberFormatLocale } from './number-format.js';
import { setTimeFormatLocale } from './time-format.js';

let latest = '';

/**
 * Numbers and dates follow the UI locale, as Superset's formatters follow its language pack:
 * `fr` prints 1 234,5 and 'janv. 2024', `ru` 1 234,5 and 'мар 2024', `ja` '2024/03/01'; locales
 * without definitions keep the English (US) conventions. Only the last locale asked for applies,
 * so a quick switch cannot end with the conventions of the one before.
 */
export const applyFormatLocale = async (locale: string): Promise<void> => {
  latest = locale;
  const definition = await loadFormatLocale(locale);
  if (latest !== locale) return;
  setNumberFormatLocale(definition.number);
  setTimeFormatLocale(definition.time);
};
