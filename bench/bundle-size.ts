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
  jsFiles: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
}

/** The pages each route loads on first paint (entry + its lazily loaded page). */
export const ROUTE_PAGES: Record<string, string[]> = {
  '/login/': ['src/pages/login/login-page.tsx'],
  '/setup/': ['src/pages/setup/setup-page.tsx'],
  '/tessera/welcome/': ['src/app/shell/app-layout.tsx', 'src/pages/welcome/welcome-page.tsx'],
  '/tablemodelview/list/': ['src/app/shell/app-layout.tsx', 'src/pages/dataset-list/dataset-list-page.tsx'],
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
  return Object.entries(ROUTE_PAGES).map(([route, pages]) => {
    const keys = new Set<string>();
    for (const k of [entry, ...pages]) collect(manifest, k, keys);
    const chunks = [...keys].map((k) => manifest[k] as ManifestChunk);
    const css = new Set(chunks.flatMap((c) => c.css ?? []));
    return {
      route,
      jsFiles: chunks.length,
      jsGzipBytes: chunks.reduce((sum, c) => sum + gz(dist, c.file), 0),
      cssGzipBytes: [...css].reduce((sum, f) => sum + gz(dist, f), 0),
    };
  });
};
