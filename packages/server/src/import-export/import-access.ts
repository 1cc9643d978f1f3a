import type { Caller } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { HttpError } from '../http/http-error.js';
import { assertDatasetReadable } from '../services/chart/chart-access.js';
import { importForbidden, type ParsedBundle } from './parse-bundle.js';
import { selectInChunks } from './tables.js';

export type Kind = 'databases' | 'datasets' | 'charts' | 'dashboards' | 'queries';

const TYPE_OF: Record<Kind, string> = {
  databases: 'database',
  datasets: 'dataset',
  charts: 'chart',
  dashboards: 'dashboard',
  queries: 'saved_query',
};

/** A 403 from an API check, restated as an import error naming the bundle file. */
export const namingFile = async <T>(type: string, path: string, check: () => Promise<T>): Promise<T> => {
  try {
    return await check();
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 403) throw importForbidden(type, path, err.message);
    throw err;
  }
};

/** Ids of the objects of `kind` the caller owns (saved queries: authored) among `ids`. */
const ownedAmong = async (db: Kysely<DB>, kind: Kind, userId: number, ids: number[]): Promise<Set<number>> => {
  const rows = await selectInChunks(ids, (chunk) =>
    kind === 'charts'
      ? db
          .selectFrom('chart_owners')
          .select('chart_id as id')
          .where('user_id', '=', userId)
          .where('chart_id', 'in', chunk)
          .execute()
      : kind === 'datasets'
        ? db
            .selectFrom('dataset_owners')
            .select('dataset_id as id')
            .where('user_id', '=', userId)
            .where('dataset_id', 'in', chunk)
            .execute()
        : kind === 'dashboards'
          ? db
              .selectFrom('dashboard_owners')
              .select('dashboard_id as id')
              .where('user_id', '=', userId)
              .where('dashboard_id', 'in', chunk)
              .execute()
          : db
              .selectFrom('saved_queries')
              .select('id')
              .where('user_id', '=', userId)
              .where('id', 'in', chunk)
              .execute(),
  );
  return new Set(rows.map((r) => r.id));
};

/** What importBundle decided per file: the id it overwrites (null: created) for every file it writes. */
export interface PlannedWrites {
  /** Bundle path → existing id (overwritten) or null (created); files only reused are absent. */
  of: (kind: Kind) => { path: string; uuid: string; existingId: number | null }[];
}

/**
 * An import creates or overwrites only what the caller could through the API, before anything is
 * written. Superset's import_database/import_dataset/import_chart raise ImportFailedError when the
 * user may not create the object, or overwrites one they neither own nor administer; Tessera
 * answers those 403 (like the API's own refusals):
 * databases are Admin-only, an existing object is overwritten by its owners or an Admin, and a
 * chart must sit on a dataset the caller may read (the check of POST /api/v1/chart/). Datasets are
 * checked with their SQL in import-sql-access.ts. Refusals are 403 naming the file.
 */
export const assertImportAllowed = async (
  db: Kysely<DB>,
  caller: Caller,
  b: ParsedBundle,
  plan: PlannedWrites,
): Promise<void> => {
  if (!caller.isAdmin) {
    const database = plan.of('databases')[0];
    if (database)
      throw importForbidden('database', database.path, 'only Admins may create or overwrite databases by import');
    const me = caller.userId ?? -1;
    for (const kind of ['datasets', 'charts', 'dashboards', 'queries'] as const) {
      const overwritten = plan.of(kind).flatMap((w) => (w.existingId === null ? [] : [w]));
      if (overwritten.length === 0) continue;
      const mine = await ownedAmong(
        db,
        kind,
        me,
        overwritten.map((w) => w.existingId ?? -1),
      );
      const foreign = overwritten.find((w) => !mine.has(w.existingId ?? -1));
      if (foreign)
        throw importForbidden(
          TYPE_OF[kind],
          foreign.path,
          `Changing this ${TYPE_OF[kind]} is forbidden: you do not own it`,
        );
    }
  }
  const written = new Set(plan.of('charts').map((w) => w.path));
  const charts = b.charts.filter((f) => written.has(f.path));
  const existing = await selectInChunks([...new Set(charts.map((f) => f.value.dataset_uuid))], (chunk) =>
    db.selectFrom('datasets').select(['id', 'uuid']).where('uuid', 'in', chunk).execute(),
  );
  const datasetId = new Map(existing.map((r) => [r.uuid, r.id]));
  for (const { path, value } of charts) {
    const id = datasetId.get(value.dataset_uuid);
    // A dataset this import creates is the caller's own (checked like POST /api/v1/dataset/).
    if (id !== undefined) await namingFile('chart', path, () => assertDatasetReadable(db, caller, id));
  }
};
