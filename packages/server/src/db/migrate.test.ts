import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTempPgDatabase, postgresAvailable } from '../../test-support/services.js';
import { openMetadataDb } from './connect.js';
import { migrateToLatest, migrationNames } from './migrate.js';

const EXPECTED_TABLES = [
  'users',
  'roles',
  'permissions',
  'view_menus',
  'permission_views',
  'role_permission_views',
  'user_roles',
  'sessions',
  'databases',
  'datasets',
  'dataset_owners',
  'dataset_columns',
  'dataset_metrics',
  'charts',
  'chart_owners',
  'dashboards',
  'dashboard_owners',
  'dashboard_roles',
  'dashboard_charts',
  'favourites',
  'filter_sets',
  'key_value',
  'saved_queries',
  'queries',
  'report_schedules',
  'report_owners',
  'report_recipients',
  'report_execution_logs',
  'annotation_layers',
  'annotations',
  'rls_filters',
  'rls_filter_roles',
  'rls_filter_tables',
  'logs',
  'css_templates',
  'dynamic_plugins',
  'ssh_tunnels',
];

const pgAvailable = await postgresAvailable();

describe.each([['sqlite', true] as const, ['postgres', pgAvailable] as const])(
  'migrations on %s',
  (store, available) => {
    it.runIf(available)('create every table, run twice without change, and roll back cleanly', async () => {
      const home = mkdtempSync(join(tmpdir(), 'tessera-mig-'));
      const pgdb = store === 'postgres' ? await createTempPgDatabase() : null;
      const meta = openMetadataDb(pgdb?.url ?? null, home);
      try {
        const first = await migrateToLatest(meta.db);
        expect(first.map((r) => r.migrationName)).toEqual(migrationNames());
        expect(first.every((r) => r.status === 'Success')).toBe(true);
        expect(await migrateToLatest(meta.db)).toEqual([]);
        const tables = await meta.db.introspection.getTables();
        const names = tables.map((t) => t.name);
        for (const t of EXPECTED_TABLES) expect(names, t).toContain(t);
        for (const t of ['charts', 'dashboards', 'datasets', 'databases', 'saved_queries', 'report_schedules']) {
          const cols = tables.find((x) => x.name === t)?.columns.map((c) => c.name) ?? [];
          expect(cols, t).toEqual(
            expect.arrayContaining(['uuid', 'created_on', 'changed_on', 'created_by_fk', 'changed_by_fk']),
          );
        }
        await sql`insert into roles (name, builtin) values ('x', 0)`.execute(meta.db);
        await expect(sql`insert into roles (name, builtin) values ('x', 0)`.execute(meta.db)).rejects.toThrow();
      } finally {
        await meta.close();
        await pgdb?.drop();
        rmSync(home, { recursive: true, force: true });
      }
    });
  },
);

describe.runIf(pgAvailable)('a PostgreSQL URL without a user name', () => {
  it('connects as the operating-system user, as libpq does', async () => {
    const pgdb = await createTempPgDatabase();
    const url = new URL(pgdb.url);
    url.username = '';
    const meta = openMetadataDb(url.toString(), tmpdir());
    try {
      const { rows } = await sql<{ u: string }>`select current_user as u`.execute(meta.db);
      expect(rows[0]?.u).toBe(process.env.PGUSER ?? (await import('node:os')).userInfo().username);
    } finally {
      await meta.close();
      await pgdb.drop();
    }
  });
});
