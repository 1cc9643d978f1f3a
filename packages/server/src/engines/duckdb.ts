import { duckdbTableFilters } from './duckdb-table-filters.js';
import { duckdbQueryCost } from './query-cost.js';
import {
  DuckDBDecimalValue,
  DuckDBInstance,
  DuckDBTypeId,
  JSDuckDBValueConverter,
  type DuckDBConnection,
  type DuckDBResultReader,
  type DuckDBType,
  type DuckDBValue,
} from '@duckdb/node-api';
import { runCancellable } from './cancellable.js';
import { registerDuckDbFileUser, waitForDuckDbFile } from './duckdb-files.js';
import { readTemporalFormat } from './date-format-sql.js';
import { decimalTextToValue, normalizeJsValue } from './normalize.js';
import { SimplePool } from './simple-pool.js';
import {
  appendLimit,
  applyGrain,
  formatUtcTimestamp,
  makeLiteral,
  quoteIdentifierWith,
  standardString,
} from './sql-text.js';
import type { GrainTemplates } from './sql-text.js';
import { genericType, informationSchemaColumn } from './type-generic.js';
import {
  EngineConnectionError,
  type ConnectionInfo,
  type Dialect,
  type EngineConnection,
  type EngineSpec,
  type Introspector,
  type QueryResult,
} from './types.js';
import { duckdbSqlParser } from './duckdb-sql-parser.js';

const bucket = (interval: string) => (x: string) => `time_bucket(INTERVAL '${interval}', ${x})`;
const trunc = (part: string) => (x: string) => `date_trunc('${part}', ${x})`;

const DUCKDB_GRAINS: GrainTemplates = {
  PT1S: trunc('second'),
  PT5S: bucket('5 seconds'),
  PT30S: bucket('30 seconds'),
  PT1M: trunc('minute'),
  PT5M: bucket('5 minutes'),
  PT10M: bucket('10 minutes'),
  PT15M: bucket('15 minutes'),
  PT30M: bucket('30 minutes'),
  PT1H: trunc('hour'),
  PT6H: bucket('6 hours'),
  P1D: trunc('day'),
  P1W: trunc('week'),
  P1M: trunc('month'),
  P3M: trunc('quarter'),
  P1Y: trunc('year'),
  '1969-12-28T00:00:00Z/P1W': (x) => `date_trunc('week', (${x}) + INTERVAL 1 DAY) - INTERVAL 1 DAY`,
  '1969-12-29T00:00:00Z/P1W': trunc('week'),
  'P1W/1970-01-03T00:00:00Z': (x) => `date_trunc('week', (${x}) + INTERVAL 1 DAY) + INTERVAL 5 DAY`,
  'P1W/1970-01-04T00:00:00Z': (x) => `date_trunc('week', ${x}) + INTERVAL 6 DAY`,
};

const timestampLiteral = (value: Date): string => `TIMESTAMP '${formatUtcTimestamp(value)}'`;

/** DuckDB's strptime takes Python's codes as they are; try_ reads a malformed value as NULL. */
const parseTemporal = (expr: string, format: string): string | null => {
  const f = readTemporalFormat(format);
  if (f === null) return null;
  if (f.kind === 'epoch_s') return `make_timestamp(CAST(${expr} AS BIGINT) * 1000000)`;
  if (f.kind === 'epoch_ms') return `make_timestamp(CAST(${expr} AS BIGINT) * 1000)`;
  return `try_strptime(CAST(${expr} AS VARCHAR), ${standardString(f.format)})`;
};

export const duckdbDialect: Dialect = {
  quoteIdentifier: quoteIdentifierWith('"'),
  literal: makeLiteral({ string: standardString, timestamp: timestampLiteral }),
  timeGrainExpression: (grain, expr) => applyGrain(DUCKDB_GRAINS, grain, expr),
  limit: (sql, limit, offset) => appendLimit(sql, limit, offset),
  timestampLiteral,
  ilike: (expr, pattern) => `${expr} ILIKE ${pattern}`,
  parseTemporal,
};

// Values that are not instants and whose JS forms (bigint micros, {months, days, micros}) mean little to users.
const TEXT_TYPES: ReadonlySet<DuckDBTypeId> = new Set([
  DuckDBTypeId.TIME,
  DuckDBTypeId.TIME_TZ,
  DuckDBTypeId.TIME_NS,
  DuckDBTypeId.INTERVAL,
  DuckDBTypeId.UUID,
  DuckDBTypeId.BIT,
]);

function convertValue(value: DuckDBValue, type: DuckDBType): unknown {
  if (value === null) return null;
  if (value instanceof DuckDBDecimalValue) return decimalTextToValue(value.toString());
  if (TEXT_TYPES.has(type.typeId)) return String(value);
  return normalizeJsValue(JSDuckDBValueConverter(value, type, JSDuckDBValueConverter));
}

export function duckdbResult(reader: DuckDBResultReader): QueryResult {
  const names = reader.columnNames();
  const types = reader.columnTypes();
  const columns = names.map((name, i) => {
    const type = types[i]?.toString() ?? 'NULL';
    return { name, type, typeGeneric: genericType(type) };
  });
  const rows = reader.getRows().map((row) => row.map((value, i) => convertValue(value, types[i] as DuckDBType)));
  return { columns, rows };
}

