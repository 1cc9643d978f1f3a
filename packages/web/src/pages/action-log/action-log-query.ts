import type { ActionLogQuery } from '@tessera/core';

export const ACTION_LOG_PAGE_SIZE = 25;

/** What the page's filter bar holds: dates as the `YYYY-MM-DD` of a date input, in the viewer's zone. */
export interface ActionLogFilters {
  userId: number | null;
  action: string;
  from: string;
  to: string;
}

export const NO_FILTERS: ActionLogFilters = { userId: null, action: '', from: '', to: '' };

/** Local midnight of a `YYYY-MM-DD` day, `days` later, as an instant; null for an empty or bad day. */
const localMidnight = (day: string, days = 0): string | null => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (m === null) return null;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/**
 * The API query for a page: the range runs from the start of `from` to the end of `to` in the
 * viewer's time zone (the server compares instants, so the viewer's days are turned to UTC here).
 */
export const actionLogQuery = (filters: ActionLogFilters, page: number): ActionLogQuery => {
  const since = localMidnight(filters.from);
  const until = localMidnight(filters.to, 1);
  const action = filters.action.trim();
  return {
    page,
    page_size: ACTION_LOG_PAGE_SIZE,
    ...(filters.userId !== null ? { user_id: filters.userId } : {}),
    ...(action !== '' ? { action } : {}),
    ...(since !== null ? { since } : {}),
    ...(until !== null ? { until } : {}),
  };
};
