import { ADMIN_ROLE } from '@tessera/core';
import type { AppContext } from './context.js';
import { migrateToLatest } from './db/migrate.js';
import { withStartupLock } from './db/startup-lock.js';
import { withDuckDbFileReleased } from './engines/duckdb-files.js';
import { loadExamples } from './examples/load-examples.js';
import { registerExampleDashboards } from './examples/register-example-dashboards.js';
import { registerExamples } from './examples/register-examples.js';
import { syncDataAccessPerms } from './services/security/data-access-perms.js';
import { syncBuiltinRoles } from './services/security/permission-service.js';
import { countAdmins, createUser, roleIdByName } from './services/security/user-service.js';

/** Brings the metadata store to the current schema, built-in roles and data-access permissions. */
export const prepareMetadata = async (ctx: AppContext): Promise<void> =>
  // One process at a time: every step is idempotent, but not concurrent.
  withStartupLock(ctx.meta, async (db) => {
    const results = await migrateToLatest(db);
    for (const r of results) ctx.log.info({ migration: r.migrationName, status: r.status }, 'migration');
    await syncBuiltinRoles(db);
    const created = await syncDataAccessPerms(db);
    if (created > 0) ctx.log.info({ created }, 'data-access permissions created');
  });

export interface AdminInput {
  username: string;
  password: string;
  first_name?: string;
  last_name?: string;
  email?: string;
}

export const createAdmin = async (ctx: Pick<AppContext, 'meta'>, input: AdminInput): Promise<number> => {
  const adminRole = await roleIdByName(ctx.meta.db, ADMIN_ROLE);
  const user = await createUser(ctx.meta.db, {
    username: input.username,
    password: input.password,
    first_name: input.first_name ?? 'Admin',
    last_name: input.last_name ?? 'User',
    email: input.email ?? `${input.username}@localhost.localdomain`,
    active: true,
    roles: [adminRole],
  });
  return user.id;
};

/** TESSERA_ADMIN_USERNAME/PASSWORD create the first admin unattended (only when none exists). */
export const ensureAdminFromConfig = async (ctx: AppContext): Promise<void> => {
  const { adminUsername, adminPassword } = ctx.config;
  if (!adminUsername || !adminPassword) return;
  // Under the start-up lock, so processes started together create it once.
  await withStartupLock(ctx.meta, async (db) => {
    if ((await countAdmins(db)) > 0) return;
    await createAdmin({ meta: { ...ctx.meta, db } }, { username: adminUsername, password: adminPassword });
    ctx.log.info({ username: adminUsername }, 'created admin from environment');
  });
};

export interface ExamplesLoadOptions {
  /** A subset of the example tables (tests); all of them by default. */
  only?: string[];
}

/**
 * Builds and registers the examples (tables, datasets and the example dashboards), recording the outcome in `ctx.examples`: a failure still
 * throws (the CLI command fails), and `tessera start` keeps serving with the reason on show.
 */
export const loadAndRegisterExamples = async (ctx: AppContext, opts: ExamplesLoadOptions = {}): Promise<void> => {
  const started = Date.now();
  ctx.examples = { status: 'loading', tables: 0, error: null };
  try {
    // Open engine connections on the file are paused while it is (re)built: DuckDB locks per process.
    const tables = await withDuckDbFileReleased(ctx.config.examplesPath, () =>
      loadExamples({
        path: ctx.config.examplesPath,
        log: (msg) => ctx.log.info(msg),
        ...(opts.only && { only: opts.only }),
      }),
    );
    const databaseId = await registerExamples(ctx.meta.db, ctx.config.examplesPath, tables);
    await registerExampleDashboards(ctx.meta.db, databaseId, (msg) => ctx.log.info(msg));
    ctx.examples = { status: 'loaded', tables: tables.length, error: null };
    ctx.log.info({ tables: tables.length, ms: Date.now() - started }, 'examples ready');
  } catch (err) {
    ctx.examples = { status: 'failed', tables: 0, error: err instanceof Error ? err.message : String(err) };
    throw err;
  }
};
