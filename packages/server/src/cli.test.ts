import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureAdminFromConfig, prepareMetadata } from './bootstrap.js';
import { loadConfig } from './config.js';
import { createContext } from './context.js';
import { createLogger } from './logger.js';
import { countAdmins } from './services/security/user-service.js';

const BIN = join(import.meta.dirname, '..', 'bin', 'tessera.mjs');
const home = mkdtempSync(join(tmpdir(), 'tessera-cli-'));
const run = (...args: string[]) =>
  spawnSync(process.execPath, [BIN, ...args], {
    env: { ...process.env, TESSERA_HOME: home, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    encoding: 'utf8',
  });

afterAll(() => rmSync(home, { recursive: true, force: true }));

describe('tessera CLI', () => {
  it('prints usage and refuses unknown commands', () => {
    expect(run('--help').stdout).toContain('create-admin');
    const bad = run('frobnicate');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("Unknown command 'frobnicate'");
  });

  it('migrates and creates an admin who can then be counted', async () => {
    expect(run('migrate').status).toBe(0);
    const created = run('create-admin', '--username', 'root-admin', '--password', 'long-password-1');
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toContain("Admin 'root-admin' created");
    const missing = run('create-admin', '--username', 'x');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('--password');
    const ctx = createContext(loadConfig({ TESSERA_HOME: home }), createLogger('silent'));
    expect(await countAdmins(ctx.meta.db)).toBe(1);
    await ctx.close();
  });

  it('revokes every guest token by bumping the generation', () => {
    expect(run('revoke-guest-tokens').stdout).toContain('generation 1');
    expect(run('revoke-guest-tokens').stdout).toContain('generation 2');
  });
});

describe('TESSERA_ADMIN_USERNAME / TESSERA_ADMIN_PASSWORD', () => {
  it('create the first admin unattended, once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-env-admin-'));
    const env = { TESSERA_HOME: dir, TESSERA_ADMIN_USERNAME: 'ops', TESSERA_ADMIN_PASSWORD: 'ops-password-1' };
    const ctx = createContext(loadConfig(env), createLogger('silent'));
    try {
      await prepareMetadata(ctx);
      await ensureAdminFromConfig(ctx);
      await ensureAdminFromConfig(ctx);
      expect(await countAdmins(ctx.meta.db)).toBe(1);
      const user = await ctx.meta.db.selectFrom('users').select('username').executeTakeFirst();
      expect(user?.username).toBe('ops');
    } finally {
      await ctx.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
