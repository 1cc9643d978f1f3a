import { Cron } from 'croner';

/**
 * Superset's report schedules are five-field crontabs (minute hour day-of-month month
 * day-of-week), run in the schedule's time zone. This module is the one rule for them: the
 * modal checks a crontab as it is typed and the server refuses the same crontab with the same
 * words, and both compute the next runs with the same croner options the scheduler uses.
 */

export const CRON_FIELDS = ['minute', 'hour', 'day of month', 'month', 'day of week'] as const;
export type CronField = (typeof CRON_FIELDS)[number];

const BOUNDS: Record<CronField, readonly [number, number]> = {
  minute: [0, 59],
  hour: [0, 23],
  'day of month': [1, 31],
  month: [1, 12],
  // 7 is Sunday too, as in every cron.
  'day of week': [0, 7],
};

const NAMES: Partial<Record<CronField, readonly string[]>> = {
  month: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'],
  'day of week': ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'],
};

/** What is wrong with a crontab, structured so each side words it in its own language. */
export type CronIssue =
  | { kind: 'empty' }
  | { kind: 'field-count'; count: number }
  | { kind: 'range'; field: CronField; value: number; min: number; max: number }
  | { kind: 'token'; field: CronField; token: string }
  | { kind: 'step'; field: CronField; token: string }
  | { kind: 'backwards'; field: CronField; token: string };

/** `%s` placeholders filled in order; the web passes its `t`, the server keeps the English. */
export type CronTranslate = (template: string, ...args: (string | number)[]) => string;

const english: CronTranslate = (template, ...args) => {
  let i = 0;
  return template.replace(/%s/g, () => String(args[i++] ?? ''));
};

/** The sentence a person reads, e.g. 'Invalid schedule: minute 61 is out of range (0–59)'. */
export const cronIssueMessage = (issue: CronIssue, t: CronTranslate = english): string => {
  const field = (f: CronField): string => t(f);
  switch (issue.kind) {
    case 'empty':
      return t('Invalid schedule: it is empty');
    case 'field-count':
      return t(
        'Invalid schedule: expected 5 fields (minute, hour, day of month, month, day of week), found %s',
        issue.count,
      );
    case 'range':
      return t(
        'Invalid schedule: %s %s is out of range (%s–%s)',
        field(issue.field),
        issue.value,
        issue.min,
        issue.max,
      );
    case 'token':
      return t('Invalid schedule: "%s" is not a valid %s', issue.token, field(issue.field));
    case 'step':
      return t(
        'Invalid schedule: the step in "%s" (%s) must be a whole number from 1',
        issue.token,
        field(issue.field),
      );
    case 'backwards':
      return t('Invalid schedule: the range "%s" (%s) runs backwards', issue.token, field(issue.field));
  }
};

const valueOf = (field: CronField, text: string): number | null => {
  const named = NAMES[field]?.indexOf(text.toUpperCase()) ?? -1;
  if (named >= 0) return field === 'month' ? named + 1 : named;
  return /^\d+$/.test(text) ? Number(text) : null;
};

/** Quartz forms croner and Superset's croniter both read: last day (L), nearest weekday (15W), 2nd Monday (1#2), last Friday (5L). */
const SPECIAL: Partial<Record<CronField, RegExp>> = {
  'day of month': /^(L|([1-9]|[12]\d|3[01])W)$/i,
  'day of week': /^[0-7](#[1-5]|L)$/i,
};

const partIssue = (field: CronField, part: string): CronIssue | null => {
  if (SPECIAL[field]?.test(part) === true) return null;
  const [min, max] = BOUNDS[field];
  const [base = '', step, ...extra] = part.split('/');
  if (extra.length > 0) return { kind: 'token', field, token: part };
  if (step !== undefined && (!/^\d+$/.test(step) || Number(step) < 1)) return { kind: 'step', field, token: part };
  if (base === '*' || (base === '?' && (field === 'day of month' || field === 'day of week'))) return null;
  const ends = base.split('-');
  if (ends.length > 2) return { kind: 'token', field, token: part };
  const values: number[] = [];
  for (const end of ends) {
    const value = valueOf(field, end);
    if (value === null) return { kind: 'token', field, token: part };
    if (value < min || value > max) return { kind: 'range', field, value, min, max };
    values.push(value);
  }
  if (values.length === 2 && (values[0] ?? 0) > (values[1] ?? 0)) return { kind: 'backwards', field, token: part };
  return null;
};

/** Null for a crontab Superset and the scheduler accept, else the first thing wrong with it. */
export const crontabIssue = (crontab: string): CronIssue | null => {
  const fields = crontab.trim().split(/\s+/).filter(Boolean);
  if (fields.length === 0) return { kind: 'empty' };
  if (fields.length !== CRON_FIELDS.length) return { kind: 'field-count', count: fields.length };
  for (const [i, text] of fields.entries()) {
    const field = CRON_FIELDS[i] ?? 'minute';
    for (const part of text.split(',')) {
      const issue = partIssue(field, part);
      if (issue) return issue;
    }
  }
  return null;
};

/** A croner schedule that never fires by itself (no callback): it is only asked about instants. */
export const cronOf = (crontab: string, timezone: string): Cron =>
  new Cron(crontab, { paused: true, timezone, mode: '5-part' });

/** The next `count` runs after `from`, in the schedule's zone, as instants. Empty for a bad crontab. */
export const nextCronRuns = (crontab: string, timezone: string, from: Date, count = 3): Date[] => {
  if (crontabIssue(crontab) !== null) return [];
  try {
    return cronOf(crontab, timezone).nextRuns(count, from);
  } catch {
    return [];
  }
};
