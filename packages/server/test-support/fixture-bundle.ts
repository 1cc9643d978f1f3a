import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { strToU8, zipSync } from 'fflate';

/** Superset export bundles kept as YAML files in the repository (tests only). */
export const FIXTURE_BUNDLES = import.meta.dirname;

/**
 * A bundle directory zipped under a Superset export root, as an upload takes it. The examples
 * database's placeholder URI (`duckdb:///examples.duckdb`) points at `examplesPath`.
 */
export const zipFixtureBundle = (name: string, examplesPath: string): Uint8Array => {
  const root = join(FIXTURE_BUNDLES, name);
  const tree: Record<string, Uint8Array> = {};
  const add = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) add(path);
      else {
        const text = readFileSync(path, 'utf8').replace('duckdb:///examples.duckdb', `duckdb:///${examplesPath}`);
        tree[`dashboard_export_20250912T083000/${relative(root, path)}`] = strToU8(text);
      }
    }
  };
  add(root);
  return zipSync(tree);
};
