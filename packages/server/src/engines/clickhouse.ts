import { randomUUID } from 'node:crypto';
import { ClickHouseLogLevel, createClient, type ClickHouseClient, type ClickHouseSettings } from '@clickhouse/client';
import { runCancellable, type CancelGuard } from './cancellable.js';
import { mysqlStylePattern, readTemporalFormat, withMonthAndDay } from './date-format-sql.js';
import { decimalTextToValue, integerTextToValue, normalizeJsValue, temporalToMs } from './normalize.js';
import { appendLimit, applyGrain, assertNoNul, backslashString, formatUtcTimestamp, makeLiteral } from './sql-text.js';
import type { GrainTemplates } from './sql-text.js';
import { genericType, unwrapTypeName } from './type-generic.js';
import {
  EngineConnectionError,
  type ConnectionInfo,
  type Dialect,
  type EngineConnection,
  type EngineSpec,
  type Introspector,
  type QueryResult,
} from './types.js';
import { clickhouseSqlParser } from './sql-parsers.js';

/** Every grain works on a DateTime in UTC, whatever the column's or server's time zone. */
const utc = (x: string): string => `toDateTime(${x}, 'UTC')`;
const interval = (n: number, unit: string) => (x: string) => `toStartOfInterval(${utc(x)}, INTERVAL ${n} ${unit})`;
/** toStartOfWeek/Month/Quarter/Year return Date; cast back so the grain is a DateTime. */
const dateGrain = (fn: (dt: string) => string) => (x: string) => `toDateTime(${fn(utc(x))}, 'UTC')`;

const CLICKHOUSE_GRAINS: GrainTemplates = {
  PT1S: interval(1, 'SECOND'),
  PT5S: interval(5, 'SECOND'),
  PT30S: interval(30, 'SECOND'),
  PT1M: interval(1, 'MINUTE'),
  PT5M: interval(5, 'MINUTE'),
  PT10M: interval(10, 'MINUTE'),
  PT15M: interval(15, 'MINUTE'),
  PT30M: interval(30, 'MINUTE'),
  PT1H: interval(1, 'HOUR'),
  PT6H: interval(6, 'HOUR'),
  P1D: (x) => `toStartOfDay(${utc(x)})`,
  P1W: dateGrain((dt) => `toStartOfWeek(${dt}, 1)`),
  P1M: dateGrain((dt) => `toStartOfMonth(${dt})`),
  P3M: dateGrain((dt) => `toStartOfQuarter(${dt})`),
  P1Y: dateGrain((dt) => `toStartOfYear(${dt})`),
  '1969-12-28T00:00:00Z/P1W': dateGrain((dt) => `toStartOfWeek(${dt}, 0)`),
  '1969-12-29T00:00:00Z/P1W': dateGrain((dt) => `toStartOfWeek(${dt}, 1)`),
  'P1W/1970-01-03T00:00:00Z': dateGrain((dt) => `addDays(toStartOfWeek(${dt}, 0), 6)`),
  'P1W/1970-01-04T00:00:00Z': dateGrain((dt) => `addDays(toStartOfWeek(${dt}, 1), 6)`),
};

const timestampLiteral = (value: Date): string => {
  const text = formatUtcTimestamp(value);
  return text.includes('.') ? `toDateTime64('${text}', 3, 'UTC')` : `toDateTime('${text}', 'UTC')`;
};

/** Epochs and patterns read in UTC; parseDateTime takes MySQL's codes, a malformed value reading as NULL. */
const parseTemporal = (expr: string, format: string): string | null => {
  const f = readTemporalFormat(format);
  if (f === null) return null;
  if (f.kind === 'epoch_s') return `toDateTime(${expr}, 'UTC')`;
  if (f.kind === 'epoch_ms') return `fromUnixTimestamp64Milli(toInt64(${expr}), 'UTC')`;
  const { parts, suffix } = withMonthAndDay(f.parts);
  const value = suffix === '' ? `toString(${expr})` : `concat(toString(${expr}), ${backslashString(suffix)})`;
  return `parseDateTimeOrNull(${value}, ${backslashString(mysqlStylePattern(parts))}, 'UTC')`;
};

/** Backslash is an escape inside ClickHouse identifiers as in strings, so both are escaped. */
const quoteIdentifier = (name: string): string => {
  if (name.length === 0) throw new Error('An identifier cannot be empty');
  assertNoNul(name);
  return `\`${name.replaceAll('\\', '\\\\').replaceAll('`', '``')}\``;
};

export const clickhouseDialect: Dialect = {
  quoteIdentifier,
  literal: makeLiteral({
    string: backslashString,
    timestamp: timestampLiteral,
    booleans: { true: 'true', false: 'false' },
  }),
  timeGrainExpression: (grain, expr) => applyGrain(CLICKHOUSE_GRAINS, grain, expr),
  limit: (sql, limit, offset) => appendLimit(sql, limit, offset),
  timestampLiteral,
  ilike: (expr, pattern) => `ilike(${expr}, ${pattern})`,
  parseTemporal,
};

/**
 * Results come as JSON with 64-bit integers and decimals quoted (exact) and times in ISO UTC.
 * Column names win over select aliases, as elsewhere: otherwise `SUM(x) AS x` or
 * `toStartOfDay(ts) AS ts` would rewrite every other `x`/`ts` in the query, WHERE included.
 */
export const CLICKHOUSE_SESSION_SETTINGS: ClickHouseSettings = {
  date_time_output_format: 'iso',
  output_format_json_quote_64bit_integers: 1,
  output_format_json_quote_decimals: 1,
  prefer_column_name_to_alias: 1,
};

