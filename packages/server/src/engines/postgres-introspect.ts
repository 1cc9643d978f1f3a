import { genericType } from './type-generic.js';
import type { Introspector } from './types.js';

export type PgQuery = (sql: string, params: unknown[]) => Promise<unknown[][]>;

const SCHEMAS = `
SELECT nspname FROM pg_catalog.pg_namespace
WHERE nspname NOT IN ('pg_catalog', 'information_schema')
  AND nspname NOT LIKE 'pg\\_toast%' AND nspname NOT LIKE 'pg\\_temp\\_%'
ORDER BY nspname`;

// Partitions of a partitioned table are left out: the parent is the table people query.
const TABLES = `
SELECT c.relname, c.relkind IN ('v', 'm') AS is_view
FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
WHERE n.nspname = $1 AND c.relkind IN ('r', 'p', 'v', 'm', 'f') AND NOT c.relispartition
ORDER BY c.relname`;

const COLUMNS = `
SELECT a.attname, format_type(a.atttypid, a.atttypmod), NOT a.attnotnull
FROM pg_catalog.pg_attribute a
JOIN pg_catalog.pg_class c ON c.oid = a.attrelid
JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
WHERE n.nspname = $1 AND c.relname = $2 AND a.attnum > 0 AND NOT a.attisdropped
ORDER BY a.attnum`;

// Expression keys (attnum 0, see pg_get_partkeydef) have no column and drop out of the join.
const PARTITION_COLUMNS = `
SELECT a.attname
FROM pg_catalog.pg_partitioned_table pt
JOIN pg_catalog.pg_class c ON c.oid = pt.partrelid
JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
CROSS JOIN LATERAL unnest(pt.partattrs::int2[]) WITH ORDINALITY AS k(attnum, ord)
JOIN pg_catalog.pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
WHERE n.nspname = $1 AND c.relname = $2
ORDER BY k.ord`;

export function postgresIntrospector(query: PgQuery): Introspector {
  const partitionColumns = async (schema: string, table: string): Promise<string[]> =>
    (await query(PARTITION_COLUMNS, [schema, table])).map((r) => String(r[0]));
  return {
    schemas: async () => (await query(SCHEMAS, [])).map((r) => String(r[0])),
    tables: async (schema) =>
      (await query(TABLES, [schema])).map((r) => ({
        name: String(r[0]),
        type: r[1] === true ? ('view' as const) : ('table' as const),
      })),
    columns: async (schema, table) => {
      const [rows, partitions] = await Promise.all([query(COLUMNS, [schema, table]), partitionColumns(schema, table)]);
      return rows.map((r) => {
        const name = String(r[0]);
        const type = String(r[1]);
        return {
          name,
          type,
          typeGeneric: genericType(type),
          nullable: r[2] === true,
          ...(partitions.includes(name) && { isPartition: true }),
        };
      });
    },
    partitionColumns,
  };
}
