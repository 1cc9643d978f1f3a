/** What one calendar covers: Superset's domain; the calendar coordinate's cells are days, so finer domains are months. */
export type Domain = 'year' | 'month';

export const domainOf = (value: unknown): Domain => (value === 'year' ? 'year' : 'month');

/** The ECharts calendar range of a moment's domain: '2024' or '2024-03'. */
export const domainRangeOf = (ms: number, domain: Domain): string => {
  const date = new Date(ms);
  const year = String(date.getUTCFullYear());
  return domain === 'year' ? year : `${year}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
};

/** Week columns a calendar spans across (a month touches at most six weeks) and day rows down. */
const COLUMNS: Record<Domain, number> = { year: 53, month: 6 };
const DAY_ROWS = 7;
/** Room for a calendar's label above it, and between calendars. */
export const LABEL_ROOM = 16;
const GAP = 10;

export interface CalendarBox {
  left: number;
  top: number;
}

export interface CalendarGrid {
  cell: number;
  columns: number;
  boxes: CalendarBox[];
}

/**
 * Calendars in a grid of as many columns as gives the largest square cells in the area; a
 * year calendar on its own row as wide as the area allows.
 */
export const layoutCalendars = (
  count: number,
  domain: Domain,
  area: { left: number; top: number; width: number; height: number },
): CalendarGrid => {
  const wide = COLUMNS[domain];
  let best = { cell: 0, columns: 1 };
  for (let columns = 1; columns <= Math.max(count, 1); columns += 1) {
    const rows = Math.ceil(count / columns);
    const byWidth = (area.width - (columns - 1) * GAP) / (columns * wide);
    const byHeight = (area.height - rows * (LABEL_ROOM + GAP)) / (rows * DAY_ROWS);
    const cell = Math.min(byWidth, byHeight);
    if (cell > best.cell) best = { cell, columns };
  }
  const cell = Math.max(3, Math.floor(best.cell * 10) / 10);
  const boxes = Array.from({ length: count }, (_, i) => ({
    left: area.left + (i % best.columns) * (wide * cell + GAP),
    top: area.top + Math.floor(i / best.columns) * (DAY_ROWS * cell + LABEL_ROOM + GAP) + LABEL_ROOM,
  }));
  return { cell, columns: best.columns, boxes };
};
