import { TYPE_GENERIC, type TypeGeneric } from '@tessera/core';
import { fixedWidthFields, readTemporalFormat } from './date-format-sql.js';
import { normalizeJsValue, temporalToMs } from './normalize.js';
import {
  appendLimit,
  applyGrain,
  formatUtcTimestamp,
  makeLiteral,
  quoteIdentifierWith,
  standardString,
  type GrainTemplates,
} from './sql-text.js';
import { sqliteGenericType } from './type-generic.js';
import { SqliteThread } from './sqlite-thread.js';
import {
  EngineConnectionError,
  type ConnectionInfo,
  type Dialect,
  type EngineConnection,
  type EngineSpec,
  type Introspector,
  type QueryResult,
  type ResultColumn,
} from './types.js';
import { sqliteSqlParser } from './sql-parsers.js';

const epoch = (x: string): string => `CAST(STRFTIME('%s', ${x}) AS INTEGER)`;
/** SQLite's % keeps the dividend's sign, so ((e % n) + n) % n floors times before 1970 too. */
const floorSeconds = (n: number) => (x: string) =>
  `DATETIME(${epoch(x)} - ((${epoch(x)} % ${n} + ${n}) % ${n}), 'unixepoch')`;

// Times are ISO-8601 text, as in Superset; every grain yields 'YYYY-MM-DD HH:MM:SS' text.
// 'weekday N' moves forward to the next day N unless already there, hence '-6 days' first for week starts.
const SQLITE_GRAINS: GrainTemplates = {
  PT1S: (x) => `DATETIME(${x})`,
  PT5S: floorSeconds(5),
  PT30S: floorSeconds(30),
  PT1M: (x) => `STRFTIME('%Y-%m-%d %H:%M:00', ${x})`,
  PT5M: floorSeconds(300),
  PT10M: floorSeconds(600),
  PT15M: floorSeconds(900),
  PT30M: floorSeconds(1800),
  PT1H: (x) => `STRFTIME('%Y-%m-%d %H:00:00', ${x})`,
  PT6H: floorSeconds(21600),
  P1D: (x) => `DATETIME(${x}, 'start of day')`,
  P1W: (x) => `DATETIME(${x}, 'start of day', '-6 days', 'weekday 1')`,
  P1M: (x) => `DATETIME(${x}, 'start of month')`,
  P3M: (x) => `DATETIME(${x}, 'start of month', '-' || ((CAST(STRFTIME('%m', ${x}) AS INTEGER) - 1) % 3) || ' months')`,
  P1Y: (x) => `DATETIME(${x}, 'start of year')`,
  '1969-12-28T00:00:00Z/P1W': (x) => `DATETIME(${x}, 'start of day', '-6 days', 'weekday 0')`,
  '1969-12-29T00:00:00Z/P1W': (x) => `DATETIME(${x}, 'start of day', '-6 days', 'weekday 1')`,
  'P1W/1970-01-03T00:00:00Z': (x) => `DATETIME(${x}, 'start of day', 'weekday 6')`,
  'P1W/1970-01-04T00:00:00Z': (x) => `DATETIME(${x}, 'start of day', 'weekday 0')`,
};

/** Plain text: SQLite compares times as text, so the literal must look like the stored values. */
const timestampLiteral = (value: Date): string => `'${formatUtcTimestamp(value)}'`;

/** Python's %y: 69–99 are 1969–1999, 00–68 are 2000–2068. */
const twoDigitYear = (n: string): string => `(CASE WHEN ${n} < 69 THEN 2000 + ${n} ELSE 1900 + ${n} END)`;

/**
 * Epochs as Superset's SqliteEngineSpec writes them ('unixepoch'). SQLite has no date parser, so
 * a pattern is read field by field from fixed positions into DATETIME's text; formats with
 * month names, a 12-hour clock or a day of the year are beyond it.
 */
const parseTemporal = (expr: string, format: string): string | null => {
  const f = readTemporalFormat(format);
  if (f === null) return null;
  if (f.kind === 'epoch_s') return `DATETIME(${expr}, 'unixepoch')`;
  if (f.kind === 'epoch_ms') return `DATETIME((${expr}) / 1000.0, 'unixepoch')`;
  const fields = fixedWidthFields(f.parts);
  if (fields === null) return null;
  const at = (d: string, fallback: string): string => {
    const x = fields.find((p) => p.directive === d);
    return x ? `CAST(SUBSTR(CAST(${expr} AS TEXT), ${x.start}, ${x.length}) AS INTEGER)` : fallback;
  };
  const year = fields.some((p) => p.directive === 'Y') ? at('Y', '1900') : twoDigitYear(at('y', '0'));
  const parts = [year, at('m', '1'), at('d', '1'), at('H', '0'), at('M', '0'), at('S', '0')];
  return `DATETIME(PRINTF('%04d-%02d-%02d %02d:%02d:%02d', ${parts.join(', ')}))`;
};

