import {
  canAccessDatabase,
  type DatabaseTable,
  type PermissionSet,
  type TableExtra,
  type TableMetadata,
} from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { ConnectionManager, OpenDatabase } from '../../engines/connection-manager.js';
import { HttpError, forbidden, notFound } from '../../http/http-error.js';
import { getDatabaseRow } from './database-service.js';

export interface IntrospectionDeps {
  db: Kysely<DB>;
  connections: ConnectionManager;
}

const openAccessible = async (deps: IntrospectionDeps, perms: PermissionSet, id: number): Promise<OpenDatabase> => {
  const row = await getDatabaseRow(deps.db, id);
  if (!canAccessDatabase(perms, { id: row.id, name: row.database_name })) {
    throw forbidden('You do not have access to this database');
  }
  return deps.connections.openRow(row);
};

/** Engine failures while reading the catalog answer 422 with the engine's own message. */
const introspect = async <T>(open: OpenDatabase, read: () => Promise<T>): Promise<T> => {
  try {
    return await read();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const message = err instanceof Error ? err.message : String(err);
    throw new HttpError(422, `${open.row.database_name} error: ${message}`, 'GENERIC_DB_ENGINE_ERROR', {
      engine_message: message,
    });
  }
};

const schemaOr = (open: OpenDatabase, schema: string | null): string => schema ?? open.spec.defaultSchema ?? '';

export const listSchemas = async (deps: IntrospectionDeps, perms: PermissionSet, id: number): Promise<string[]> => {
  const open = await openAccessible(deps, perms, id);
  return introspect(open, () => open.conn.introspect.schemas());
};

const parseObject = (raw: string | null): Record<string, unknown> | null => {
  if (!raw) return null;
  try {
    const v: unknown = JSON.parse(raw);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/** Superset's `/tables/`: tables and views sorted by name, with the `extra` of a dataset on that table. */
/**
 * Tables Tessera keeps for its own bookkeeping in databases it manages (the examples' load marker):
 * never offered as a dataset or listed to users.
 */
export const INTERNAL_TABLE_PREFIX = '_tessera_';

export const listTables = async (
  deps: IntrospectionDeps,
  perms: PermissionSet,
  id: number,
  schema: string,
): Promise<{ count: number; result: DatabaseTable[] }> => {
  const open = await openAccessible(deps, perms, id);
  const tables = await introspect(open, () => open.conn.introspect.tables(schema));
  const datasets = await deps.db
    .selectFrom('datasets')
    .select(['table_name', 'extra'])
    .where('database_id', '=', id)
    .where('schema', '=', schema)
    .where('sql', 'is', null)
    .execute();
  const extras = new Map(datasets.map((d) => [d.table_name, parseObject(d.extra)]));
  const result = tables
    .filter((t) => !t.name.startsWith(INTERNAL_TABLE_PREFIX))
    .map((t) => ({ value: t.name, type: t.type, extra: extras.get(t.name) ?? null }))
    .sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  return { count: result.length, result };
};

/** Superset's `table_extra`: the partition columns, or `{}` for an unpartitioned table. */
export const tableExtra = async (
  deps: IntrospectionDeps,
  perms: PermissionSet,
  id: number,
  table: string,
  schema: string,
): Promise<TableExtra> => {
  const open = await openAccessible(deps, perms, id);
  const cols = await introspect(open, () => open.conn.introspect.partitionColumns(schema, table));
  return cols.length > 0 ? { partitions: { cols, latest: {}, partitionQuery: null } } : {};
};

const selectStarSql = (
  open: OpenDatabase,
  table: string,
  schema: string | null,
  columns: readonly string[],
): string => {
  const q = open.spec.dialect.quoteIdentifier;
  const from = schema ? `${q(schema)}.${q(table)}` : q(table);
  return open.spec.dialect.limit(`SELECT ${columns.map((c) => q(c)).join(', ')}\nFROM ${from}`, 100);
};

/** `SELECT <every column> FROM <schema>.<table> LIMIT 100`, quoted by the engine's dialect. */
export const selectStar = async (
  deps: IntrospectionDeps,
  perms: PermissionSet,
  id: number,
  table: string,
  schema: string | null,
): Promise<string> => {
  const open = await openAccessible(deps, perms, id);
  const cols = await introspect(open, () => open.conn.introspect.columns(schemaOr(open, schema), table));
  if (cols.length === 0) throw notFound('Table');
  return selectStarSql(
    open,
    table,
    schema,
    cols.map((c) => c.name),
  );
};

/**
 * Superset's `table_metadata`: the table's columns with their types (`type` without parameters,
 * `longType` as the engine reports it) and its SELECT *. Engines here report no keys or comments.
 */
export const tableMetadata = async (
  deps: IntrospectionDeps,
  perms: PermissionSet,
  id: number,
  table: string,
  schema: string | null,
): Promise<TableMetadata> => {
  const open = await openAccessible(deps, perms, id);
  const cols = await introspect(open, () => open.conn.introspect.columns(schemaOr(open, schema), table));
  if (cols.length === 0) throw notFound('Table');
  return {
    name: table,
    schema,
    columns: cols.map((c) => ({
      name: c.name,
      type: c.type.split('(')[0]?.trim() ?? c.type,
      longType: c.type,
      keys: [],
      comment: null,
    })),
    selectStar: selectStarSql(
      open,
      table,
      schema,
      cols.map((c) => c.name),
    ),
    primaryKey: null,
    foreignKeys: [],
    indexes: [],
    comment: null,
  };
};