function converterFor(type: string): (value: unknown) => unknown {
  const t = unwrapTypeName(type);
  if (/^(Date|Date32|DateTime|DateTime64)\b/.test(t)) return temporalToMs;
  if (/^U?Int(64|128|256)$/.test(t)) return (v) => (typeof v === 'string' ? integerTextToValue(v) : v);
  if (/^Decimal/.test(t)) return (v) => (typeof v === 'string' ? decimalTextToValue(v) : v);
  return normalizeJsValue;
}

interface CompactJson {
  meta?: { name: string; type: string }[];
  data: unknown[][];
}

export const clickhouseIntrospectionSql = {
  schemas:
    "SELECT name FROM system.databases WHERE name NOT IN ('system', 'INFORMATION_SCHEMA', 'information_schema') ORDER BY name",
  tables: 'SELECT name, engine FROM system.tables WHERE database = {schema:String} AND NOT is_temporary ORDER BY name',
  columns:
    'SELECT name, type, is_in_partition_key FROM system.columns WHERE database = {schema:String} AND table = {table:String} ORDER BY position',
  // is_in_partition_key is ClickHouse's own reading of system.tables.partition_key (e.g. toYYYYMM(day)).
  partitionColumns:
    'SELECT name FROM system.columns WHERE database = {schema:String} AND table = {table:String} AND is_in_partition_key ORDER BY position',
};

const VIEW_ENGINES = new Set(['View', 'MaterializedView', 'LiveView', 'WindowView']);

class ClickHouseConnection implements EngineConnection {
  constructor(private readonly client: ClickHouseClient) {}

  private async kill(queryId: string): Promise<void> {
    await this.client.command({ query: `KILL QUERY WHERE query_id = ${clickhouseDialect.literal(queryId)} ASYNC` });
  }

  execute: EngineConnection['execute'] = (sql, opts = {}) =>
    runCancellable(opts, async (onCancel): Promise<QueryResult> => {
      const queryId = randomUUID();
      const abort = new AbortController();
      const guard: CancelGuard = onCancel(async () => {
        abort.abort();
        await this.kill(queryId);
      });
      try {
        const result = await this.client.query({
          query: sql,
          format: 'JSONCompact',
          query_id: queryId,
          abort_signal: abort.signal,
          // The server's own limit backs up KILL QUERY if it cannot get through.
          clickhouse_settings: opts.timeoutMs ? { max_execution_time: Math.ceil(opts.timeoutMs / 1000) + 1 } : {},
        });
        const json = await result.json<unknown[]>();
        return clickhouseResult(json);
      } finally {
        await guard.settle();
      }
    });

  private async rows(query: string, params: Record<string, string>): Promise<unknown[][]> {
    const result = await this.client.query({ query, format: 'JSONCompact', query_params: params });
    return (await result.json<unknown[]>()).data;
  }

  introspect: Introspector = {
    schemas: async () => (await this.rows(clickhouseIntrospectionSql.schemas, {})).map((r) => String(r[0])),
    tables: async (schema) =>
      (await this.rows(clickhouseIntrospectionSql.tables, { schema })).map((r) => ({
        name: String(r[0]),
        type: VIEW_ENGINES.has(String(r[1])) ? ('view' as const) : ('table' as const),
      })),
    columns: async (schema, table) =>
      (await this.rows(clickhouseIntrospectionSql.columns, { schema, table })).map((r) => ({
        name: String(r[0]),
        type: String(r[1]),
        typeGeneric: genericType(String(r[1])),
        nullable: String(r[1]).startsWith('Nullable('),
        ...(Number(r[2]) === 1 && { isPartition: true }),
      })),
    partitionColumns: async (schema, table) =>
      (await this.rows(clickhouseIntrospectionSql.partitionColumns, { schema, table })).map((r) => String(r[0])),
  };

  async close(): Promise<void> {
    await this.client.close();
  }
}

export function clickhouseResult(json: CompactJson): QueryResult {
  const meta = json.meta ?? [];
  const convert = meta.map((m) => converterFor(m.type));
  return {
    columns: meta.map((m) => ({ name: m.name, type: m.type, typeGeneric: genericType(m.type) })),
    rows: json.data.map((row) => row.map((v, i) => (convert[i] ?? normalizeJsValue)(v))),
  };
}

export function clickhouseUrl(info: ConnectionInfo): string {
  const p = info.parameters;
  const secure = p.query?.protocol === 'https' || p.query?.secure === 'true' || info.extra.secure === true;
  return `${secure ? 'https' : 'http'}://${p.host ?? 'localhost'}:${p.port ?? (secure ? 8443 : 8123)}`;
}

export const clickhouseSpec: EngineSpec = {
  engine: 'clickhousedb',
  name: 'ClickHouse',
  defaultPort: 8123,
  requiredParameters: ['host', 'port', 'username', 'database'],
  defaultSchema: 'default',
  dialect: clickhouseDialect,
  sqlParser: clickhouseSqlParser,
  async connect(info: ConnectionInfo): Promise<EngineConnection> {
    const url = clickhouseUrl(info);
    const p = info.parameters;
    const client = createClient({
      url,
      username: p.username || 'default',
      password: info.password ?? p.password ?? '',
      database: p.database || 'default',
      application: 'tessera',
      max_open_connections: typeof info.extra.pool_size === 'number' ? info.extra.pool_size : 10,
      clickhouse_settings: CLICKHOUSE_SESSION_SETTINGS,
      // Failures reach the caller as errors; the client's own logging would repeat every cancel.
      log: { level: ClickHouseLogLevel.OFF },
    });
    const ping = await client.ping({ select: true });
    if (!ping.success) {
      await client.close();
      throw new EngineConnectionError('ClickHouse', url, ping.error);
    }
    return new ClickHouseConnection(client);
  },
};
