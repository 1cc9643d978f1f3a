import { t, tn } from './current-locale';

/**
 * The server words times as Python humanize does ('now', '3 days ago', '1 year, 2 months ago'),
 * in English: Superset translates them on the server with the user's locale, Tessera's server
 * does not know it, so the web rewords them here. Text it does not recognise is left as it is.
 */
const UNIT_FORMS: Record<string, (count: number) => string> = {
  second: (n) => tn('%s second', '%s seconds', n, n),
  minute: (n) => tn('%s minute', '%s minutes', n, n),
  hour: (n) => tn('%s hour', '%s hours', n, n),
  day: (n) => tn('%s day', '%s days', n, n),
  month: (n) => tn('%s month', '%s months', n, n),
  year: (n) => tn('%s year', '%s years', n, n),
};

const QUANTITY = /^(a|an|\d+) (second|minute|hour|day|month|year)s?$/;

const translateDelta = (delta: string): string | null => {
  if (delta === 'a moment') return t('a moment');
  const parts = delta.split(', ');
  const translated = parts.map((part) => {
    const match = QUANTITY.exec(part);
    const unit = match?.[2];
    const form = unit === undefined ? undefined : UNIT_FORMS[unit];
    if (match === null || form === undefined) return null;
    return form(match[1] === 'a' || match[1] === 'an' ? 1 : Number(match[1]));
  });
  if (translated.some((part) => part === null)) return null;
  return translated.length === 2 ? t('%s, %s', translated[0] ?? '', translated[1] ?? '') : (translated[0] ?? null);
};

export const localizeHumanizedTime = (text: string): string => {
  if (text === 'now') return t('now');
  const match = /^(.+) (ago|from now)$/.exec(text);
  const delta = match?.[1] === undefined ? null : translateDelta(match[1]);
  if (match === null || delta === null) return text;
  return match[2] === 'ago' ? t('%s ago', delta) : t('in %s', delta);
};
