import { randomUUID } from 'node:crypto';
import { type Caller, canAccessDatabase, type DatasetCreate, type DatasetDetail, TYPE_GENERIC } from '@tessera/core';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { ConnectionManager } from '../../engines/connection-manager.js';
import { forbidden, nowIso, unprocessable } from '../../http/http-error.js';
import { resolveOwners } from '../shared/owners.js';
import { setOwners } from './dataset-owners.js';
import { addDatasetPerms } from '../security/data-access-perms.js';
import { getDatasetDetail } from './dataset-service.js';
import { assertSingleSelect, readSourceColumns, type SourceColumn } from './dataset-source.js';
import { assertVirtualDatasetSql } from '../../query/sql-access.js';
import { createdAudit } from '../shared/audit.js';

export interface DatasetDeps {
  db: Kysely<DB>;
  connections: ConnectionManager;
  timeoutMs: number;
}

/** A column row for a column read from the source, with Superset's defaults. */
export const newColumnRow = (datasetId: number, c: SourceColumn, userId: number | null, now: string) => ({
  uuid: randomUUID(),
  dataset_id: datasetId,
  column_name: c.name,
  verbose_name: null,
  description: null,
  expression: null,
  type: c.type,
  type_generic: c.typeGeneric,
  is_dttm: c.typeGeneric === TYPE_GENERIC.TEMPORAL ? 1 : 0,
  is_active: 1,
  filterable: 1,
  groupby: 1,
  python_date_format: null,
  advanced_data_type: null,
  extra: null,
  ...createdAudit(userId, now),
});

/** Superset gives every new dataset a `count` metric and re-adds it on refresh when missing. */
export const ensureCountMetric = async (
  trx: Transaction<DB>,
  datasetId: number,
  userId: number | null,
  now: string,
) => {
  const found = await trx
    .selectFrom('dataset_metrics')
    .select('id')
    .where('dataset_id', '=', datasetId)
    .where('metric_name', '=', 'count')
    .executeTakeFirst();
  if (found) return;
  await trx
    .insertInto('dataset_metrics')
    .values({
      uuid: randomUUID(),
      dataset_id: datasetId,
      metric_name: 'count',
      verbose_name: 'COUNT(*)',
      description: null,
      expression: 'COUNT(*)',
      metric_type: 'count',
      d3format: null,
      currency: null,
      warning_text: null,
      certified_by: null,
      certification_details: null,
      extra: null,
      ...createdAudit(userId, now),
    })
    .execute();
};

/** Superset's DatasetDAO.validate_uniqueness: one dataset per database, catalog, schema and name. */
export const assertUnique = async (
  db: Kysely<DB> | Transaction<DB>,
  key: { databaseId: number; catalog: string | null; schema: string | null; tableName: string },
  exceptId?: number,
): Promise<void> => {
  let q = db
    .selectFrom('datasets')
    .select('id')
    .where('database_id', '=', key.databaseId)
    .where('table_name', '=', key.tableName)
    .where('schema', key.schema === null ? 'is' : '=', key.schema)
    .where('catalog', key.catalog === null ? 'is' : '=', key.catalog);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) {
    throw unprocessable(`table_name: Dataset ${key.tableName} already exists`, 'table_name');
  }
};

/**
 * POST /api/v1/dataset/'s database rule (also applied to imported datasets): a virtual dataset may
 * instead read tables the caller may read (checked by assertVirtualDatasetSql, Superset's
 * raise_for_access with the query); a physical one, or SQL reading no table, needs the database.
 */
export const assertDatasetDatabaseAccess = (
  caller: Caller,
  database: { id: number; database_name: string },
  tablesRead: number,
): void => {
  if (tablesRead > 0 || canAccessDatabase(caller.perms, { id: database.id, name: database.database_name })) return;
  throw forbidden(`You do not have access to database '${database.database_name}'`);
};

const blankToNull = (s: string | null | undefined): string | null =>
  s === undefined || s === null || s.trim() === '' ? null : s;

export const createDataset = async (
  deps: DatasetDeps,
  caller: Caller,
  input: DatasetCreate,
): Promise<DatasetDetail> => {
  const { db } = deps;
  const database = await db
    .selectFrom('databases')
    .select(['id', 'database_name'])
    .where('id', '=', input.database)
    .executeTakeFirst();
  if (!database) throw unprocessable('database: Database does not exist', 'database');
  const sql = blankToNull(input.sql);
  if (!sql) assertDatasetDatabaseAccess(caller, database, 0);
  const key = {
    databaseId: database.id,
    catalog: blankToNull(input.catalog),
    schema: blankToNull(input.schema),
    tableName: input.table_name,
  };
  await assertUnique(db, key);
  const open = await deps.connections.open(database.id);
  if (sql) {
    assertSingleSelect(sql);
    const read = await assertVirtualDatasetSql(db, caller, open, { schema: key.schema, sql }, 'write');
    assertDatasetDatabaseAccess(caller, database, read.length);
  }
  const columns = await readSourceColumns(open, { schema: key.schema, tableName: key.tableName, sql }, deps.timeoutMs);
  const firstTemporal = columns.find((c) => c.typeGeneric === TYPE_GENERIC.TEMPORAL)?.name ?? null;
  const now = nowIso();

  const id = await db.transaction().execute(async (trx) => {
    await assertUnique(trx, key);
    const owners = await resolveOwners(trx, caller, input.owners, null);
    const row = await trx
      .insertInto('datasets')
      .values({
        uuid: randomUUID(),
        database_id: database.id,
        catalog: key.catalog,
        schema: key.schema,
        table_name: key.tableName,
        sql,
        description: null,
        main_dttm_col: firstTemporal,
        cache_timeout: null,
        certified_by: null,
        certification_details: null,
        warning_markdown: null,
        extra: null,
        template_params: input.template_params ?? null,
        fetch_values_predicate: null,
        default_endpoint: null,
        row_count: null,
        is_managed_externally: input.is_managed_externally ? 1 : 0,
        external_url: input.external_url ?? null,
        normalize_columns: input.normalize_columns ? 1 : 0,
        always_filter_main_dttm: input.always_filter_main_dttm ? 1 : 0,
        ...createdAudit(caller.userId, now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (columns.length > 0) {
      await trx
        .insertInto('dataset_columns')
        .values(columns.map((c) => newColumnRow(row.id, c, caller.userId, now)))
        .execute();
    }
    await ensureCountMetric(trx, row.id, caller.userId, now);
    await setOwners(trx, row.id, owners);
    await addDatasetPerms(trx, {
      id: row.id,
      tableName: key.tableName,
      schema: key.schema,
      databaseName: database.database_name,
    });
    return row.id;
  });
  return getDatasetDetail(db, caller, id);
};
