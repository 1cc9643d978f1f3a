import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import type { Selectable } from 'kysely';
import { expect } from 'vitest';
import type { ChartsTable } from '../src/db/schema.js';
import { loadExamples } from '../src/examples/load-examples.js';
import { postImport, tokenFor } from './bundle-fixtures.js';
import { zipFixtureBundle } from './fixture-bundle.js';
import { ADMIN, signedInAdmin } from './fixtures.js';
import { startTestApp, type TestApp, type TestClient } from './test-app.js';

/** One query's answer in the chart data API. */
export interface ChartAnswer {
  status: string;
  colnames: string[];
  data: Record<string, unknown>[];
}

/** Rows as value lists in the answer's column order. */
export const rowsOf = (answer: ChartAnswer | undefined): unknown[][] =>
  (answer?.data ?? []).map((row) => (answer?.colnames ?? []).map((c) => row[c]));

/** Rows in a fixed order, for answers whose order the query leaves open (ties, no ORDER BY). */
export const sortedRows = (rows: unknown[][]): unknown[][] =>
  [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

/** Equal, numbers to 1e-9 relative (DuckDB's and Tessera's sums may round apart). */
export const closeTo = (a: unknown, b: unknown): boolean =>
  typeof a === 'number' && typeof b === 'number' ? Math.abs(a - b) < 1e-9 * Math.max(1, Math.abs(b)) : a === b;

/** The same rows in any order, numbers compared with `closeTo`. */
export const expectSameRows = (got: unknown[][], want: unknown[][]): void => {
  const [g, w] = [sortedRows(got), sortedRows(want)];
  expect(g.length).toBe(w.length);
  g.forEach((row, i) =>
    row.forEach((v, j) => expect(closeTo(v, w[i]?.[j]), `${String(v)} ≠ ${String(w[i]?.[j])}`).toBe(true)),
  );
};

/** Runs each query on DuckDB itself, outside Tessera: rows as value lists, BIGINTs as numbers. */
const runDirect = async <K extends string>(
  path: string,
  queries: Record<K, string>,
): Promise<Record<K, unknown[][]>> => {
  const instance = await DuckDBInstance.create(path);
  const conn = await instance.connect();
  const out: Partial<Record<K, unknown[][]>> = {};
  for (const [name, sql] of Object.entries(queries) as [K, string][]) {
    out[name] = (await conn.runAndReadAll(sql))
      .getRowsJS()
      .map((row) => row.map((v) => (typeof v === 'bigint' ? Number(v) : v)));
  }
  conn.closeSync();
  instance.closeSync();
  return out as Record<K, unknown[][]>;
};

export interface ImportedChartFamily<K extends string> {
  t: TestApp;
  admin: TestClient;
  /** The family's aggregations as DuckDB answers them directly. */
  direct: Record<K, unknown[][]>;
  chartOf: (uuid: string) => Promise<Selectable<ChartsTable>>;
  /** The chart's answers as a dashboard asks for them: its saved query context, retargeted on import. */
  answersOf: (uuid: string) => Promise<ChartAnswer[]>;
  /** The dashboard's chart count and whether cross-filters are on. */
  dashboardOf: (slug: string) => Promise<{ charts: number; crossFilters: unknown }>;
  close: () => Promise<void>;
}

/**
 * A Superset export of one chart family's dashboard (`packages/server/test-support/<bundle>/`),
 * imported over fresh example tables, with the same aggregations run on DuckDB beforehand: the
 * API tests compare what each chart shows with what the engine says.
 */
export const importChartFamily = async <K extends string>(
  bundle: string,
  tables: string[],
  queries: Record<K, string>,
): Promise<ImportedChartFamily<K>> => {
  const dir = mkdtempSync(join(tmpdir(), `tessera-${bundle}-`));
  const path = join(dir, 'examples.duckdb');
  await loadExamples({ path, only: tables });
  // Before Tessera opens the file: a DuckDB file takes one writer at a time.
  const direct = await runDirect(path, queries);
  const t = await startTestApp();
  const admin = await signedInAdmin(t);
  const res = await postImport(
    t,
    await tokenFor(t, ADMIN.username, ADMIN.password),
    'dashboard',
    zipFixtureBundle(bundle, path),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const chartOf = (uuid: string) =>
    t.ctx.meta.db.selectFrom('charts').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
  return {
    t,
    admin,
    direct,
    chartOf,
    answersOf: async (uuid) => {
      const answer = await admin.get<{ result: ChartAnswer[] }>(`/api/v1/chart/${(await chartOf(uuid)).id}/data/`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.result;
    },
    dashboardOf: async (slug) => {
      const dashboard = await t.ctx.meta.db
        .selectFrom('dashboards')
        .select(['id', 'json_metadata'])
        .where('slug', '=', slug)
        .executeTakeFirstOrThrow();
      const links = await t.ctx.meta.db
        .selectFrom('dashboard_charts')
        .select('chart_id')
        .where('dashboard_id', '=', dashboard.id)
        .execute();
      const metadata = JSON.parse(dashboard.json_metadata ?? '{}') as Record<string, unknown>;
      return { charts: links.length, crossFilters: metadata['cross_filters_enabled'] };
    },
    close: async () => {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
