import {
  BundleMetadataSchema,
  ChartFileSchema,
  DashboardFileSchema,
  DatabaseFileSchema,
  DatasetFileSchema,
  SavedQueryFileSchema,
  type BundleMetadata,
  type ChartFile,
  type DashboardFile,
  type DatabaseFile,
  type DatasetFile,
  type SavedQueryFile,
} from '@tessera/core';
import { parse } from 'yaml';
import type { z } from 'zod';
import { HttpError, badRequest } from '../http/http-error.js';

/** One YAML file of the bundle, with its path relative to the bundle root (the key of `passwords`). */
export interface BundleFile<T> {
  path: string;
  value: T;
}

export interface ParsedBundle {
  metadata: BundleMetadata;
  databases: BundleFile<DatabaseFile>[];
  datasets: BundleFile<DatasetFile>[];
  charts: BundleFile<ChartFile>[];
  dashboards: BundleFile<DashboardFile>[];
  queries: BundleFile<SavedQueryFile>[];
  /** What the import changed to make the bundle fit, e.g. a duplicate column dropped; returned to the caller. */
  warnings: string[];
}

export const importError = (type: string, path: string, reason: string): HttpError =>
  badRequest(`Error importing ${type}: ${path}: ${reason}`, path);

/** The caller may not create or change what this file names: 403 naming the file, as the API refuses the same write. */
export const importForbidden = (type: string, path: string, reason: string): HttpError =>
  new HttpError(403, `Error importing ${type}: ${path}: ${reason}`, 'FORBIDDEN', { field: path });

/**
 * A column or metric name is unique per dataset here as in Superset's schema, so a bundle listing
 * one twice keeps the first and warns instead of failing on the unique constraint.
 */
const withoutDuplicates = <T>(
  items: readonly T[],
  nameOf: (item: T) => string,
  what: string,
  path: string,
  warnings: string[],
): T[] => {
  const seen = new Map<string, number>();
  const kept: T[] = [];
  for (const item of items) {
    const name = nameOf(item);
    const n = seen.get(name) ?? 0;
    seen.set(name, n + 1);
    if (n === 0) kept.push(item);
  }
  for (const [name, n] of seen)
    if (n > 1) warnings.push(`${path}: ${what} '${name}' is listed ${n} times; the first one was imported`);
  return kept;
};

const dedupeDataset = (path: string, f: DatasetFile, warnings: string[]): DatasetFile => ({
  ...f,
  columns: withoutDuplicates(f.columns, (c) => c.column_name, 'column', path, warnings),
  metrics: withoutDuplicates(f.metrics, (m) => m.metric_name, 'metric', path, warnings),
});

/** Paths relative to the root folder, which Superset names `<type>_export_<stamp>/` and ignores on import. */
const stripRoot = (files: ReadonlyMap<string, string>): Map<string, string> => {
  const meta = [...files.keys()]
    .filter((p) => p === 'metadata.yaml' || p.endsWith('/metadata.yaml'))
    .sort((a, b) => a.split('/').length - b.split('/').length)[0];
  if (meta === undefined) throw badRequest('Error importing bundle: metadata.yaml: file is missing', 'formData');
  const prefix = meta.slice(0, -'metadata.yaml'.length);
  const out = new Map<string, string>();
  for (const [path, body] of files) if (path.startsWith(prefix)) out.set(path.slice(prefix.length), body);
  return out;
};

const parseFile = <S extends z.ZodType>(schema: S, type: string, path: string, body: string): z.infer<S> => {
  let doc: unknown;
  try {
    doc = parse(body, { prettyErrors: false });
  } catch (err) {
    const reason = err instanceof Error ? err.message.split('\n')[0] : String(err);
    throw importError(type, path, `invalid YAML (${reason})`);
  }
  const result = schema.safeParse(doc);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue && issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '';
    throw importError(type, path, `${field}${issue?.message ?? 'invalid content'}`);
  }
  return result.data;
};

/** Parses metadata.yaml and every YAML file with core's schemas; the first problem is reported with its file. */
export const parseBundle = (zipped: ReadonlyMap<string, string>): ParsedBundle => {
  const files = stripRoot(zipped);
  const metadata = parseFile(BundleMetadataSchema, 'bundle', 'metadata.yaml', files.get('metadata.yaml') ?? '');
  const bundle: ParsedBundle = {
    metadata,
    databases: [],
    datasets: [],
    charts: [],
    dashboards: [],
    queries: [],
    warnings: [],
  };
  for (const path of [...files.keys()].sort()) {
    if (!/\.ya?ml$/.test(path) || path === 'metadata.yaml') continue;
    const folder = path.split('/')[0] ?? '';
    const body = files.get(path) ?? '';
    if (folder === 'databases')
      bundle.databases.push({ path, value: parseFile(DatabaseFileSchema, 'database', path, body) });
    else if (folder === 'datasets')
      bundle.datasets.push({
        path,
        value: dedupeDataset(path, parseFile(DatasetFileSchema, 'dataset', path, body), bundle.warnings),
      });
    else if (folder === 'charts') bundle.charts.push({ path, value: parseFile(ChartFileSchema, 'chart', path, body) });
    else if (folder === 'dashboards')
      bundle.dashboards.push({ path, value: parseFile(DashboardFileSchema, 'dashboard', path, body) });
    else if (folder === 'queries')
      bundle.queries.push({ path, value: parseFile(SavedQueryFileSchema, 'saved_query', path, body) });
    // tags.yaml and unknown folders are not part of what Tessera imports; they are skipped, as Superset does without tagging.
  }
  return bundle;
};
