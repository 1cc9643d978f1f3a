import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PostgresAdapter, sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { openMetadataDb, type MetadataDb } from '../packages/server/src/db/connect.js';
import type { DB } from '../packages/server/src/db/schema.js';
import { CHART_FAVORITE_CLASS } from '../packages/server/src/services/chart/chart-list-resource.js';
import { DASHBOARD_FAVORITE_CLASS } from '../packages/server/src/services/dashboard/dashboard-list-resource.js';
import { createUser, roleIdByName } from '../packages/server/src/services/security/user-service.js';
import { chartRow, createRng, dashboardRow, type Dataset, type Rng } from './list-seed-data.js';

export interface ListSeedOptions {
  dashboards?: number;
  charts?: number;
  /** PRNG seed: the same seed gives the same titles, owners and links. */
  seed?: number;
}

export interface ListSeedResult {
  dashboards: number;
  charts: number;
  dashboardCharts: number;
  favourites: number;
  users: number;
  ms: number;
}

const SEED_USERS = ['ana', 'bruno', 'chen', 'dina'] as const;
export const SEED_USER_PASSWORD = 'seed-user-pass-1';

/** Rows per INSERT: under SQLite's 32,766 bound parameters (PostgreSQL allows 65,535). */
const chunkRows = (columns: number): number => Math.floor(30_000 / columns);

const insertChunked = async <T extends keyof DB>(
  trx: Transaction<DB>,
  table: T,
  rows: Insertable<DB[T]>[],
): Promise<void> => {
  if (rows.length === 0) return;
  const size = chunkRows(Object.keys(rows[0] as object).length);
  for (let i = 0; i < rows.length; i += size) {
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
  }
};

/** Inserts rows carrying a fresh uuid and answers uuid → id (RETURNING works on both stores). */
const insertWithIds = async (
  trx: Transaction<DB>,
  table: 'charts' | 'dashboards',
  rows: (Insertable<DB['charts']> | Insertable<DB['dashboards']>)[],
): Promise<Map<string, number>> => {
  const ids = new Map<string, number>();
  const size = chunkRows(Object.keys(rows[0] ?? {}).length);
  for (let i = 0; i < rows.length; i += size) {
    const inserted = await trx
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .returning(['id', 'uuid'])
      .execute();
    for (const r of inserted) ids.set(r.uuid, r.id);
  }
  return ids;
};

/** The seed's few users (Alpha: they read every dataset), created once and reused on a second run. */
const seedUsers = async (db: Kysely<DB>): Promise<number[]> => {
  const alpha = await roleIdByName(db, 'Alpha');
  const ids: number[] = [];
  for (const name of SEED_USERS) {
    const found = await db.selectFrom('users').select('id').where('username', '=', name).executeTakeFirst();
    const user =
      found ??
      (await createUser(db, {
        username: name,
        password: SEED_USER_PASSWORD,
        first_name: name[0]?.toUpperCase() + name.slice(1),
        last_name: 'Seed',
        email: `${name}@example.com`,
        roles: [alpha],
      }));
    ids.push(user.id);
  }
  return ids;
};

/** Each user marks about 2% of the dashboards and charts as favourites. */
const favouriteRows = (rng: Rng, userIds: readonly number[], dashboardIds: number[], chartIds: number[]) => {
  const created_on = new Date().toISOString();
  return userIds.flatMap((user_id) => [
    ...rng.sample(dashboardIds, Math.ceil(dashboardIds.length * 0.02)).map((obj_id) => ({
      user_id,
      class_name: DASHBOARD_FAVORITE_CLASS,
      obj_id,
      created_on,
    })),
    ...rng.sample(chartIds, Math.ceil(chartIds.length * 0.02)).map((obj_id) => ({
      user_id,
      class_name: CHART_FAVORITE_CLASS,
      obj_id,
      created_on,
    })),
  ]);
};

/**
 * Fills a migrated metadata store that already holds datasets (the examples) with charts spread over
 * them and dashboards of 2–8 charts each, with owners, favourites, certification and publication,
 * in one transaction. Every existing user takes part as owner and as favourer.
 */
