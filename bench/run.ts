import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { measureRouteBundles } from './bundle-size.js';
import { benchChartData, type BenchRow } from './chart-data.js';

/** Benchmarks print a table and write bench/results.json; budgets are flagged, never failed. */
const SUITES = new Set(process.argv.slice(2));
const wants = (name: string) => SUITES.size === 0 || SUITES.has(name);

const root = join(import.meta.dirname, '..');
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

const bundles = (): BenchRow[] => {
  const webDir = join(root, 'packages', 'web');
  const build = spawnSync(
    process.execPath,
    [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: webDir,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) throw new Error('vite build failed');
  return measureRouteBundles(join(webDir, 'dist')).map((b) => ({
    benchmark: `initial JS ${b.route}`,
    value: kb(b.jsGzipBytes),
    unit: 'kB gzip',
    budget: 200,
    within_budget: kb(b.jsGzipBytes) <= 200,
    detail: `${b.jsFiles} files, CSS ${kb(b.cssGzipBytes)} kB gzip`,
  }));
};

const rows: BenchRow[] = [];
if (wants('bundle')) rows.push(...bundles());
if (wants('chart-data')) rows.push(...(await benchChartData()));

console.table(rows);
writeFileSync(
  join(import.meta.dirname, 'results.json'),
  `${JSON.stringify({ date: new Date().toISOString(), results: rows }, null, 2)}\n`,
);
console.log('wrote bench/results.json');
