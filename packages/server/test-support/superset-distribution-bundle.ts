import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync } from 'fflate';

/**
 * A dashboard export in Superset 5/6's format (routes/fixtures/superset-distribution-bundle/):
 * one chart of each distribution type and a candlestick, three charts of the legacy types they
 * replace as Superset 1–3 saved them, on the 'Distribution charts' dashboard. Its database is a
 * DuckDB file of the example tables (cars, seattle_weather, stocks, gapminder) the caller provides.
 */
const BUNDLE = fileURLToPath(new URL('./superset-distribution-bundle/', import.meta.url));
const URI_PLACEHOLDER = 'duckdb:////path/to/distribution-examples.duckdb';

export const DISTRIBUTION_BUNDLE_TABLES = ['cars', 'seattle_weather', 'stocks', 'gapminder'];
export const DISTRIBUTION_DASHBOARD_SLUG = 'distribution-charts';

const listFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );

/** The zipped export, its database pointing at `duckdbPath`. */
export const distributionBundleZip = (duckdbPath: string): Uint8Array =>
  zipSync(
    Object.fromEntries(
      listFiles(BUNDLE).map((file) => [
        `dashboard_export_20250901T083000/${relative(BUNDLE, file)}`,
        strToU8(readFileSync(file, 'utf8').replace(URI_PLACEHOLDER, `duckdb:///${duckdbPath}`)),
      ]),
    ),
  );