export const seedListData = async (db: Kysely<DB>, opts: ListSeedOptions = {}): Promise<ListSeedResult> => {
  const started = performance.now();
  const dashboardCount = opts.dashboards ?? 10_000;
  const chartCount = opts.charts ?? 50_000;
  const rng = createRng(opts.seed ?? 42);
  const datasets: Dataset[] = await db.selectFrom('datasets').select(['id', 'table_name']).orderBy('id').execute();
  if (datasets.length === 0) {
    throw new Error(
      'no datasets to chart: start Tessera once (it registers the examples) or run `tessera load-examples`',
    );
  }
  await seedUsers(db);
  const userIds = (await db.selectFrom('users').select('id').orderBy('id').execute()).map((u) => u.id);
  const gamma = await roleIdByName(db, 'Gamma');
  const now = Date.now();
  // Numbering continues after existing rows, so a second run adds new titles and slugs (slugs are unique).
  const base = await db
    .selectFrom('dashboards')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const first = Number(base.n) + 1;

  const counts = await db.transaction().execute(async (trx) => {
    const chartRows = Array.from({ length: chartCount }, (_, i) =>
      chartRow(rng, first + i, now, datasets, userIds, randomUUID()),
    );
    const chartIds = await insertWithIds(trx, 'charts', chartRows);
    const charts = chartRows.map((c) => ({ id: chartIds.get(c.uuid) as number, name: c.slice_name, uuid: c.uuid }));
    await insertChunked(
      trx,
      'chart_owners',
      charts.flatMap((c) =>
        rng.sample(userIds, rng.chance(0.3) ? 2 : 1).map((user_id) => ({ chart_id: c.id, user_id })),
      ),
    );

    const layouts = Array.from({ length: dashboardCount }, () => rng.sample(charts, rng.int(2, 8)));
    const dashboardRows = layouts.map((onIt, i) => dashboardRow(rng, first + i, now, userIds, onIt, randomUUID()));
    const dashboardIds = await insertWithIds(trx, 'dashboards', dashboardRows);
    const dashboards = dashboardRows.map((d) => dashboardIds.get(d.uuid) as number);
    const links = dashboards.flatMap((dashboard_id, i) =>
      (layouts[i] ?? []).map((c) => ({ dashboard_id, chart_id: c.id })),
    );
    await insertChunked(trx, 'dashboard_charts', links);
    await insertChunked(
      trx,
      'dashboard_owners',
      dashboards.flatMap((dashboard_id) =>
        rng.sample(userIds, rng.chance(0.3) ? 2 : 1).map((user_id) => ({ dashboard_id, user_id })),
      ),
    );
    // A few dashboards are granted to Gamma through DASHBOARD_RBAC-style roles.
    await insertChunked(
      trx,
      'dashboard_roles',
      dashboards.filter(() => rng.chance(0.02)).map((dashboard_id) => ({ dashboard_id, role_id: gamma })),
    );
    const favourites = favouriteRows(rng, userIds, dashboards, [...chartIds.values()]);
    await insertChunked(trx, 'favourites', favourites);
    return { dashboardCharts: links.length, favourites: favourites.length };
  });
  // PostgreSQL's autovacuum would vacuum and analyse the new rows within a minute (statistics, and the
  // visibility map index-only scans need); do it now so plans are steady.
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`vacuum analyze`.execute(db);
  return {
    dashboards: dashboardCount,
    charts: chartCount,
    ...counts,
    users: userIds.length,
    ms: Math.round(performance.now() - started),
  };
};

/** A TESSERA_HOME folder, or a DATABASE_URL (postgres:// or sqlite:). */
export const openStore = (target: string): { meta: MetadataDb; cleanup: () => void } => {
  if (/^(postgres(ql)?|sqlite):/.test(target)) {
    const home = mkdtempSync(join(tmpdir(), 'tessera-seed-'));
    return { meta: openMetadataDb(target, home), cleanup: () => rmSync(home, { recursive: true, force: true }) };
  }
  return { meta: openMetadataDb(null, target), cleanup: () => undefined };
};

const main = async (): Promise<void> => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { dashboards: { type: 'string' }, charts: { type: 'string' }, seed: { type: 'string' } },
  });
  const target = positionals[0];
  if (!target) {
    process.stderr.write(
      'Usage: node --import tsx bench/list-seed.ts <TESSERA_HOME or DATABASE_URL> [--dashboards N] [--charts N] [--seed N]\n',
    );
    process.exit(2);
  }
  const { meta, cleanup } = openStore(target);
  try {
    const result = await seedListData(meta.db, {
      ...(values.dashboards && { dashboards: Number(values.dashboards) }),
      ...(values.charts && { charts: Number(values.charts) }),
      ...(values.seed && { seed: Number(values.seed) }),
    });
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    await meta.close();
    cleanup();
  }
};

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) await main();
