/** Row shaping shared by the list services (charts, dashboards, datasets, saved queries). */

/** Groups `{ key, ...rest }` rows by key, keeping row order within each group. */
export const groupByKey = <T extends { key: number }>(rows: T[]): Map<number, Omit<T, 'key'>[]> => {
  const map = new Map<number, Omit<T, 'key'>[]>();
  for (const { key, ...rest } of rows) {
    const list = map.get(key);
    if (list) list.push(rest);
    else map.set(key, [rest]);
  }
  return map;
};

export interface UserRef {
  id: number;
  first_name: string;
  last_name: string;
}

/** A joined user's columns as Superset's nested user object; null when the join found none. */
export const userRef = (id: number | null, first: string | null, last: string | null): UserRef | null =>
  id === null ? null : { id, first_name: first ?? '', last_name: last ?? '' };

/** Superset's `*_utc` fields: ISO with an explicit +00:00. */
export const utcIso = (iso: string | null): string | null =>
  iso ? new Date(iso).toISOString().replace('Z', '+00:00') : null;
