import { type Caller, TYPE_GENERIC } from '@tessera/core';
import { nowIso } from '../../http/http-error.js';
import { ensureCountMetric, newColumnRow, type DatasetDeps } from './dataset-create-service.js';
import { loadDatasetRef } from '../shared/dataset-ref.js';
import { assertCanEdit } from './dataset-owners.js';
import { readSourceColumns } from './dataset-source.js';
import { assertVirtualDatasetSql } from '../../query/sql-access.js';
import { changedAudit } from '../shared/audit.js';

/**
 * Superset's RefreshDatasetCommand (fetch_metadata): re-reads the source's columns, adds new
 * ones, updates the types of known ones, deletes physical columns the source no longer has
 * (calculated columns stay) and the default time column they held, keeps the metrics and re-adds
 * `count` when missing; all in one transaction.
 */
export const refreshDataset = async (deps: DatasetDeps, caller: Caller, id: number): Promise<void> => {
  const { db } = deps;
  const ref = await loadDatasetRef(db, id);
  assertCanEdit(caller, ref);
  const open = await deps.connections.open(ref.databaseId);
  // Reading the columns runs the SQL: the tables it reads must be readable by whoever refreshes.
  if (ref.sql) await assertVirtualDatasetSql(db, caller, open, { schema: ref.schema, sql: ref.sql }, 'query');
  const source = await readSourceColumns(
    open,
    { schema: ref.schema, tableName: ref.tableName, sql: ref.sql },
    deps.timeoutMs,
  );
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('dataset_columns')
      .select(['id', 'column_name', 'expression', 'is_dttm'])
      .where('dataset_id', '=', id)
      .execute();
    const byName = new Map(existing.map((c) => [c.column_name, c]));
    const names = new Set(source.map((c) => c.name));
    const gone = existing.filter((c) => !names.has(c.column_name) && !c.expression).map((c) => c.id);
    if (gone.length > 0) await trx.deleteFrom('dataset_columns').where('id', 'in', gone).execute();
    for (const col of source) {
      const known = byName.get(col.name);
      if (!known) {
        await trx
          .insertInto('dataset_columns')
          .values(newColumnRow(id, col, caller.userId, now))
          .execute();
        continue;
      }
      await trx
        .updateTable('dataset_columns')
        .set({
          type: col.type,
          type_generic: col.typeGeneric,
          // A user may mark a text column as temporal; a temporal type always is one.
          is_dttm: known.is_dttm === 1 || col.typeGeneric === TYPE_GENERIC.TEMPORAL ? 1 : 0,
          ...changedAudit(caller.userId, now),
        })
        .where('id', '=', known.id)
        .execute();
    }
    await ensureCountMetric(trx, id, caller.userId, now);
    const dataset = await trx
      .selectFrom('datasets')
      .select('main_dttm_col')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const firstTemporal = source.find((c) => c.typeGeneric === TYPE_GENERIC.TEMPORAL)?.name ?? null;
    // A default time column that vanished with its column is unset like a missing one (Superset's
    // fetch_metadata then picks any temporal column), so queries never name a column that is gone.
    const kept = new Set([...names, ...existing.filter((c) => c.expression).map((c) => c.column_name)]);
    const mainDttmGone = dataset.main_dttm_col !== null && !kept.has(dataset.main_dttm_col);
    await trx
      .updateTable('datasets')
      .set({
        ...((!dataset.main_dttm_col || mainDttmGone) && { main_dttm_col: firstTemporal }),
        ...changedAudit(caller.userId, now),
      })
      .where('id', '=', id)
      .execute();
  });
};
