import type { ColumnInfo } from './types.js';
import { TYPE_GENERIC, type TypeGeneric } from '@tessera/core';

/** Removes ClickHouse's Nullable(...) / LowCardinality(...) wrappers, which say nothing about the kind. */
export function unwrapTypeName(type: string): string {
  let t = type.trim();
  for (;;) {
    const m = /^(?:Nullable|LowCardinality)\s*\((.*)\)$/i.exec(t);
    if (!m?.[1]) return t;
    t = m[1].trim();
  }
}

// TIME, INTERVAL and ranges stay strings: their values are not instants, so they never become epoch ms.
const TEMPORAL =
  /^(DATE|DATE32|DATETIME|DATETIME2|DATETIME64|SMALLDATETIME|TIMESTAMP|TIMESTAMPTZ|TIMESTAMP_S|TIMESTAMP_MS|TIMESTAMP_NS)(\s*\(.*\))?(\s+(WITH|WITHOUT) TIME ZONE)?$/;
const NUMERIC =
  /^(U?INT(2|4|8|16|32|64|128|256)?|INTEGER|U?(TINY|SMALL|MEDIUM|BIG|HUGE)INT|UINTEGER|U?HUGEINT|SERIAL[248]?|(SMALL|BIG)SERIAL|FLOAT(4|8|32|64)?|REAL|DOUBLE(\s+PRECISION)?|DECIMAL(32|64|128|256)?|NUMERIC|DEC|NUMBER|MONEY|YEAR|OID)(\s*\(.*\))?(\s+(UNSIGNED|SIGNED|ZEROFILL))*$/;
const BOOLEAN = /^(BOOL|BOOLEAN)$/;

/** Maps an engine's type name (DuckDB, PostgreSQL, MySQL, Trino, ClickHouse) to Superset's generic kind. */
export function genericType(type: string | null | undefined): TypeGeneric {
  if (!type) return TYPE_GENERIC.STRING;
  const t = unwrapTypeName(type).toUpperCase();
  if (BOOLEAN.test(t)) return TYPE_GENERIC.BOOLEAN;
  if (TEMPORAL.test(t)) return TYPE_GENERIC.TEMPORAL;
  if (NUMERIC.test(t)) return TYPE_GENERIC.NUMERIC;
  return TYPE_GENERIC.STRING;
}

/**
 * SQLite declares types freely; follow its affinity rules (https://sqlite.org/datatype3.html §3.1),
 * after recognising the date and boolean names people use.
 */
export function sqliteGenericType(declared: string | null | undefined): TypeGeneric {
  if (!declared) return TYPE_GENERIC.STRING;
  const t = declared.toUpperCase();
  if (/^BOOL/.test(t)) return TYPE_GENERIC.BOOLEAN;
  if (/^(DATE|DATETIME|TIMESTAMP)/.test(t)) return TYPE_GENERIC.TEMPORAL;
  if (t.includes('INT')) return TYPE_GENERIC.NUMERIC;
  if (/CHAR|CLOB|TEXT/.test(t)) return TYPE_GENERIC.STRING;
  if (/REAL|FLOA|DOUB|NUM|DEC/.test(t)) return TYPE_GENERIC.NUMERIC;
  return TYPE_GENERIC.STRING;
}

/** A `(name, type, is_nullable)` row of information_schema.columns as a ColumnInfo. */
export const informationSchemaColumn = (r: readonly unknown[]): ColumnInfo => ({
  name: String(r[0]),
  type: String(r[1]),
  typeGeneric: genericType(String(r[1])),
  nullable: r[2] === 'YES',
});
