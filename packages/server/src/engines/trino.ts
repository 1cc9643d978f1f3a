import { BasicAuth, Trino, type QueryResult as TrinoResult } from 'trino-client';
import { runCancellable, type CancelGuard } from './cancellable.js';
import { mysqlStylePattern, readTemporalFormat, withMonthAndDay } from './date-format-sql.js';
import { decimalTextToValue, normalizeJsValue, temporalToMs } from './normalize.js';
import {
  appendLimit,
  applyGrain,
  formatUtcTimestamp,
  makeLiteral,
  quoteIdentifierWith,
  standardString,
  type GrainTemplates,
} from './sql-text.js';
import { trinoIntrospector } from './trino-introspect.js';
import { genericType, unwrapTypeName } from './type-generic.js';
import {
  EngineConnectionError,
  type ConnectionInfo,
  type Dialect,
  type EngineConnection,
  type EngineSpec,
  type QueryResult,
} from './types.js';
import { trinoSqlParser } from './sql-parsers.js';

const ts = (x: string): string => `CAST(${x} AS TIMESTAMP)`;
const trunc = (unit: string) => (x: string) => `date_trunc('${unit}', ${ts(x)})`;
/** Superset's idiom: truncate to the unit, then step back by the remainder of the grain. */
const back = (unit: string, n: number) => (x: string) =>
  `date_trunc('${unit}', ${ts(x)}) - interval '1' ${unit} * (${unit}(${ts(x)}) % ${n})`;

const TRINO_GRAINS: GrainTemplates = {
  PT1S: trunc('second'),
  PT5S: back('second', 5),
  PT30S: back('second', 30),
  PT1M: trunc('minute'),
  PT5M: back('minute', 5),
  PT10M: back('minute', 10),
  PT15M: back('minute', 15),
  PT30M: back('minute', 30),
  PT1H: trunc('hour'),
  PT6H: back('hour', 6),
  P1D: trunc('day'),
  P1W: trunc('week'),
  P1M: trunc('month'),
  P3M: trunc('quarter'),
  P1Y: trunc('year'),
  '1969-12-28T00:00:00Z/P1W': (x) => `date_trunc('week', ${ts(x)} + interval '1' day) - interval '1' day`,
  '1969-12-29T00:00:00Z/P1W': trunc('week'),
  'P1W/1970-01-03T00:00:00Z': (x) => `date_trunc('week', ${ts(x)} + interval '1' day) + interval '5' day`,
  'P1W/1970-01-04T00:00:00Z': (x) => `date_trunc('week', ${ts(x)}) + interval '6' day`,
};

const timestampLiteral = (value: Date): string => `TIMESTAMP '${formatUtcTimestamp(value)}'`;

/**
 * Superset's Trino spec reads epochs with from_unixtime; here in UTC, cast to a zoneless
 * timestamp. Patterns through date_parse (MySQL codes), a malformed value reading as NULL.
 */
const parseTemporal = (expr: string, format: string): string | null => {
  const f = readTemporalFormat(format);
  if (f === null) return null;
  if (f.kind === 'epoch_s') return `CAST(from_unixtime(${expr}, 'UTC') AS TIMESTAMP)`;
  if (f.kind === 'epoch_ms') return `CAST(from_unixtime(CAST(${expr} AS DOUBLE) / 1000, 'UTC') AS TIMESTAMP)`;
  const { parts, suffix } = withMonthAndDay(f.parts);
  const value = `CAST(${expr} AS VARCHAR)${suffix === '' ? '' : ` || ${standardString(suffix)}`}`;
  return `try(date_parse(${value}, ${standardString(mysqlStylePattern(parts))}))`;
};

/** Trino strings have no backslash escapes; it has no ILIKE; it wants OFFSET before LIMIT. */
export const trinoDialect: Dialect = {
  quoteIdentifier: quoteIdentifierWith('"'),
  literal: makeLiteral({ string: standardString, timestamp: timestampLiteral }),
  timeGrainExpression: (grain, expr) => applyGrain(TRINO_GRAINS, grain, expr),
  limit: (sql, limit, offset) => appendLimit(sql, limit, offset, 'offset-limit'),
  timestampLiteral,
  ilike: (expr, pattern) => `LOWER(${expr}) LIKE LOWER(${pattern})`,
  parseTemporal,
};

function converterFor(type: string): (value: unknown) => unknown {
  const t = unwrapTypeName(type).toLowerCase();
  if (t.startsWith('timestamp') || t === 'date') return temporalToMs;
  if (t.startsWith('decimal')) return (v) => (typeof v === 'string' ? decimalTextToValue(v) : v);
  return normalizeJsValue;
}

