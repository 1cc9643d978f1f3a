import { canAccessDataset, type DatasetRef } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { Caller } from '../../auth/caller.js';
import type { DB } from '../../db/schema.js';
import { forbidden, notFound, unauthorized } from '../../http/http-error.js';
import type { Eb, Predicate } from '../shared/list/list-resource.js';

/** Every dataset, or the ids of those the caller may read (Superset's datasource perms plus ownership). */
export type DatasetAccess = 'all' | number[];

const hasGlobalAccess = (caller: Caller): boolean =>
  caller.perms.has('all_datasource_access', 'all_datasource_access') ||
  caller.perms.has('all_database_access', 'all_database_access');

/**
 * The datasets the caller can read, through the one rule the rest of the server uses
 * (canAccessDataset). Computed once per request so list SQL can bind the ids.
 */
export const accessibleDatasets = async (db: Kysely<DB>, caller: Caller): Promise<DatasetAccess> => {
  if (hasGlobalAccess(caller)) return 'all';
  const rows = await db
    .selectFrom('datasets as d')
    .innerJoin('databases as db', 'db.id', 'd.database_id')
    .select(['d.id', 'd.table_name', 'd.schema', 'd.database_id', 'db.database_name'])
    .execute();
  const owned = new Set<number>();
  if (caller.userId !== null) {
    const mine = await db
      .selectFrom('dataset_owners')
      .select('dataset_id')
      .where('user_id', '=', caller.userId)
      .execute();
    for (const o of mine) owned.add(o.dataset_id);
  }
  return rows
    .filter((r) =>
      canAccessDataset(caller.perms, caller.userId, {
        id: r.id,
        tableName: r.table_name,
        schema: r.schema,
        databaseId: r.database_id,
        databaseName: r.database_name,
        ownerIds: owned.has(r.id) && caller.userId !== null ? [caller.userId] : [],
      }),
    )
    .map((r) => r.id);
};

export const ownedBy = (eb: Eb<'charts'>, userId: number) =>
  eb(
    'charts.id',
    'in',
    eb.selectFrom('chart_owners').select('chart_owners.chart_id').where('chart_owners.user_id', '=', userId),
  );

/** Superset's ChartFilter: charts on a dataset the caller can read, plus the charts they own. */
export const chartVisibility = (access: DatasetAccess, userId: number | null): Predicate<'charts'> | null => {
  if (access === 'all') return null;
  return (eb) =>
    eb.or([
      ...(access.length > 0 ? [eb('charts.datasource_id', 'in', access)] : []),
      ...(userId !== null ? [ownedBy(eb, userId)] : []),
    ]);
};

/** The dataset a chart points at, or null when it was deleted (charts outlive their dataset, as in Superset). */
export const datasetRefOf = async (db: Kysely<DB>, datasetId: number | null): Promise<DatasetRef | null> => {
  if (datasetId === null) return null;
  const row = await db
    .selectFrom('datasets as d')
    .innerJoin('databases as db', 'db.id', 'd.database_id')
    .select(['d.id', 'd.table_name', 'd.schema', 'd.database_id', 'db.database_name'])
    .where('d.id', '=', datasetId)
    .executeTakeFirst();
  if (!row) return null;
  const owners = await db.selectFrom('dataset_owners').select('user_id').where('dataset_id', '=', datasetId).execute();
  return {
    id: row.id,
    tableName: row.table_name,
    schema: row.schema,
    databaseId: row.database_id,
    databaseName: row.database_name,
    ownerIds: owners.map((o) => o.user_id),
  };
};

export interface ChartAccessRow {
  id: number;
  slice_name: string;
  datasource_id: number | null;
  ownerIds: number[];
}

/** Loads what visibility and ownership checks need; 404 when the chart does not exist. */
export const loadChartAccessRow = async (db: Kysely<DB>, id: number): Promise<ChartAccessRow> => {
  const row = await db
    .selectFrom('charts')
    .select(['id', 'slice_name', 'datasource_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Chart');
  const owners = await db.selectFrom('chart_owners').select('user_id').where('chart_id', '=', id).execute();
  return { ...row, ownerIds: owners.map((o) => o.user_id) };
};

const isOwner = (caller: Caller, chart: ChartAccessRow): boolean =>
  caller.userId !== null && chart.ownerIds.includes(caller.userId);

export const canSeeChart = async (db: Kysely<DB>, caller: Caller, chart: ChartAccessRow): Promise<boolean> => {
  if (hasGlobalAccess(caller) || isOwner(caller, chart)) return true;
  const ref = await datasetRefOf(db, chart.datasource_id);
  return ref !== null && canAccessDataset(caller.perms, caller.userId, ref);
};

/** Loads a chart the caller may see; a hidden chart answers 404 as Superset's base filter does. */
export const loadVisibleChart = async (db: Kysely<DB>, caller: Caller, id: number): Promise<ChartAccessRow> => {
  const chart = await loadChartAccessRow(db, id);
  if (!(await canSeeChart(db, caller, chart))) throw notFound('Chart');
  return chart;
};

/** Superset's raise_for_ownership on charts: owners and admins only. */
export const assertChartEditable = (caller: Caller, chart: ChartAccessRow): void => {
  if (caller.isAdmin || isOwner(caller, chart)) return;
  if (caller.userId === null) throw unauthorized();
  throw forbidden('Changing this chart is forbidden');
};

/** Data access to the dataset a chart is (to be) built on: 403 like Superset's raise_for_access. */
export const assertDatasetReadable = async (db: Kysely<DB>, caller: Caller, datasetId: number): Promise<void> => {
  if (hasGlobalAccess(caller)) return;
  const ref = await datasetRefOf(db, datasetId);
  if (ref && canAccessDataset(caller.perms, caller.userId, ref)) return;
  if (caller.userId === null) throw unauthorized();
  throw forbidden('You do not have access to this dataset');
};
