import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Where the build writes the map, beside Vite's manifest (the server and the bundle bench read both). */
export const CHART_MODULES_FILE = '.vite/chart-modules.json';

/** A registry entry: `viz_type: { metadata: ..., load: () => import('./<folder>/index')... }`. */
const ENTRY = /^\s{2}(\w+):\s*\{\s*\n\s*metadata:[^\n]*\n\s*load:\s*\(\)\s*=>\s*import\('\.\/([\w-]+)\/index'\)/gm;

/**
 * viz_type → the source module of its chart chunk, read from the registry's lazy imports. The
 * registry stays the one place that says which folder draws which type; this only reads it.
 */
export const chartModulesOf = (registrySource: string, chartsDir: string): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [, vizType = '', folder = ''] of registrySource.matchAll(ENTRY)) {
    const ext = existsSync(join(chartsDir, folder, 'index.tsx')) ? 'tsx' : 'ts';
    out[vizType] = `src/charts/${folder}/index.${ext}`;
  }
  return out;
};

/**
 * Emits viz_type → chart chunk source, so a dashboard's HTML preloads the chunks of the types it
 * shows (not every type's) and the bundle bench counts what a real dashboard loads.
 */
export const chartModules = (root: string): Plugin => ({
  name: 'tessera-chart-modules',
  apply: 'build',
  generateBundle() {
    const chartsDir = join(root, 'src', 'charts');
    const map = chartModulesOf(readFileSync(join(chartsDir, 'registry.ts'), 'utf8'), chartsDir);
    this.emitFile({ type: 'asset', fileName: CHART_MODULES_FILE, source: JSON.stringify(map, null, 2) });
  },
});
