import { type Caller, type DatasetDetail, type DatasetUpdate, syncDatasetExtra, TYPE_GENERIC } from '@tessera/core';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { nowIso, unprocessable } from '../../http/http-error.js';
import { updateDatasetPerms } from '../security/data-access-perms.js';
import { resolveOwners } from '../shared/owners.js';
import { assertUnique, type DatasetDeps } from './dataset-create-service.js';
import { syncColumns, syncMetrics, validateItems } from './dataset-items.js';
import { loadDatasetRef } from '../shared/dataset-ref.js';
import { assertCanEdit, setOwners } from './dataset-owners.js';
import { getDatasetDetail } from './dataset-service.js';
import { assertSingleSelect } from './dataset-source.js';
import { assertVirtualDatasetSql, sqlTargetOf } from '../../query/sql-access.js';
import { changedAudit } from '../shared/audit.js';

const flag = (v: boolean | null | undefined): number | undefined =>
  v === undefined || v === null ? undefined : v ? 1 : 0;
const blankToNull = (s: string | null | undefined): string | null | undefined =>
  s === undefined ? undefined : s === null || s.trim() === '' ? null : s;

const knownIds = async (db: Kysely<DB>, id: number) => {
  const [columns, metrics] = await Promise.all([
    db.selectFrom('dataset_columns').select('id').where('dataset_id', '=', id).execute(),
    db.selectFrom('dataset_metrics').select('id').where('dataset_id', '=', id).execute(),
  ]);
  return { columnIds: new Set(columns.map((c) => c.id)), metricIds: new Set(metrics.map((m) => m.id)) };
};

/** The time column must be one of the dataset's temporal columns once the update is applied. */
const assertMainDttm = async (trx: Transaction<DB>, datasetId: number, name: string): Promise<void> => {
  const col = await trx
    .selectFrom('dataset_columns')
    .select(['is_dttm', 'type_generic'])
    .where('dataset_id', '=', datasetId)
    .where('column_name', '=', name)
    .executeTakeFirst();
  if (!col || (col.is_dttm !== 1 && col.type_generic !== TYPE_GENERIC.TEMPORAL)) {
    throw unprocessable(`main_dttm_col: '${name}' is not a temporal column of this dataset`, 'main_dttm_col');
  }
};

export interface UpdateOptions {
  overrideColumns: boolean;
}

/** Superset's UpdateDatasetCommand: owners or admins only, validated, applied in one transaction. */
export const updateDataset = async (
  deps: DatasetDeps,
  caller: Caller,
  id: number,
  input: DatasetUpdate,
  opts: UpdateOptions = { overrideColumns: false },
): Promise<DatasetDetail> => {
  const { db } = deps;
  const ref = await loadDatasetRef(db, id);
  assertCanEdit(caller, ref);
  const current = await db.selectFrom('datasets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  if (input.database_id !== undefined && input.database_id !== current.database_id) {
    throw unprocessable('database_id: Database not allowed to change', 'database_id');
  }
  validateItems(input.columns, input.metrics, await knownIds(db, id), opts.overrideColumns);
  const sql = blankToNull(input.sql);
  if (sql) assertSingleSelect(sql);
  const key = {
    databaseId: current.database_id,
    catalog: input.catalog !== undefined ? (blankToNull(input.catalog) ?? null) : current.catalog,
    schema: input.schema !== undefined ? (blankToNull(input.schema) ?? null) : current.schema,
    tableName: input.table_name ?? current.table_name,
  };
  // The writer's access is what lets the dataset read its tables: checked whenever the SQL, or the
  // schema its unqualified tables resolve in, changes.
  const written = input.sql !== undefined ? sql : key.schema !== current.schema ? current.sql : null;
  if (written) {
    const target = await sqlTargetOf(db, current.database_id);
    await assertVirtualDatasetSql(db, caller, target, { schema: key.schema, sql: written }, 'write');
  }
  if (key.tableName !== current.table_name || key.schema !== current.schema || key.catalog !== current.catalog) {
    await assertUnique(db, key, id);
  }
  const extra = syncDatasetExtra(current, {
    ...(input.extra !== undefined && { extra: input.extra }),
    ...(input.certified_by !== undefined && { certified_by: input.certified_by }),
    ...(input.certification_details !== undefined && { certification_details: input.certification_details }),
    ...(input.warning_markdown !== undefined && { warning_markdown: input.warning_markdown }),
  });
  const now = nowIso();
  const audit = { userId: caller.userId, now };

  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('datasets')
      .set({
        table_name: key.tableName,
        schema: key.schema,
        catalog: key.catalog,
        ...(sql !== undefined && { sql }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.main_dttm_col !== undefined && { main_dttm_col: blankToNull(input.main_dttm_col) ?? null }),
        ...(input.cache_timeout !== undefined && { cache_timeout: input.cache_timeout }),
        ...(input.offset !== undefined && { offset: input.offset ?? 0 }),
        ...(input.default_endpoint !== undefined && { default_endpoint: input.default_endpoint }),
        ...(input.fetch_values_predicate !== undefined && {
          fetch_values_predicate: blankToNull(input.fetch_values_predicate) ?? null,
        }),
        ...(input.template_params !== undefined && { template_params: input.template_params }),
        ...(input.external_url !== undefined && { external_url: input.external_url }),
        ...(flag(input.filter_select_enabled) !== undefined && {
          filter_select_enabled: flag(input.filter_select_enabled),
        }),
        ...(flag(input.normalize_columns) !== undefined && { normalize_columns: flag(input.normalize_columns) }),
        ...(flag(input.always_filter_main_dttm) !== undefined && {
          always_filter_main_dttm: flag(input.always_filter_main_dttm),
        }),
        ...(flag(input.is_managed_externally) !== undefined && {
          is_managed_externally: flag(input.is_managed_externally),
        }),
        ...extra,
        ...changedAudit(caller.userId, now),
      })
      .where('id', '=', id)
      .execute();
    if (input.columns) await syncColumns(trx, id, input.columns, opts.overrideColumns, audit);
    if (input.metrics) await syncMetrics(trx, id, input.metrics, audit);
    const mainDttm = input.main_dttm_col !== undefined ? blankToNull(input.main_dttm_col) : undefined;
    if (mainDttm) await assertMainDttm(trx, id, mainDttm);
    if (input.owners !== undefined)
      await setOwners(trx, id, await resolveOwners(trx, caller, input.owners, ref.ownerIds));
    await updateDatasetPerms(
      trx,
      { id, tableName: current.table_name, schema: current.schema, databaseName: ref.databaseName },
      { id, tableName: key.tableName, schema: key.schema, databaseName: ref.databaseName },
    );
  });
  return getDatasetDetail(db, caller, id);
};
