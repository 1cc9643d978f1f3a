import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHART_MODULES_FILE } from '../packages/web/build/chart-modules.js';
import { BENCH_DASHBOARD_VIZ_TYPES } from './dashboard-seed.js';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteBundle {
  route: string;
  budgetKb: number;
  jsFiles: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** Pages of the route the build does not contain (not written yet): nothing was measured. */
  missing: string[];
  /** JS files loaded before the route's first chart is drawn, and their budget (routes that draw charts). */
  firstChart?: { jsFiles: number; maxFiles: number };
}

interface RoutePages {
  pages: string[];
  budgetKb: number;
  /**
   * What the route loads lazily before its first chart is drawn, besides the pages: the modules
   * its loader imports and the chunks of the chart types it shows (`vizTypes`, as the server
   * preloads them); the route's JS files up to then are counted against `maxFiles`.
   */
  firstChart?: { lazy: string[]; vizTypes: readonly string[]; maxFiles: number };
}

/** The pages each route loads on first paint (entry + its lazily loaded page), and its gzip budget in kB. */
export const ROUTE_PAGES: Record<string, RoutePages> = {
  // Issue A (wave 3) tightened the sign-in, dataset list, explore and dashboard budgets.
  '/login/': { pages: ['src/pages/login/login-page.tsx'], budgetKb: 150 },
  '/setup/': { pages: ['src/pages/setup/setup-page.tsx'], budgetKb: 200 },
  '/tessera/welcome/': {
    pages: ['src/app/shell/app-layout.tsx', 'src/pages/welcome/welcome-page.tsx'],
    budgetKb: 250,
  },
  '/tablemodelview/list/': {
    pages: ['src/app/shell/app-layout.tsx', 'src/pages/dataset-list/dataset-list-page.tsx'],
    budgetKb: 230,
  },
  // Issue 26: SQL Lab before the editor's language chunk (CodeMirror's SQL grammar, loaded after first paint).
  '/sqllab/': {
    pages: ['src/app/shell/app-layout.tsx', 'src/pages/sqllab/sqllab-page.tsx'],
    budgetKb: 400,
  },
  // Issue 04: explore before its chart's own chunk (loaded on demand).
  '/explore/': {
    pages: ['src/app/shell/explore-shell.tsx', 'src/app/shell/app-layout.tsx', 'src/pages/explore/explore-page.tsx'],
    budgetKb: 380,
  },
  // Issue 15: the dashboard page before its charts' chunks (loaded once the page knows its chart types).
  '/tessera/dashboard/:idOrSlug/': {
    pages: [
      'src/app/shell/dashboard-shell.tsx',
      'src/app/shell/app-layout.tsx',
      'src/pages/dashboard/dashboard-page.tsx',
    ],
    budgetKb: 300,
    // The loader's imports (see the route in app/router.tsx and the server's dashboard preloads).
    firstChart: {
      lazy: ['src/charts/use-chart-plugin.ts', 'src/features/dashboard/dashboard-queries.ts'],
      // The 50-chart bench dashboard's types: big numbers, time series, pie and table.
      vizTypes: BENCH_DASHBOARD_VIZ_TYPES,
      maxFiles: 40,
    },
  },
};

