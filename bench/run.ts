import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { measureRouteBundles } from './bundle-size.js';

/** Budgets named in the issues; a row over budget is flagged, never a failed test. */
const BUDGETS = { initialJsGzipKb: 200 };

const root = join(import.meta.dirname, '..');
const webDir = join(root, 'packages', 'web');
const dist = join(webDir, 'dist');

const build = spawnSync(
  process.execPath,
  [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
  {
    cwd: webDir,
    stdio: 'inherit',
  },
);
if (build.status !== 0) throw new Error('vite build failed');

const bundles = measureRouteBundles(dist);
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const rows = bundles.map((b) => ({
  benchmark: `initial JS ${b.route}`,
  value: kb(b.jsGzipBytes),
  unit: 'kB gzip',
  budget: BUDGETS.initialJsGzipKb,
  files: b.jsFiles,
  css_kb_gzip: kb(b.cssGzipBytes),
  within_budget: kb(b.jsGzipBytes) <= BUDGETS.initialJsGzipKb,
}));

console.table(rows);
writeFileSync(
  join(import.meta.dirname, 'results.json'),
  `${JSON.stringify({ date: new Date().toISOString(), results: rows }, null, 2)}\n`,
);
console.log(`wrote bench/results.json`);
