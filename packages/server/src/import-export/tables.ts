import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';

/** The metadata store or an open transaction on it. */
export type BundleConn = Kysely<DB> | Transaction<DB>;

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
