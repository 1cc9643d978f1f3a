import { type Caller, parseSqlalchemyUri } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { getEngineSpec } from '../engines/registry.js';
import { assertVirtualDatasetSql, sqlTargetOf, type SqlTarget } from '../query/sql-access.js';
import { assertDatasetDatabaseAccess } from '../services/dataset/dataset-create-service.js';
import { namingFile } from './import-access.js';
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
 * Imported datasets pass the checks of POST /api/v1/dataset/: a virtual dataset's SQL may read only
 * tables the importer may read (Superset's raise_for_access with the query; catalog or file reads
 * are Admin-only), and a physical dataset, or SQL reading no table, needs access to its database
 * (assertDatasetDatabaseAccess). Runs before anything is written; a refusal names the file.
 */
export const assertImportedDatasetSql = async (
  db: Kysely<DB>,
  caller: Caller,
  b: ParsedBundle,
  existingDatabases: ReadonlyMap<string, number>,
  writes: (datasetUuid: string) => boolean,
): Promise<void> => {
  for (const { path, value } of b.datasets) {
    if (!writes(value.uuid)) continue;
    const sql = value.sql?.trim();
    const existingId = existingDatabases.get(value.database_uuid);
    const target =
      existingId !== undefined ? await sqlTargetOf(db, existingId) : newDatabaseTarget(b, value.database_uuid, path);
    const read = sql
      ? await assertVirtualDatasetSql(db, caller, target, { schema: value.schema ?? null, sql }, 'write', `${path}:sql`)
      : [];
    await namingFile('dataset', path, async () => assertDatasetDatabaseAccess(caller, target.row, read.length));
  }
};
