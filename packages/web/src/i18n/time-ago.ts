import { toLanguageTag } from '@tessera/core';
import { getCurrentLocale } from './current-locale';

const STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
];

/**
 * How long ago an instant was, in the current locale's words ('30 seconds ago', 'il y a 2 minutes',
 * 'gestern'), as Superset's chart header says it with moment's fromNow; never '0 minutes ago'.
 */
export const timeAgo = (at: number, now: number = Date.now()): string => {
  const format = new Intl.RelativeTimeFormat(toLanguageTag(getCurrentLocale()), { numeric: 'auto' });
  let amount = Math.max(0, (now - at) / 1000);
  for (const [unit, next] of STEPS) {
    if (amount < next) return format.format(-Math.round(amount), unit);
    amount /= next;
  }
  return format.format(-Math.round(amount), 'year');
};
