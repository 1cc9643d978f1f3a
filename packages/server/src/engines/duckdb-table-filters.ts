import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import type { TableFilter } from './types.js';

/**
 * Row-level security for SQL someone wrote, on DuckDB: the query is parsed by DuckDB itself
 * (json_serialize_sql), each read of a filtered table is replaced by a sub-query of that table under
 * its predicate (keeping the alias the query uses), and the tree is written back as SQL
 * (json_deserialize_sql). Nothing runs; the instance is in memory with external access off.
 */
let connection: Promise<DuckDBConnection> | undefined;
const rewriterConnection = (): Promise<DuckDBConnection> => {
  connection ??= DuckDBInstance.create(':memory:', { enable_external_access: 'false' })
    .then((instance) => instance.connect())
    .catch((err: unknown) => {
      connection = undefined;
      throw err;
    });
  return connection;
};

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

// DuckDB writes an unknown query_location as UINT64_MAX, which JSON numbers cannot hold exactly.
const readTree = (text: string): Node =>
  JSON.parse(text.replace(/"query_location":\d{16,}/g, '"query_location":0')) as Node;

const serialize = async (sql: string): Promise<Node> => {
  const conn = await rewriterConnection();
  const reader = await conn.runAndReadAll('SELECT json_serialize_sql($1::VARCHAR)', [sql]);
  const raw = reader.getRows()[0]?.[0];
  const tree = readTree(typeof raw === 'string' ? raw : '{}');
  if (tree.error !== false) throw new Error(String(tree.error_message ?? 'the SQL does not parse'));
  return tree;
};

const same = (a: string | null, b: string | null): boolean => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

/** The sub-query reading `ref` under its filter, or null when no filter names that table. */
const filtered = (ref: Node, filters: readonly TableFilter[], subqueries: Map<TableFilter, Node>): Node | null => {
  if (ref.type !== 'BASE_TABLE' || 'class' in ref || String(ref.catalog_name ?? '') !== '') return null;
  const filter = filters.find(
    (f) =>
      same(String(ref.table_name), f.table) &&
      same(String(ref.schema_name ?? '') || f.defaultSchema, f.schema ?? f.defaultSchema),
  );
  const subquery = filter && subqueries.get(filter);
  if (!subquery) return null;
  return {
    type: 'SUBQUERY',
    alias: String(ref.alias ?? '') || String(ref.table_name),
    sample: ref.sample ?? null,
    query_location: 0,
    subquery: structuredClone(subquery),
    column_name_alias: ref.column_name_alias ?? [],
  };
};

/** Replaces, in place, every read of a filtered table; the inserted sub-queries are not walked again. */
const replaceReads = (v: unknown, filters: readonly TableFilter[], subqueries: Map<TableFilter, Node>): void => {
  if (!isNode(v) && !Array.isArray(v)) return;
  const slots: [string | number, unknown][] = Array.isArray(v) ? v.map((x, i) => [i, x]) : Object.entries(v);
  for (const [key, child] of slots) {
    const replacement = isNode(child) ? filtered(child, filters, subqueries) : null;
    if (replacement) (v as Record<string | number, unknown>)[key] = replacement;
    else replaceReads(child, filters, subqueries);
  }
};

/** DuckDB's TableFilters: `sql` with each filtered table read through its predicate. */
export const duckdbTableFilters = async (sql: string, filters: readonly TableFilter[]): Promise<string> => {
  const subqueries = new Map<TableFilter, Node>();
  for (const f of filters) {
    const name = [f.schema, f.table].filter((p): p is string => p !== null).map((p) => `"${p.replaceAll('"', '""')}"`);
    const inner = await serialize(`SELECT * FROM ${name.join('.')} WHERE (${f.predicate})`);
    const [statement] = Array.isArray(inner.statements) ? inner.statements : [];
    if (!isNode(statement)) throw new Error(`the row-level rule of ${f.table} does not parse`);
    subqueries.set(f, statement);
  }
  const tree = await serialize(sql);
  const statements = Array.isArray(tree.statements) ? tree.statements : [];
  replaceReads(statements, filters, subqueries);
  const conn = await rewriterConnection();
  const reader = await conn.runAndReadAll('SELECT json_deserialize_sql($1::JSON)', [JSON.stringify(tree)]);
  const out = reader.getRows()[0]?.[0];
  if (typeof out !== 'string') throw new Error('the SQL could not be written back');
  return out;
};
