import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
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
}

/** The pages each route loads on first paint (entry + its lazily loaded page), and its gzip budget in kB. */
export const ROUTE_PAGES: Record<string, { pages: string[]; budgetKb: number }> = {
  '/login/': { pages: ['src/pages/login/login-page.tsx'], budgetKb: 200 },
  '/setup/': { pages: ['src/pages/setup/setup-page.tsx'], budgetKb: 200 },
  '/tessera/welcome/': {
    pages: ['src/app/shell/app-layout.tsx', 'src/pages/welcome/welcome-page.tsx'],
    budgetKb: 250,
  },
  '/tablemodelview/list/': {
    pages: ['src/app/shell/app-layout.tsx', 'src/pages/dataset-list/dataset-list-page.tsx'],
    budgetKb: 250,
  },
  // Issue 04: explore before its chart's own chunk (loaded on demand).
  '/explore/': {
    pages: ['src/app/shell/explore-shell.tsx', 'src/app/shell/app-layout.tsx', 'src/pages/explore/explore-page.tsx'],
    budgetKb: 450,
  },
  // Issue 15: the dashboard page before its charts' chunks (loaded once the page knows its chart types).
  '/tessera/dashboard/:idOrSlug/': {
    pages: [
      'src/app/shell/dashboard-shell.tsx',
      'src/app/shell/app-layout.tsx',
      'src/pages/dashboard/dashboard-page.tsx',
    ],
    budgetKb: 350,
  },
};

const collect = (manifest: Manifest, key: string, seen: Set<string>): void => {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no chunk '${key}'`);
  seen.add(key);
  for (const imp of chunk.imports ?? []) collect(manifest, imp, seen);
};

const gz = (dist: string, file: string): number => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/** Gzip size of every JS (and CSS) file a route needs before it is interactive, from Vite's manifest. */
export const measureRouteBundles = (dist: string): RouteBundle[] => {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('manifest has no entry');
  return Object.entries(ROUTE_PAGES).map(([route, { pages, budgetKb }]) => {
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
    };
  });
};
