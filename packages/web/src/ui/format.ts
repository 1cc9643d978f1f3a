import { toLanguageTag, type Locale } from '@tessera/core';

/** A metadata timestamp (ISO string) as local date and time, or '' when absent or unreadable. */
export const formatDateTime = (iso: string | null | undefined, locale: Locale): string => {
  if (iso === null || iso === undefined || iso === '') return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(toLanguageTag(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
};

export const formatCount = (value: number | null | undefined, locale: Locale): string =>
  value === null || value === undefined ? '' : new Intl.NumberFormat(toLanguageTag(locale)).format(value);
