import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { supersetZip } from '../../test-support/superset-bundle.js';

const BIN = join(import.meta.dirname, '..', '..', 'bin', 'tessera.mjs');
const home = mkdtempSync(join(tmpdir(), 'tessera-cli-bundle-'));
const run = (...args: string[]) =>
  spawnSync(process.execPath, [BIN, ...args], {
    env: { ...process.env, TESSERA_HOME: home, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    encoding: 'utf8',
  });

afterAll(() => rmSync(home, { recursive: true, force: true }));

describe('tessera import / export', () => {
  it('imports a bundle as the admin, refuses a re-import without --overwrite, and exports it and all assets', () => {
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
    expect(run('export', '--type', 'widget', '--out', out).stderr).toContain(
      'export needs --type dashboard|chart|dataset|database|saved_query|assets',
    );

    const all = join(home, 'assets.zip');
    const assets = run('export', '--type', 'assets', '--out', all);
    expect(assets.status, assets.stderr).toBe(0);
    const files = unzipSync(new Uint8Array(readFileSync(all)));
    const relative = Object.keys(files).map((n) => n.replace(/^assets_export_\d{8}T\d{6}\//, ''));
    expect(relative.map((n) => n.replace(/_\d+\.yaml$/, '.yaml')).sort()).toEqual([
      'charts/Revenue_by_region.yaml',
      'dashboards/Sales.yaml',
      'databases/Warehouse.yaml',
      'datasets/Warehouse/orders.yaml',
      'metadata.yaml',
    ]);
    const meta = Object.entries(files).find(([n]) => n.endsWith('/metadata.yaml'))?.[1];
    expect(new TextDecoder().decode(meta)).toContain('type: assets');
    expect(run('export', '--type', 'assets', '--ids', '1', '--out', all).stderr).toContain(
      '--ids does not apply to --type assets',
    );
    // Nine CLI processes, each compiling the server with tsx (~5 s apiece on an idle 2-core machine).
  }, 180_000);
});
