import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';

/** The metadata store or an open transaction on it. */
export type BundleConn = Kysely<DB> | Transaction<DB>;

/** Values per `in (...)` list: far below SQLite's 32,766 and PostgreSQL's 65,535 bound parameters per statement. */
export const IN_LIST_CHUNK = 1000;
/** Bound parameters one multi-row INSERT may carry, with the same margin. */
const INSERT_PARAMS = 10_000;

export const chunksOf = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/** Rows per multi-row INSERT of rows shaped like `row`, one bound parameter per column. */
export const rowsPerInsert = (row: object): number =>
  Math.max(1, Math.floor(INSERT_PARAMS / Math.max(1, Object.keys(row).length)));

/**
 * Runs `query` once per chunk of the distinct `values` and concatenates the rows, so an id or uuid list
 * of any length stays within the bound-parameter limit. Chunks run one after another on the caller's
 * connection (inside its transaction, if any). Rows come back chunk by chunk: sort them when order matters.
 */
export const selectInChunks = async <V extends string | number, R>(
  values: Iterable<V>,
  query: (chunk: V[]) => Promise<R[]>,
  size: number = IN_LIST_CHUNK,
): Promise<R[]> => {
  const rows: R[] = [];
  for (const chunk of chunksOf([...new Set(values)], size)) {
    for (const row of await query(chunk)) rows.push(row);
  }
  return rows;
};

/** Ascending by id, for rows gathered by selectInChunks where the output must be deterministic. */
export const byId = (a: { id: number }, b: { id: number }): number => a.id - b.id;

/** A JSON text column as a mapping for YAML; unparsable or non-object text stays a string. */
export const parseJsonText = (raw: string | null | undefined): Record<string, unknown> | string | null => {
  if (raw === null || raw === undefined || raw === '') return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : raw;
  } catch {
    return raw;
  }
};

/** The inverse of parseJsonText: a mapping from YAML back to the JSON text a column stores. */
export const toJsonText = (value: Record<string, unknown> | string | null | undefined): string | null => {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
};

/** Superset's secure_filename in spirit: one safe path segment. */
export const safeName = (name: string): string => {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[._]+|_+$/g, '');
  return cleaned || 'unnamed';
};

export const flagOf = (v: boolean | null | undefined, dflt: 0 | 1): number =>
  v === undefined || v === null ? dflt : v ? 1 : 0;
