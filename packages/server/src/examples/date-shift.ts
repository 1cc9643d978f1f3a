import type { ShiftUnit } from './example-table-helpers.js';

export interface YearMonthDay {
  year: number;
  month: number; // 1-12
  day: number;
}

export interface DateShift {
  unit: 'day' | 'month' | 'year';
  amount: number;
}

const DAY_MS = 86_400_000;

/** Calendar parts of `now` in UTC, so the target month doesn't depend on the server's time zone. */
export function utcParts(now: Date): YearMonthDay {
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
}

/** `YYYY-MM` of `now`; the load is redone when this changes. */
export function targetMonthKey(now: Date): string {
  const { year, month } = utcParts(now);
  return `${year}-${String(month).padStart(2, '0')}`;
}

/**
 * The offset that moves `newest` into the month of `now` (into its year for `year`).
 * `week` shifts stay on or before `now` when possible; only early in a month, when the
 * last whole week would still land in the previous month, do they go up to 6 days past `now`.
 */
export function computeShift(unit: ShiftUnit, newest: YearMonthDay | null, now: Date): DateShift | null {
  if (unit === 'none' || newest === null) return null;
  const target = utcParts(now);
  if (unit === 'year') return { unit: 'year', amount: target.year - newest.year };
  if (unit === 'month') {
    return { unit: 'month', amount: target.year * 12 + target.month - (newest.year * 12 + newest.month) };
  }
  const newestMs = Date.UTC(newest.year, newest.month - 1, newest.day);
  const nowMs = Date.UTC(target.year, target.month - 1, target.day);
  let weeks = Math.floor((nowMs - newestMs) / (7 * DAY_MS));
  if (new Date(newestMs + weeks * 7 * DAY_MS).getUTCMonth() + 1 !== target.month) weeks += 1;
  return { unit: 'day', amount: weeks * 7 };
}

/** SQL expression adding the shift to a TIMESTAMP expression. */
export function shiftSql(expr: string, shift: DateShift): string {
  const fn = { day: 'to_days', month: 'to_months', year: 'to_years' }[shift.unit];
  return `${expr} + ${fn}(${shift.amount})`;
}

export function describeShift(shift: DateShift | null): string {
  if (shift === null) return 'No date columns, so no date shift.';
  const sign = shift.amount >= 0 ? '+' : '-';
  const amount = `${sign}${Math.abs(shift.amount)} ${shift.unit}${Math.abs(shift.amount) === 1 ? '' : 's'}`;
  if (shift.unit === 'year') {
    return `Dates shifted by ${amount} so the newest row falls in the current year.`;
  }
  const weeks = shift.unit === 'day' ? ' (whole weeks, so weekdays are kept)' : '';
  return `Dates shifted by ${amount}${weeks} so the newest row falls in the current month.`;
}
