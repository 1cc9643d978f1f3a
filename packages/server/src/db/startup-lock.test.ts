import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILTIN_ROLES } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdminFromConfig, prepareMetadata } from '../bootstrap.js';
import { loadConfig } from '../config.js';
import { createContext, type AppContext } from '../context.js';
import { createLogger } from '../logger.js';
import { createTempPgDatabase, postgresAvailable } from '../../test-support/services.js';

const hasPg = await postgresAvailable();

describe.runIf(hasPg)('processes starting together on an empty PostgreSQL store', () => {
  let pgdb: { url: string; drop: () => Promise<void> };
  let home: string;
  let contexts: AppContext[];

  beforeAll(async () => {
    pgdb = await createTempPgDatabase();
    home = mkdtempSync(join(tmpdir(), 'tessera-lock-'));
    // Three contexts with their own pools stand for two web processes and a worker.
    contexts = [1, 2, 3].map(() =>
      createContext(
        loadConfig({
          TESSERA_HOME: home,
          SECRET_KEY: 'k',
          DATABASE_URL: pgdb.url,
          TESSERA_ADMIN_USERNAME: 'admin',
          TESSERA_ADMIN_PASSWORD: 'admin-pass-1',
        }),
        createLogger('silent'),
      ),
    );
  });
  afterAll(async () => {
    for (const ctx of contexts ?? []) await ctx.close();
    await pgdb?.drop();
    rmSync(home, { recursive: true, force: true });
  });

  it('all come up: migrations, role sync and the first admin run once each, one process at a time', async () => {
    const outcomes = await Promise.allSettled(
      contexts.map(async (ctx) => {
        await prepareMetadata(ctx);
        await ensureAdminFromConfig(ctx);
      }),
    );
    expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
    const db = (contexts[0] as AppContext).meta.db;
    const roles = await db.selectFrom('roles').select('name').execute();
    expect(roles.map((r) => r.name).sort()).toEqual([...BUILTIN_ROLES].sort());
    const admins = await db.selectFrom('users').select('username').execute();
    expect(admins.map((u) => u.username)).toEqual(['admin']);
  });
});
