import { genericType } from './type-generic.js';
import type { Dialect, Introspector, QueryResult } from './types.js';

type Run = (sql: string) => Promise<QueryResult>;

/** Field names of a `row(a varchar, "b c" date)` type, the shape of Iceberg's `partition` column. */
export function rowTypeFieldNames(type: string): string[] {
  const m = /^row\((.*)\)$/is.exec(type.trim());
  if (!m?.[1]) return [];
  const fields: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of m[1]) {
    if (ch === '(') depth += 1;
    if (ch === ')') depth -= 1;
    if (ch === ',' && depth === 0) {
      fields.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  fields.push(current);
  return fields
    .map((f) => f.trim())
    .map((f) => (f.startsWith('"') ? f.slice(1, f.indexOf('"', 1)) : (f.split(/\s+/)[0] ?? '')))
    .filter((name) => name !== '');
}

export const trinoIntrospectionSql = (d: Dialect) => ({
  schemas: 'SHOW SCHEMAS',
  tables: (schema: string) =>
    `SELECT table_name, table_type FROM information_schema.tables WHERE table_schema = ${d.literal(schema)} ORDER BY table_name`,
  columns: (schema: string, table: string) =>
    `SELECT column_name, data_type, is_nullable FROM information_schema.columns
     WHERE table_schema = ${d.literal(schema)} AND table_name = ${d.literal(table)} ORDER BY ordinal_position`,
  partitionsTable: (schema: string, table: string) =>
    `SELECT * FROM ${d.quoteIdentifier(schema)}.${d.quoteIdentifier(`${table}$partitions`)} LIMIT 0`,
  showColumns: (schema: string, table: string) =>
    `SHOW COLUMNS FROM ${d.quoteIdentifier(schema)}.${d.quoteIdentifier(table)}`,
});

export function trinoIntrospector(run: Run, dialect: Dialect): Introspector {
  const sql = trinoIntrospectionSql(dialect);

  /**
   * Best effort, as connectors differ: Hive's `t$partitions` has one column per partition key;
   * Iceberg's (recognised by its file_count) holds them in a `partition` row, absent when the table
   * is unpartitioned; failing both, SHOW COLUMNS marks Hive keys 'partition key'.
   */
  const partitionColumns = async (schema: string, table: string): Promise<string[]> => {
    try {
      const { columns } = await run(sql.partitionsTable(schema, table));
      if (!columns.some((c) => c.name === 'file_count')) return columns.map((c) => c.name);
      const partition = columns.find((c) => c.name === 'partition');
      return partition ? rowTypeFieldNames(partition.type) : [];
    } catch {
      try {
        const { rows } = await run(sql.showColumns(schema, table));
        return rows.filter((r) => String(r[2] ?? '').includes('partition key')).map((r) => String(r[0]));
      } catch {
        return [];
      }
    }
  };

  return {
    schemas: async () =>
      (await run(sql.schemas)).rows.map((r) => String(r[0])).filter((s) => s !== 'information_schema'),
    tables: async (schema) =>
      (await run(sql.tables(schema))).rows.map((r) => ({
        name: String(r[0]),
        type: r[1] === 'VIEW' ? ('view' as const) : ('table' as const),
      })),
    columns: async (schema, table) => {
      const [{ rows }, partitions] = await Promise.all([
        run(sql.columns(schema, table)),
        partitionColumns(schema, table),
      ]);
      return rows.map((r) => {
        const name = String(r[0]);
        const type = String(r[1]);
        return {
          name,
          type,
          typeGeneric: genericType(type),
          nullable: r[2] !== 'NO',
          ...(partitions.includes(name) && { isPartition: true }),
        };
      });
    },
    partitionColumns,
  };
}