export const sqliteDialect: Dialect = {
  quoteIdentifier: quoteIdentifierWith('"'),
  literal: makeLiteral({ string: standardString, timestamp: timestampLiteral }),
  timeGrainExpression: (grain, expr) => applyGrain(SQLITE_GRAINS, grain, expr),
  limit: (sql, limit, offset) => appendLimit(sql, limit, offset),
  timestampLiteral,
  ilike: (expr, pattern) => `LOWER(${expr}) LIKE LOWER(${pattern})`,
  parseTemporal,
};

const DATETIME_TEXT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d+)?$/;

interface ColumnPlan {
  column: ResultColumn;
  convert: (value: unknown) => unknown;
}

/**
 * Expressions have no declared type in SQLite; their kind is read from the values. Text that is
 * entirely `YYYY-MM-DD HH:MM:SS` (what DATETIME() and the grain expressions produce) is a time.
 */
function planColumn(name: string, declared: string | null, values: unknown[], temporal: boolean): ColumnPlan {
  const toMs = (v: unknown) => temporalToMs(normalizeJsValue(v));
  if (declared) {
    const generic = temporal ? TYPE_GENERIC.TEMPORAL : sqliteGenericType(declared);
    const convert =
      generic === TYPE_GENERIC.TEMPORAL
        ? toMs
        : generic === TYPE_GENERIC.BOOLEAN
          ? (v: unknown) => (v === null ? null : Boolean(normalizeJsValue(v)))
          : normalizeJsValue;
    return { column: { name, type: declared, typeGeneric: generic }, convert };
  }
  const present = values.filter((v) => v !== null);
  const looksTemporal =
    temporal || (present.length > 0 && present.every((v) => typeof v === 'string' && DATETIME_TEXT.test(v)));
  if (looksTemporal) return { column: { name, type: 'DATETIME', typeGeneric: TYPE_GENERIC.TEMPORAL }, convert: toMs };
  const first = present[0];
  const [type, generic]: [string, TypeGeneric] =
    typeof first === 'number' || typeof first === 'bigint'
      ? ['NUMERIC', TYPE_GENERIC.NUMERIC]
      : first instanceof Uint8Array
        ? ['BLOB', TYPE_GENERIC.STRING]
        : ['TEXT', TYPE_GENERIC.STRING];
  return { column: { name, type, typeGeneric: generic }, convert: normalizeJsValue };
}

class SqliteConnection implements EngineConnection {
  constructor(private readonly thread: SqliteThread) {}

  /** On the database's own thread (sqlite-thread.ts): a cancel or a timeout stops the statement in SQLite. */
  async execute(sql: string, opts: Parameters<EngineConnection['execute']>[1] = {}): Promise<QueryResult> {
    const { columns, rows: raw } = await this.thread.run(sql, [], { signal: opts.signal, timeoutMs: opts.timeoutMs });
    const temporal = new Set(opts.temporalColumns ?? []);
    const plans = columns.map((c, i) =>
      planColumn(
        c.name,
        c.type,
        raw.map((r) => r[i]),
        temporal.has(c.name),
      ),
    );
    return {
      columns: plans.map((p) => p.column),
      rows: raw.map((row) => row.map((v, i) => (plans[i] as ColumnPlan).convert(v))),
    };
  }

  private async all(sql: string, ...params: string[]): Promise<unknown[][]> {
    return (await this.thread.run(sql, params)).rows;
  }

  introspect: Introspector = {
    schemas: async () =>
      (await this.all('SELECT name FROM pragma_database_list WHERE name <> ? ORDER BY seq', 'temp')).map((r) =>
        String(r[0]),
      ),
    tables: async (schema) =>
      (
        await this.all(
          `SELECT name, type FROM ${sqliteDialect.quoteIdentifier(schema)}.sqlite_master
         WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name`,
        )
      ).map((r) => ({ name: String(r[0]), type: r[1] === 'view' ? ('view' as const) : ('table' as const) })),
    columns: async (schema, table) =>
      (await this.all('SELECT name, type, "notnull" FROM pragma_table_info(?, ?) ORDER BY cid', table, schema)).map(
        (r) => ({
          name: String(r[0]),
          type: String(r[1]),
          typeGeneric: sqliteGenericType(String(r[1])),
          nullable: Number(r[2]) === 0,
        }),
      ),
    partitionColumns: async () => [],
  };

  async close(): Promise<void> {
    await this.thread.close();
  }
}

export const sqliteSpec: EngineSpec = {
  engine: 'sqlite',
  name: 'SQLite',
  defaultPort: null,
  requiredParameters: ['database'],
  defaultSchema: 'main',
  dialect: sqliteDialect,
  sqlParser: sqliteSqlParser,
  /** Files open read-only (and must exist) unless `extra.read_only` is false. */
  async connect(info: ConnectionInfo): Promise<EngineConnection> {
    const path = info.parameters.database?.trim() || ':memory:';
    const memory = path === ':memory:';
    const readonly = !memory && info.extra.read_only !== false;
    const thread = new SqliteThread(path, { readonly, fileMustExist: readonly, timeout: 5000 });
    try {
      await thread.open();
    } catch (err) {
      throw new EngineConnectionError('SQLite', path, err);
    }
    return new SqliteConnection(thread);
  },
};
