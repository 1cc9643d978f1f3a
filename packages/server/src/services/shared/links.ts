import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** The tables that link an object to its owners, roles, charts or recipients, and their parent columns. */
interface LinkParents {
  chart_owners: 'chart_id';
  dashboard_owners: 'dashboard_id';
  dashboard_roles: 'dashboard_id';
  dashboard_charts: 'dashboard_id' | 'chart_id';
  dataset_owners: 'dataset_id';
  report_owners: 'report_schedule_id';
  report_recipients: 'report_schedule_id';
}
export type LinkTable = keyof LinkParents;

/**
 * Replaces the link rows of one object: deletes the rows whose `parent` column is `id`, then inserts
 * `rows` (Superset's owners, roles and recipients setters overwrite the whole list, never merge).
 */
export const replaceLinkRows = async <T extends LinkTable>(
  trx: Kysely<DB>,
  table: T,
  parent: LinkParents[T],
  id: number,
  rows: readonly Insertable<DB[T]>[],
): Promise<void> => {
  const linkTable: LinkTable = table;
  await trx.deleteFrom(linkTable).where(sql.ref<number>(parent), '=', id).execute();
  if (rows.length > 0)
    await trx
      .insertInto(linkTable)
      .values([...rows])
      .execute();
};
