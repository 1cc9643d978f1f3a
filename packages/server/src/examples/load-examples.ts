import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { TYPE_GENERIC, type DatasetColumn, type DatasetMetric, type TypeGeneric } from '@tessera/core';
import { computeShift, describeShift, shiftSql, targetMonthKey, type YearMonthDay } from './date-shift.js';
import { EXAMPLE_TABLES, type ExampleTableDef } from './example-tables.js';
import { INTERNAL_TABLE_PREFIX } from '../services/database/database-introspection.js';

/** Bump whenever a table definition changes, so existing files get rebuilt. */
export const EXAMPLES_LOADER_VERSION = 2;
export const EXAMPLES_MARKER_TABLE = `${INTERNAL_TABLE_PREFIX}examples`;

export interface ExampleTable {
  tableName: string;
  description: string;
  mainDttmCol: string | null;
  rowCount: number;
  columns: DatasetColumn[];
  metrics: DatasetMetric[];
}

export interface LoadExamplesOptions {
  path: string;
  now?: Date;
  dataDir?: string;
  only?: string[];
  log?: (msg: string) => void;
}

export const EXAMPLE_TABLE_NAMES: readonly string[] = EXAMPLE_TABLES.map((t) => t.tableName);

export function defaultExamplesDataDir(): string {
  // vega-datasets only exports its JS entry (build/index.js); the data folder sits next to build/.
  const entry = createRequire(import.meta.url).resolve('vega-datasets');
  return join(dirname(entry), '..', 'data');
}

/**
 * Loads the example tables into the DuckDB file at `path` (schema `main`).
 * Each table is rebuilt in its own transaction together with its marker row, so a crash
 * never leaves a marker for a half-built table. Tables whose marker matches the loader
 * version and the month of `now` are kept as they are.
 */
export async function loadExamples(opts: LoadExamplesOptions): Promise<ExampleTable[]> {
  const now = opts.now ?? new Date();
  const log = opts.log ?? (() => undefined);
  const dataDir = opts.dataDir ?? defaultExamplesDataDir();
  const defs = pickTables(opts.only);
  const month = targetMonthKey(now);

  // TESSERA_EXAMPLES_PATH may name a folder nothing else creates; DuckDB only creates the file.
  await mkdir(dirname(opts.path), { recursive: true });
  const instance = await DuckDBInstance.create(opts.path);
  const conn = await instance.connect();
  try {
    await conn.run(`CREATE TABLE IF NOT EXISTS main.${EXAMPLES_MARKER_TABLE} (
      table_name VARCHAR NOT NULL, version INTEGER NOT NULL, target_month VARCHAR NOT NULL,
      shift_unit VARCHAR, shift_amount INTEGER, description VARCHAR NOT NULL, loaded_at TIMESTAMP NOT NULL)`);
    const markers = await readMarkers(conn);
    const existing = await existingTables(conn);
    const result: ExampleTable[] = [];
    for (const def of defs) {
      const marker = markers.get(def.tableName);
      const upToDate =
        marker !== undefined &&
        marker.version === EXAMPLES_LOADER_VERSION &&
        marker.targetMonth === month &&
        existing.has(def.tableName);
      let description: string;
      if (upToDate) {
        description = marker.description;
        log(`examples: ${def.tableName} is up to date (${month})`);
      } else {
        const started = performance.now();
        description = await buildTable(conn, def, dataDir, now);
        log(`examples: built ${def.tableName} in ${Math.round(performance.now() - started)} ms`);
      }
      result.push(await introspect(conn, def, description));
    }
    return result;
  } finally {
    conn.closeSync();
    instance.closeSync();
  }
}

function pickTables(only: string[] | undefined): ExampleTableDef[] {
  if (only === undefined) return [...EXAMPLE_TABLES];
  const unknown = only.filter((name) => !EXAMPLE_TABLE_NAMES.includes(name));
  if (unknown.length > 0) {
    throw new Error(`Unknown example table(s): ${unknown.join(', ')}. Known: ${EXAMPLE_TABLE_NAMES.join(', ')}`);
  }
  return EXAMPLE_TABLES.filter((t) => only.includes(t.tableName));
}

