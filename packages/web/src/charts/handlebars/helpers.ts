import dayjs from 'dayjs';
import type { HelperMap, HelperOptions } from './interpret-template';

/** `{{dateFormat my_date format="MMMM YYYY"}}`: a date in a dayjs format (Superset's default 'YYYY-MM-DD'). */
export const dateFormat = (value: unknown, options: HelperOptions): string => {
  const format = typeof options.hash['format'] === 'string' ? options.hash['format'] : 'YYYY-MM-DD';
  const date = dayjs(value as string | number | Date);
  return date.isValid() ? date.format(format) : '';
};

/** `{{stringify obj}}`: an object as JSON text (Superset's helper, for looking at the rows). */
export const stringify = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value, null, 2) ?? '');

/** `{{formatNumber n locale="fr-FR"}}`: a number with the locale's separators. */
export const formatNumber = (value: unknown, options: HelperOptions): string => {
  const locale = typeof options.hash['locale'] === 'string' ? options.hash['locale'] : 'en-US';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return String(value ?? '');
  try {
    return n.toLocaleString(locale);
  } catch {
    // An unknown locale tag: Superset would throw; the number still shows.
    return n.toLocaleString('en-US');
  }
};

/** `{{#with (parseJson text)}}`: JSON text (a column holding JSON) as an object; null when it is not JSON. */
export const parseJson = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
};

/**
 * handlebars-group-by's `{{#group rows by="field"}}{{value}}{{#each items}}…{{/each}}{{/group}}`:
 * the block once per distinct value of the field, in first-seen order, with the rows holding it.
 */
export function group(this: unknown, list: unknown, options: HelperOptions): string {
  const by = options.hash['by'];
  if (!Array.isArray(list) || typeof by !== 'string') return options.inverse(this);
  const groups = new Map<unknown, unknown[]>();
  for (const item of list) {
    const key = typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[by] : undefined;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups].map(([value, items]) => options.fn({ value, items })).join('');
}

/** Superset's helpers, beside Handlebars' built-ins (`if`, `unless`, `each`, `with`, `lookup`, `log`). */
export const SUPERSET_HELPERS: HelperMap = { dateFormat, stringify, formatNumber, parseJson, group } as HelperMap;
