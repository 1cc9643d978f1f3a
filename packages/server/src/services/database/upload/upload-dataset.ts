import { randomUUID } from 'node:crypto';
import { type Caller, TYPE_GENERIC } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { genericType } from '../../../engines/type-generic.js';
import { nowIso } from '../../../http/http-error.js';
import { ensureCountMetric, newColumnRow } from '../../dataset/dataset-create-service.js';
import { setOwners } from '../../dataset/dataset-owners.js';
import { addDatasetPerms } from '../../security/data-access-perms.js';
import { createdAudit } from '../../shared/audit.js';

export interface UploadedColumn {
  name: string;
  type: string;
}

export interface UploadedTable {
  database: { id: number; name: string };
  schema: string;
  tableName: string;
  columns: readonly UploadedColumn[];
  rowCount: number;
  /** Runs last inside the metadata transaction: the table's own commit. */
  commitTable(): Promise<void>;
}

/**
 * Superset's UploadCommand after the write: the dataset over the table is created (owned by the
 * uploader, with its columns and the count metric) or, when one exists, its columns are refreshed as
 * fetch_metadata does: new columns added, vanished ones removed, types updated.
 */
export const registerUploadedTable = async (db: Kysely<DB>, caller: Caller, t: UploadedTable): Promise<number> => {
  const now = nowIso();
  const sourceColumns = t.columns.map((c) => ({ name: c.name, type: c.type, typeGeneric: genericType(c.type) }));
  return db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('datasets')
      .select('id')
      .where('database_id', '=', t.database.id)
      .where('schema', '=', t.schema)
      .where('table_name', '=', t.tableName)
      .where('sql', 'is', null)
      .executeTakeFirst();
    let id: number;
    if (found) {
      id = found.id;
      const existing = await trx
        .selectFrom('dataset_columns')
        .select(['id', 'column_name'])
        .where('dataset_id', '=', id)
        .where('expression', 'is', null)
        .execute();
      const byName = new Map(existing.map((c) => [c.column_name, c.id]));
      const keep = new Set(sourceColumns.map((c) => c.name));
      const gone = existing.filter((c) => !keep.has(c.column_name)).map((c) => c.id);
      if (gone.length > 0) await trx.deleteFrom('dataset_columns').where('id', 'in', gone).execute();
      for (const c of sourceColumns) {
        const columnId = byName.get(c.name);
        if (columnId === undefined) {
          await trx
            .insertInto('dataset_columns')
            .values(newColumnRow(id, c, caller.userId, now))
            .execute();
        } else {
          await trx
            .updateTable('dataset_columns')
            .set({ type: c.type, type_generic: c.typeGeneric, changed_on: now })
            .where('id', '=', columnId)
            .execute();
        }
      }
      await trx.updateTable('datasets').set({ row_count: t.rowCount, changed_on: now }).where('id', '=', id).execute();
    } else {
      const row = await trx
        .insertInto('datasets')
        .values({
          uuid: randomUUID(),
          database_id: t.database.id,
          catalog: null,
          schema: t.schema,
          table_name: t.tableName,
          sql: null,
          description: null,
          main_dttm_col: sourceColumns.find((c) => c.typeGeneric === TYPE_GENERIC.TEMPORAL)?.name ?? null,
          cache_timeout: null,
          certified_by: null,
          certification_details: null,
          warning_markdown: null,
          extra: null,
          template_params: null,
          fetch_values_predicate: null,
          default_endpoint: null,
          row_count: t.rowCount,
          is_managed_externally: 0,
          external_url: null,
          normalize_columns: 0,
          always_filter_main_dttm: 0,
          ...createdAudit(caller.userId, now),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
      if (sourceColumns.length > 0) {
        await trx
          .insertInto('dataset_columns')
          .values(sourceColumns.map((c) => newColumnRow(id, c, caller.userId, now)))
          .execute();
      }
      await ensureCountMetric(trx, id, caller.userId, now);
      await setOwners(trx, id, caller.userId === null ? [] : [caller.userId]);
      await addDatasetPerms(trx, { id, tableName: t.tableName, schema: t.schema, databaseName: t.database.name });
    }
    await t.commitTable();
    return id;
  });
};