const collect = (manifest: Manifest, key: string, seen: Set<string>): void => {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no chunk '${key}'`);
  seen.add(key);
  for (const imp of chunk.imports ?? []) collect(manifest, imp, seen);
};

/** The route's chunks, the lazy modules' and those of the chart types it shows (the build's viz_type map). */
const filesBeforeFirstChart = (
  manifest: Manifest,
  chartModules: Readonly<Record<string, string>>,
  route: ReadonlySet<string>,
  { lazy, vizTypes }: { lazy: readonly string[]; vizTypes: readonly string[] },
): number => {
  const keys = new Set(route);
  // A lazy module the route's pages also import has no chunk of its own: it is counted already.
  for (const k of lazy) if (manifest[k] !== undefined) collect(manifest, k, keys);
  for (const vizType of vizTypes) {
    const source = chartModules[vizType];
    if (source === undefined) throw new Error(`the build names no chart chunk for '${vizType}'`);
    collect(manifest, source, keys);
  }
  return keys.size;
};

const gz = (dist: string, file: string): number => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/** Gzip size of every JS (and CSS) file a route needs before it is interactive, from Vite's manifest. */
export const measureRouteBundles = (dist: string): RouteBundle[] => {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const chartModules = JSON.parse(readFileSync(join(dist, CHART_MODULES_FILE), 'utf8')) as Record<string, string>;
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('manifest has no entry');
  return Object.entries(ROUTE_PAGES).map(([route, { pages, budgetKb, firstChart }]) => {
    const missing = pages.filter((p) => manifest[p] === undefined);
    if (missing.length > 0) return { route, budgetKb, jsFiles: 0, jsGzipBytes: 0, cssGzipBytes: 0, missing };
    const keys = new Set<string>();
    for (const k of [entry, ...pages]) collect(manifest, k, keys);
    const chunks = [...keys].map((k) => manifest[k] as ManifestChunk);
    const css = new Set(chunks.flatMap((c) => c.css ?? []));
    return {
      route,
      budgetKb,
      jsFiles: chunks.length,
      jsGzipBytes: chunks.reduce((sum, c) => sum + gz(dist, c.file), 0),
      cssGzipBytes: [...css].reduce((sum, f) => sum + gz(dist, f), 0),
      missing: [],
      ...(firstChart && {
        firstChart: {
          jsFiles: filesBeforeFirstChart(manifest, chartModules, keys, firstChart),
          maxFiles: firstChart.maxFiles,
        },
      }),
    };
  });
};

/** The chart-type picker's lazy chunk: opening it must fetch no chart plugin (issue 25). */
export const PICKER_MODULE = 'src/features/explore/components/viz-type-picker/viz-type-picker-modal.tsx';
/** Issue 25: every chart type's chunk, and each chunk only charts share (ECharts core), ≤ 120 kB gzip. */
export const CHART_CHUNK_BUDGET_KB = 120;

/** A chart plugin's lazily imported folder entry, as the registry's `import()` names it. */
const isChartEntry = (key: string): boolean => /^src\/charts\/[^/]+\/index\.tsx?$/.test(key);
/** What a chart loads lazily once drawn (a map's shapes) is chart code too, not a page's. */
const isChartCode = (key: string): boolean => key.startsWith('src/charts/');

export interface ChartChunk {
  /** The chart folder's entry, or the shared chunk's file when only charts load it. */
  name: string;
  gzipBytes: number;
}

export interface ChartChunks {
  chunks: ChartChunk[];
  /** Chunks of charts the picker's static imports would fetch; empty when opening it loads no chart. */
  pickerLoads: string[];
  /** True when the build has no picker chunk (the picker is bundled elsewhere): nothing was checked. */
  pickerMissing: boolean;
}

/**
 * The chart chunks of the build: each chart folder's entry and every chunk only chart entries pull
 * (the ECharts core and the helpers charts share), so chunks the app's pages load anyway are not
 * counted; and which chunks of charts opening the picker would fetch beyond what explore has loaded.
 */
export const measureChartChunks = (dist: string): ChartChunks => {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('manifest has no entry');
  const appKeys = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isEntry || (chunk.isDynamicEntry && !isChartCode(key))) collect(manifest, key, appKeys);
  const chartKeys = new Set<string>();
  for (const key of Object.keys(manifest).filter(isChartCode))
    if (manifest[key]?.isDynamicEntry) collect(manifest, key, chartKeys);
  const explorePages = (ROUTE_PAGES['/explore/']?.pages ?? []).filter((p) => manifest[p] !== undefined);
  const exploreKeys = new Set<string>();
  for (const key of [entry, ...explorePages]) collect(manifest, key, exploreKeys);
  const pickerMissing = manifest[PICKER_MODULE] === undefined;
  const pickerKeys = new Set<string>();
  if (!pickerMissing) collect(manifest, PICKER_MODULE, pickerKeys);
  const chartOnly = [...chartKeys].filter((k) => isChartEntry(k) || !appKeys.has(k)).sort();
  return {
    chunks: chartOnly.map((k) => ({ name: k, gzipBytes: gz(dist, (manifest[k] as ManifestChunk).file) })),
    pickerLoads: [...chartKeys].filter((k) => pickerKeys.has(k) && !exploreKeys.has(k)).sort(),
    pickerMissing,
  };
};
