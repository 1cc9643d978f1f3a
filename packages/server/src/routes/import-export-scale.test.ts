import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { exportCommand } from '../import-export/cli-commands.js';
import { getAssetsExport, postImport, startBundleApps } from '../../test-support/bundle-fixtures.js';
import type { ChartApp } from '../../test-support/chart-fixtures.js';
import { seedScaleCharts, type ScaleSeed } from '../../test-support/scale-seed.js';
import { postgresAvailable } from '../../test-support/services.js';
import type { TestApp } from '../../test-support/test-app.js';

/**
 * Just over SQLite's 32,766 bound parameters per statement, so any one `in (...)` list over every chart
 * fails there. PostgreSQL's protocol limit (65,535) would need twice as many charts and twice the run
 * time; YAML parsing and writing (~0.15–0.3 ms a file) dominates, so the count is kept at the minimum.
 */
const SQLITE_CHARTS = 34_000;
/**
 * PostgreSQL's limit is out of reach at a test's size; 2,500 charts still cross the 1,000-value
 * chunks and the batched inserts on that dialect, at a tenth of the run time (CI runs on 2 cores).
 */
const POSTGRES_CHARTS = 2_500;
const DASHBOARDS = 3;
const PER_DASHBOARD = 10;
const SLOW = 180_000;

/** A bundle's YAML files grouped by top folder (relative to the bundle's root folder). */
const foldersOf = (zip: Uint8Array): Map<string, Map<string, string>> => {
  const out = new Map<string, Map<string, string>>();
  for (const [name, data] of Object.entries(unzipSync(zip))) {
    const [, folder, ...rest] = name.split('/');
    if (folder === undefined || rest.length === 0) continue;
    const files = out.get(folder) ?? new Map<string, string>();
    files.set(rest.join('/'), strFromU8(data));
    out.set(folder, files);
  }
  return out;
};

/** Each file's top-level uuid, by line: parsing every chart's YAML here would nearly double the test's time. */
const uuidsIn = (files: Map<string, string> | undefined): string[] =>
  [...(files?.values() ?? [])].map((body) => /^uuid: (\S+)$/m.exec(body)?.[1] ?? body).sort();

describe.each([
  ['sqlite', true, SQLITE_CHARTS] as const,
  ['postgres', await postgresAvailable(), POSTGRES_CHARTS] as const,
])('%s metadata: export and import of a large instance', (store, available, charts: number) => {
  let a: ChartApp;
  let b: TestApp;
  let tokenA: string;
  let tokenB: string;
  let seed: ScaleSeed;
  let zip: Uint8Array;

  beforeAll(async () => {
    if (!available) return;
    ({ a, b, tokenA, tokenB } = await startBundleApps(store));
    seed = await seedScaleCharts(a.t.ctx.meta.db, [a.flightsId, a.carsId], {
      charts,
      dashboards: DASHBOARDS,
      perDashboard: PER_DASHBOARD,
    });
  }, SLOW);
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it.runIf(available)(
    'exports every chart and dashboard in one assets bundle',
    async () => {
      const res = await getAssetsExport(a.t, tokenA);
      expect(res.status).toBe(200);
      zip = res.data;
      const folders = foldersOf(zip);
      expect(folders.get('charts')?.size).toBe(charts);
      expect(folders.get('datasets')?.size).toBe(2);
      expect(folders.get('databases')?.size).toBe(1);
      const stored = await a.t.ctx.meta.db.selectFrom('charts').select('uuid').execute();
      expect(uuidsIn(folders.get('charts'))).toEqual(stored.map((r) => r.uuid).sort());

      const dashboards = [...(folders.get('dashboards')?.values() ?? [])].map(
        (body) => parse(body) as { position: Record<string, { type?: string; meta?: { uuid?: string } }> },
      );
      expect(dashboards).toHaveLength(DASHBOARDS);
      // Every chart a dashboard places is named by uuid, which the import resolves.
      const placed = dashboards.flatMap((d) =>
        Object.values(d.position).flatMap((n) => (n.type === 'CHART' && n.meta?.uuid ? [n.meta.uuid] : [])),
      );
      expect(placed).toHaveLength(seed.links);
    },
    SLOW,
  );

  it.runIf(available)(
    'exports every chart with tessera export --type chart and no ids',
    async () => {
      const out = join(a.t.ctx.config.home, 'charts.zip');
      expect(await exportCommand(a.t.ctx, ['--type', 'chart', '--out', out])).toBe(`Exported chart bundle to ${out}`);
      const folders = foldersOf(new Uint8Array(readFileSync(out)));
      expect(folders.get('charts')?.size).toBe(charts);
      expect(folders.has('dashboards')).toBe(false);
    },
    SLOW,
  );

  it.runIf(available)(
    'imports that bundle into an empty instance with every chart and dashboard link',
    async () => {
      const res = await postImport(b, tokenB, 'assets', zip);
      expect(res.body).toEqual({ message: 'OK' });
      expect(res.status).toBe(200);
      const db = b.ctx.meta.db;
      const imported = await db.selectFrom('charts').select('uuid').execute();
      expect(imported).toHaveLength(charts);
      expect(imported.map((r) => r.uuid).sort()).toEqual(uuidsIn(foldersOf(zip).get('charts')));
      const links = await db
        .selectFrom('dashboard_charts')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(links.n)).toBe(seed.links);
    },
    SLOW,
  );
});
