import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { supersetZip } from '../test-support/superset-bundle.js';

const BIN = join(import.meta.dirname, '..', '..', 'bin', 'tessera.mjs');
const home = mkdtempSync(join(tmpdir(), 'tessera-cli-bundle-'));
const run = (...args: string[]) =>
  spawnSync(process.execPath, [BIN, ...args], {
    env: { ...process.env, TESSERA_HOME: home, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    encoding: 'utf8',
  });

afterAll(() => rmSync(home, { recursive: true, force: true }));

describe('tessera import / export', () => {
  it('imports a bundle as the admin, refuses a re-import without --overwrite, and exports it again', () => {
    expect(run('create-admin', '--username', 'root', '--password', 'long-password-1').status).toBe(0);
    const file = join(home, 'in.zip');
    writeFileSync(file, supersetZip());
    const prompt = run('import', '--file', file);
    expect(prompt.status).toBe(1);
    expect(prompt.stderr).toContain('Must provide a password for the database');
    const passwords = JSON.stringify({ 'databases/Warehouse.yaml': 'pw' });
    const ok = run('import', '--file', file, '--passwords', passwords);
    expect(ok.status, ok.stderr).toBe(0);
    const again = run('import', '--file', file, '--passwords', passwords);
    expect(again.stderr).toContain('Dashboard already exists and `overwrite=true` was not passed');
    expect(run('import', '--file', file, '--overwrite').status).toBe(0);

    const out = join(home, 'out.zip');
    const exported = run('export', '--type', 'dashboard', '--out', out);
    expect(exported.status, exported.stderr).toBe(0);
    const names = Object.keys(unzipSync(new Uint8Array(readFileSync(out))));
    expect(names.some((n) => /\/dashboards\/Sales_\d+\.yaml$/.test(n))).toBe(true);
    expect(names.some((n) => /\/datasets\/Warehouse\/orders\.yaml$/.test(n))).toBe(true);
    expect(run('export', '--type', 'widget', '--out', out).stderr).toContain('export needs --type');
  });
});
