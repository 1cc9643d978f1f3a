/** A short random id, as Superset gives every adhoc metric and filter (`metric_x1y2z3...`). */
export const newOptionName = (prefix: string): string =>
  `${prefix}_${Math.random().toString(36).slice(2, 10)}${Math.random().toString(36).slice(2, 8)}`;
