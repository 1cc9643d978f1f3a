import { toLanguageTag, type Locale } from '@tessera/core';

/** A timestamp (ISO string or epoch ms) as local date and time in the UI locale, or '' when absent. */
export const formatDateTime = (iso: string | number | null | undefined, locale: Locale): string => {
  if (iso === null || iso === undefined || iso === '') return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return String(iso);
  return new Intl.DateTimeFormat(toLanguageTag(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
};

export const formatCount = (value: number | null | undefined, locale: Locale): string =>
  value === null || value === undefined ? '' : new Intl.NumberFormat(toLanguageTag(locale)).format(value);
