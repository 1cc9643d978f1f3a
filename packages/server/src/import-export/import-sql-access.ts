import { parseSqlalchemyUri } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { getEngineSpec } from '../engines/registry.js';
import { assertVirtualDatasetSql, sqlTargetOf, type SqlCaller, type SqlTarget } from '../query/sql-access.js';
import { importError, type ParsedBundle } from './parse-bundle.js';

/**
 * A database the bundle creates has no id yet, so no database, schema or dataset grant can name
 * it: only Admins and holders of all_database_access pass the check for SQL on it.
 */
const newDatabaseTarget = (b: ParsedBundle, uuid: string, path: string): SqlTarget => {
  const file = b.databases.find((f) => f.value.uuid === uuid);
  if (!file) throw importError('dataset', path, `database ${uuid} is missing from the bundle`);
  const parsed = parseSqlalchemyUri(file.value.sqlalchemy_uri);
  if (!parsed.ok) throw importError('database', file.path, `sqlalchemy_uri: ${parsed.message}`);
  const { password: _password, ...parameters } = parsed.value.parameters;
  return {
    spec: getEngineSpec(parsed.value.engine),
    row: { id: -1, database_name: file.value.database_name, parameters: JSON.stringify(parameters) },
  };
};

/**
 * Imported virtual datasets pass the same check as created and updated ones (Superset's
 * raise_for_access with the query): every table their SQL reads must be readable by the importer,
 * and catalog or file reads are Admin-only. Runs before anything is written.
 */
export const assertImportedDatasetSql = async (
  db: Kysely<DB>,
  caller: SqlCaller,
  b: ParsedBundle,
  existingDatabases: ReadonlyMap<string, number>,
  writes: (datasetUuid: string) => boolean,
): Promise<void> => {
  for (const { path, value } of b.datasets) {
    const sql = value.sql?.trim();
    if (!sql || !writes(value.uuid)) continue;
    const existingId = existingDatabases.get(value.database_uuid);
    const target =
      existingId !== undefined ? await sqlTargetOf(db, existingId) : newDatabaseTarget(b, value.database_uuid, path);
    await assertVirtualDatasetSql(db, caller, target, { schema: value.schema ?? null, sql }, 'write', `${path}:sql`);
  }
};