interface Marker {
  version: number;
  targetMonth: string;
  description: string;
}

async function readMarkers(conn: DuckDBConnection): Promise<Map<string, Marker>> {
  const reader = await conn.runAndReadAll(
    `SELECT table_name, version, target_month, description FROM main.${EXAMPLES_MARKER_TABLE}`,
  );
  const markers = new Map<string, Marker>();
  for (const row of reader.getRowObjectsJS()) {
    markers.set(String(row.table_name), {
      version: Number(row.version),
      targetMonth: String(row.target_month),
      description: String(row.description),
    });
  }
  return markers;
}

async function existingTables(conn: DuckDBConnection): Promise<Set<string>> {
  const reader = await conn.runAndReadAll(
    `SELECT table_name FROM information_schema.tables WHERE table_catalog = current_database() AND table_schema = 'main' AND table_type = 'BASE TABLE'`,
  );
  return new Set(reader.getRowObjectsJS().map((row) => String(row.table_name)));
}

const ident = (name: string): string => `"${name.replaceAll('"', '""')}"`;
const literal = (value: string): string => `'${value.replaceAll("'", "''")}'`;

/** Runs `build` over the table's source as an SQL literal: the data file, or its prepared rows in a scratch file. */
async function withSource<T>(def: ExampleTableDef, dataDir: string, build: (src: string) => Promise<T>): Promise<T> {
  const path = join(dataDir, def.sourceFile);
  if (def.prepare === undefined) return build(literal(path));
  const scratch = await mkdtemp(join(tmpdir(), 'tessera-examples-'));
  try {
    const file = join(scratch, `${def.tableName}.ndjson`);
    const rows = await def.prepare(path);
    await writeFile(file, rows.map((row) => JSON.stringify(row)).join('\n'));
    return await build(literal(file));
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

const buildTable = (conn: DuckDBConnection, def: ExampleTableDef, dataDir: string, now: Date): Promise<string> =>
  withSource(def, dataDir, (src) => buildFrom(conn, def, src, (name) => literal(join(dataDir, name)), now));

async function buildFrom(
  conn: DuckDBConnection,
  def: ExampleTableDef,
  src: string,
  dataFile: (name: string) => string,
  now: Date,
): Promise<string> {
  const source = `(${def.select(src, dataFile)})`;
  const newest = def.mainDttmCol === null ? null : await newestDate(conn, source, def.mainDttmCol);
  const shift = computeShift(def.shiftUnit, newest, now);
  const replace =
    shift === null
      ? []
      : (await temporalColumns(conn, source)).map((c) => `${shiftSql(ident(c), shift)} AS ${ident(c)}`);
  const projection = replace.length > 0 ? `* REPLACE (${replace.join(', ')})` : '*';
  const description = `${def.about} ${describeShift(shift)}`;
  const table = `main.${ident(def.tableName)}`;

  await conn.run('BEGIN TRANSACTION');
  try {
    await conn.run(`CREATE OR REPLACE TABLE ${table} AS SELECT ${projection} FROM ${source} AS src`);
    await conn.run(`DELETE FROM main.${EXAMPLES_MARKER_TABLE} WHERE table_name = ?`, [def.tableName]);
    await conn.run(`INSERT INTO main.${EXAMPLES_MARKER_TABLE} VALUES (?, ?, ?, ?, ?, ?, CAST(? AS TIMESTAMP))`, [
      def.tableName,
      EXAMPLES_LOADER_VERSION,
      targetMonthKey(now),
      shift?.unit ?? null,
      shift?.amount ?? null,
      description,
      new Date().toISOString().replace('T', ' ').replace('Z', ''),
    ]);
    await conn.run('COMMIT');
  } catch (err) {
    await conn.run('ROLLBACK');
    throw err;
  }
  return description;
}

async function newestDate(conn: DuckDBConnection, source: string, column: string): Promise<YearMonthDay | null> {
  const reader = await conn.runAndReadAll(
    `SELECT CAST(year(m) AS INTEGER) AS y, CAST(month(m) AS INTEGER) AS mo, CAST(day(m) AS INTEGER) AS d
     FROM (SELECT max(${ident(column)}) AS m FROM ${source} AS src)`,
  );
  const row = reader.getRowObjectsJS()[0];
  if (row === undefined || row.y === null) return null;
  return { year: Number(row.y), month: Number(row.mo), day: Number(row.d) };
}

async function temporalColumns(conn: DuckDBConnection, source: string): Promise<string[]> {
  const reader = await conn.runAndReadAll(`DESCRIBE SELECT * FROM ${source} AS src`);
  return reader
    .getRowObjectsJS()
    .filter((row) => typeGeneric(String(row.column_type)) === TYPE_GENERIC.TEMPORAL)
    .map((row) => String(row.column_name));
}

export function typeGeneric(duckdbType: string): TypeGeneric | null {
  const t = duckdbType.toUpperCase();
  if (t === 'BOOLEAN') return TYPE_GENERIC.BOOLEAN;
  if (/^(DATE|TIME|TIMESTAMP)/.test(t)) return TYPE_GENERIC.TEMPORAL;
  if (/^(U?(TINY|SMALL|BIG|HUGE)?INT(EGER)?|FLOAT|REAL|DOUBLE|DECIMAL|NUMERIC)/.test(t)) return TYPE_GENERIC.NUMERIC;
  if (/^(VARCHAR|TEXT|STRING|UUID|ENUM)/.test(t)) return TYPE_GENERIC.STRING;
  return null;
}

async function introspect(conn: DuckDBConnection, def: ExampleTableDef, description: string): Promise<ExampleTable> {
  const cols = await conn.runAndReadAll(
    `SELECT column_name, data_type FROM information_schema.columns
     WHERE table_catalog = current_database() AND table_schema = 'main' AND table_name = ?
     ORDER BY ordinal_position`,
    [def.tableName],
  );
  const count = await conn.runAndReadAll(`SELECT count(*) AS n FROM main.${ident(def.tableName)}`);
  const columns = cols.getRowObjectsJS().map((row): DatasetColumn => {
    const name = String(row.column_name);
    const type = String(row.data_type);
    const generic = typeGeneric(type);
    const meta = def.columns[name];
    return {
      column_name: name,
      verbose_name: meta?.verboseName ?? null,
      description: meta?.description ?? null,
      expression: null,
      type,
      type_generic: generic,
      is_dttm: generic === TYPE_GENERIC.TEMPORAL,
      is_active: true,
      filterable: true,
      groupby: meta?.groupby ?? true,
      python_date_format: null,
      extra: null,
      advanced_data_type: null,
    };
  });
  return {
    tableName: def.tableName,
    description,
    mainDttmCol: def.mainDttmCol,
    rowCount: Number(count.getRowObjectsJS()[0]?.n ?? 0),
    columns,
    metrics: [countMetric(), ...def.metrics.map(toDatasetMetric)],
  };
}

const emptyMetric = {
  description: null,
  currency: null,
  warning_text: null,
  certified_by: null,
  certification_details: null,
  extra: null,
} satisfies Partial<DatasetMetric>;

function countMetric(): DatasetMetric {
  return {
    ...emptyMetric,
    metric_name: 'count',
    verbose_name: 'COUNT(*)',
    expression: 'COUNT(*)',
    metric_type: 'count',
    d3format: ',d',
  };
}

function toDatasetMetric(m: ExampleTableDef['metrics'][number]): DatasetMetric {
  return {
    ...emptyMetric,
    metric_name: m.name,
    verbose_name: m.verboseName,
    expression: m.expression,
    metric_type: m.metricType,
    d3format: m.d3format,
  };
}
