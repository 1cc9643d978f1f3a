import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

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
   * its loader imports and the chart types' chunks (every one the registry loads, as the server
   * preloads them); the route's JS files up to then are counted against `maxFiles`.
   */
  firstChart?: { lazy: string[]; maxFiles: number };
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

/** The route's chunks, the lazy modules' and the chart types' (the registry's lazy imports under src/charts/). */
const filesBeforeFirstChart = (manifest: Manifest, route: ReadonlySet<string>, lazy: readonly string[]): number => {
  const keys = new Set(route);
  // A lazy module the route's pages also import has no chunk of its own: it is counted already.
  for (const k of lazy) if (manifest[k] !== undefined) collect(manifest, k, keys);
  const charts = [...keys].flatMap((k) => manifest[k]?.dynamicImports ?? []).filter((k) => k.startsWith('src/charts/'));
  for (const k of charts) collect(manifest, k, keys);
  return keys.size;
};

const gz = (dist: string, file: string): number => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/** Gzip size of every JS (and CSS) file a route needs before it is interactive, from Vite's manifest. */
export const measureRouteBundles = (dist: string): RouteBundle[] => {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
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
        firstChart: { jsFiles: filesBeforeFirstChart(manifest, keys, firstChart.lazy), maxFiles: firstChart.maxFiles },
      }),
    };
  });
};