export function trinoResult(columns: { name: string; type: string }[], rows: unknown[][]): QueryResult {
  const convert = columns.map((c) => converterFor(c.type));
  return {
    columns: columns.map((c) => ({ name: c.name, type: c.type, typeGeneric: genericType(c.type) })),
    rows: rows.map((row) => row.map((v, i) => (convert[i] ?? normalizeJsValue)(v))),
  };
}

/**
 * trino-client keeps the POST answer, which holds the query id, private inside its iterator; it
 * is read from there so the query can be cancelled before the first rows arrive.
 */
function pendingQueryId(iterator: unknown): string | null {
  const inner: unknown = iterator && typeof iterator === 'object' ? Reflect.get(iterator, 'iter') : null;
  const result: unknown = inner && typeof inner === 'object' ? Reflect.get(inner, 'queryResult') : null;
  const id: unknown = result && typeof result === 'object' ? Reflect.get(result, 'id') : null;
  return typeof id === 'string' ? id : null;
}

export interface TrinoTarget {
  server: string;
  catalog: string | undefined;
  schema: string | undefined;
  user: string;
}

/** `database` is `catalog` or `catalog/schema`, as in Superset's trino:// URIs. */
export function trinoTarget(info: ConnectionInfo): TrinoTarget {
  const p = info.parameters;
  const port = p.port ?? 8080;
  const https = p.query?.protocol === 'https' || info.extra.http_scheme === 'https' || port === 443;
  const [catalog, schema] = (p.database ?? '').split('/').map((s) => s.trim() || undefined);
  return {
    server: `${https ? 'https' : 'http'}://${p.host ?? 'localhost'}:${port}`,
    catalog,
    schema,
    user: p.username || 'tessera',
  };
}

class TrinoConnection implements EngineConnection {
  constructor(private readonly client: Trino) {}

  execute: EngineConnection['execute'] = (sql, opts = {}) =>
    runCancellable(opts, async (onCancel): Promise<QueryResult> => {
      // The server's own limit backs up our cancel if the DELETE cannot get through.
      const session: Record<string, string> = opts.timeoutMs
        ? { query_max_run_time: `${Math.ceil(opts.timeoutMs / 1000) + 1}s` }
        : {};
      const iterator = await this.client.query({ query: sql, session });
      let abandoned = false;
      let guard: CancelGuard | undefined;
      try {
        const id = pendingQueryId(iterator);
        guard = onCancel(async () => {
          abandoned = true;
          if (id !== null) await this.client.cancel(id);
        });
        const columns: { name: string; type: string }[] = [];
        const rows: unknown[][] = [];
        let step: IteratorResult<TrinoResult> = await iterator.next();
        for (; !step.done && !abandoned; step = await iterator.next()) {
          if (step.value.error) throw new Error(step.value.error.message);
          if (columns.length === 0 && step.value.columns) columns.push(...step.value.columns);
          for (const row of step.value.data ?? []) rows.push(row);
        }
        if (step.done && step.value?.error) throw new Error(step.value.error.message);
        return trinoResult(columns, rows);
      } finally {
        await guard?.settle();
      }
    });

  introspect = trinoIntrospector((sql) => this.execute(sql), trinoDialect);

  async close(): Promise<void> {
    // trino-client holds no sockets between requests.
  }
}

export const trinoSpec: EngineSpec = {
  engine: 'trino',
  name: 'Trino',
  defaultPort: 8080,
  requiredParameters: ['host', 'port', 'username', 'database'],
  defaultSchema: null,
  dialect: trinoDialect,
  sqlParser: trinoSqlParser,
  async connect(info: ConnectionInfo): Promise<EngineConnection> {
    const target = trinoTarget(info);
    const password = info.password ?? info.parameters.password;
    const client = Trino.create({
      server: target.server,
      catalog: target.catalog,
      schema: target.schema,
      source: 'tessera',
      ...(password && { auth: new BasicAuth(target.user, password) }),
      extraHeaders: { 'X-Trino-User': target.user, 'X-Trino-Time-Zone': 'UTC' },
    });
    const connection = new TrinoConnection(client);
    try {
      const timeoutMs = typeof info.extra.connect_timeout_ms === 'number' ? info.extra.connect_timeout_ms : 10_000;
      await connection.execute('SELECT 1', { timeoutMs });
    } catch (err) {
      throw new EngineConnectionError('Trino', target.server, err);
    }
    return connection;
  },
};
