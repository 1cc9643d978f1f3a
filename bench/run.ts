import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildWeb } from '../e2e/support/web-app.js';
import { CHART_CHUNK_BUDGET_KB, measureChartChunks, measureRouteBundles, type RouteBundle } from './bundle-size.js';
import { benchChartData, type BenchRow } from './chart-data.js';
import { benchDashboard } from './dashboard.js';
import { benchList } from './list.js';
import { benchLoad } from './load.js';
import { benchRender } from './render.js';
import { benchReportPdf } from './report-pdf.js';
import { benchSqlLab } from './sqllab.js';

/** Benchmarks print a table and write bench/results.json; budgets are flagged, never failed. */
const SUITES = new Set(process.argv.slice(2));
const wants = (name: string) => SUITES.size === 0 || SUITES.has(name);

const root = join(import.meta.dirname, '..');
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

const bundleRows = (b: RouteBundle): BenchRow[] => {
  if (b.missing.length > 0)
    return [
      {
        benchmark: `initial JS ${b.route}`,
        value: Number.NaN,
        unit: 'kB gzip',
        budget: b.budgetKb,
        within_budget: null,
        detail: `not measured: the build has no ${b.missing.join(', ')}`,
      },
    ];
  const rows: BenchRow[] = [
    {
      benchmark: `initial JS ${b.route}`,
      value: kb(b.jsGzipBytes),
      unit: 'kB gzip',
      budget: b.budgetKb,
      within_budget: kb(b.jsGzipBytes) <= b.budgetKb,
      detail: `${b.jsFiles} files, CSS ${kb(b.cssGzipBytes)} kB gzip`,
    },
  ];
  if (b.firstChart)
    rows.push({
      benchmark: `JS files ${b.route} before its first chart`,
      value: b.firstChart.jsFiles,
      unit: 'files',
      budget: b.firstChart.maxFiles,
      within_budget: b.firstChart.jsFiles <= b.firstChart.maxFiles,
      detail: "the route's chunks, its loader's lazy modules' and the chart types'",
    });
  return rows;
};

const bundles = (): BenchRow[] => measureRouteBundles(join(root, 'packages', 'web', 'dist')).flatMap(bundleRows);

/** Issue 25: the picker fetches no chart until a type is chosen; each chart chunk within its budget. */
const chartChunks = (): BenchRow[] => {
  const { chunks, pickerLoads, pickerMissing } = measureChartChunks(join(root, 'packages', 'web', 'dist'));
  return [
    {
      benchmark: 'chart chunks loaded by opening the chart-type picker',
      value: pickerMissing ? Number.NaN : pickerLoads.length,
      unit: 'chunks',
      budget: 0,
      within_budget: pickerMissing ? null : pickerLoads.length === 0,
      detail: pickerMissing ? 'not measured: the build has no picker chunk' : pickerLoads.join(', ') || 'none',
    },
    ...chunks.map((c) => ({
      benchmark: `chart chunk ${c.name}`,
      value: kb(c.gzipBytes),
      unit: 'kB gzip',
      budget: CHART_CHUNK_BUDGET_KB,
      within_budget: kb(c.gzipBytes) <= CHART_CHUNK_BUDGET_KB,
    })),
  ];
};

// Every suite measures the current source: the bundle sizes, and the app the others start.
buildWeb();
const rows: BenchRow[] = [];
if (wants('bundle')) rows.push(...bundles(), ...chartChunks());
if (wants('chart-data')) rows.push(...(await benchChartData()));
if (wants('render')) rows.push(...(await benchRender()));
if (wants('list')) rows.push(...(await benchList()));
if (wants('dashboard')) rows.push(...(await benchDashboard()));
if (wants('report-pdf')) rows.push(...(await benchReportPdf()));
if (wants('sqllab')) rows.push(...(await benchSqlLab(join(root, 'packages', 'web', 'dist'))));
if (wants('load')) rows.push(...(await benchLoad()));

console.table(rows);
writeFileSync(
  join(import.meta.dirname, 'results.json'),
  `${JSON.stringify({ date: new Date().toISOString(), results: rows }, null, 2)}\n`,
);
console.log('wrote bench/results.json');