const isInMemory = (path: string): boolean => path === '' || path.startsWith(':memory:');

interface OpenState {
  instance: DuckDBInstance;
  pool: SimplePool<DuckDBConnection>;
}

class DuckDbConnection implements EngineConnection {
  private state: Promise<OpenState> | null = null;
  private inFlight = 0;
  private idle: (() => void)[] = [];
  private closed = false;
  private readonly unregister: () => void;

  constructor(
    private readonly path: string,
    private readonly options: Record<string, string>,
    private readonly poolSize: number,
  ) {
    this.unregister = isInMemory(path) ? () => undefined : registerDuckDbFileUser(path, this);
  }

  async open(): Promise<OpenState> {
    this.state ??= DuckDBInstance.create(this.path, this.options).then((instance) => ({
      instance,
      pool: new SimplePool(
        () => instance.connect(),
        (conn) => conn.closeSync(),
        this.poolSize,
      ),
    }));
    try {
      return await this.state;
    } catch (err) {
      this.state = null;
      throw err;
    }
  }

  private async withConnection<T>(fn: (conn: DuckDBConnection) => Promise<T>): Promise<T> {
    if (!isInMemory(this.path)) await waitForDuckDbFile(this.path);
    if (this.closed) throw new Error('The DuckDB connection is closed');
    this.inFlight += 1;
    try {
      const { pool } = await this.open();
      const conn = await pool.acquire();
      try {
        return await fn(conn);
      } finally {
        pool.release(conn);
      }
    } finally {
      this.inFlight -= 1;
      if (this.inFlight === 0) for (const notify of this.idle.splice(0)) notify();
    }
  }

  execute: EngineConnection['execute'] = (sql, opts = {}) =>
    runCancellable(opts, (onCancel) =>
      this.withConnection(async (conn) => {
        const guard = onCancel(() => conn.interrupt());
        try {
          return duckdbResult(await conn.runAndReadAll(sql));
        } finally {
          await guard.settle();
        }
      }),
    );

  private async rows(sql: string, params: string[]): Promise<unknown[][]> {
    return this.withConnection(async (conn) => (await conn.runAndReadAll(sql, params)).getRowsJS());
  }

  introspect: Introspector = {
    schemas: async () =>
      (
        await this.rows(
          `SELECT schema_name FROM information_schema.schemata
           WHERE catalog_name = current_database() AND schema_name NOT IN ('information_schema', 'pg_catalog')
           ORDER BY schema_name`,
          [],
        )
      ).map((r) => String(r[0])),
    tables: async (schema) =>
      (
        await this.rows(
          `SELECT table_name, table_type FROM information_schema.tables
           WHERE table_catalog = current_database() AND table_schema = $1 ORDER BY table_name`,
          [schema],
        )
      ).map((r) => ({ name: String(r[0]), type: r[1] === 'VIEW' ? ('view' as const) : ('table' as const) })),
    columns: async (schema, table) =>
      (
        await this.rows(
          `SELECT column_name, data_type, is_nullable FROM information_schema.columns
           WHERE table_catalog = current_database() AND table_schema = $1 AND table_name = $2
           ORDER BY ordinal_position`,
          [schema, table],
        )
      ).map(informationSchemaColumn),
    partitionColumns: async () => [],
  };

  /** See duckdb-files.ts: lets a writer in this process have the file to itself for a while. */
  async release(): Promise<void> {
    while (this.inFlight > 0) await new Promise<void>((done) => this.idle.push(done));
    const state = this.state;
    this.state = null;
    if (state === null) return;
    const { instance, pool } = await state.catch(() => ({ instance: null, pool: null }));
    pool?.close();
    instance?.closeSync();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.unregister();
    await this.release();
  }
}

export const duckdbSpec: EngineSpec = {
  engine: 'duckdb',
  name: 'DuckDB',
  defaultPort: null,
  requiredParameters: ['database'],
  defaultSchema: 'main',
  dialect: duckdbDialect,
  sqlParser: duckdbSqlParser,
  queryCost: duckdbQueryCost,
  tableFilters: duckdbTableFilters,
  /**
   * Files open READ_ONLY unless `extra.read_only` is false (one read-write process per file), and
   * with external access off (no reading server files through read_csv, no ATTACH) unless
   * `extra.allow_external_access` is true; the configuration is locked so SQL cannot undo either.
   */
  async connect(info: ConnectionInfo): Promise<EngineConnection> {
    const path = info.parameters.database?.trim() || ':memory:';
    const options: Record<string, string> = { lock_configuration: 'true' };
    if (!isInMemory(path) && info.extra.read_only !== false) options.access_mode = 'READ_ONLY';
    if (info.extra.allow_external_access !== true) options.enable_external_access = 'false';
    const poolSize = typeof info.extra.pool_size === 'number' && info.extra.pool_size > 0 ? info.extra.pool_size : 4;
    const connection = new DuckDbConnection(path, options, poolSize);
    try {
      await connection.open();
    } catch (err) {
      await connection.close();
      throw new EngineConnectionError('DuckDB', path, err);
    }
    return connection;
  },
};
