import { postgresQueryCost } from './query-cost.js';
import pg from 'pg';
import { runCancellable, type CancelGuard } from './cancellable.js';
import { postgresPattern, readTemporalFormat } from './date-format-sql.js';
import { decimalTextToValue, integerTextToValue, normalizeJsValue, parseTimestampText } from './normalize.js';
import { postgresIntrospector, type PgQuery } from './postgres-introspect.js';
import {
  appendLimit,
  applyGrain,
  formatUtcTimestamp,
  makeLiteral,
  quoteIdentifierWith,
  standardString,
  type GrainTemplates,
} from './sql-text.js';
import { genericType } from './type-generic.js';
import {
  EngineConnectionError,
  type ConnectionInfo,
  type Dialect,
  type EngineConnection,
  type EngineSpec,
  type QueryResult,
} from './types.js';
import { postgresSqlParser } from './sql-parsers.js';

const trunc = (part: string) => (x: string) => `DATE_TRUNC('${part}', ${x})`;
/**
 * Superset's idiom: truncate to the enclosing unit, then add whole steps of the grain. EXTRACT
 * reads a truncated value because EXTRACT(MINUTE FROM <date>) is an error, DATE_TRUNC of a date is not.
 */
const steps = (outer: string, step: string, field: string, n: number) => (x: string) =>
  `DATE_TRUNC('${outer}', ${x}) + INTERVAL '${n} ${step}' * FLOOR(EXTRACT(${field} FROM DATE_TRUNC('${field.toLowerCase()}', ${x})) / ${n})`;

const POSTGRES_GRAINS: GrainTemplates = {
  PT1S: trunc('second'),
  PT5S: steps('minute', 'seconds', 'SECOND', 5),
  PT30S: steps('minute', 'seconds', 'SECOND', 30),
  PT1M: trunc('minute'),
  PT5M: steps('hour', 'minutes', 'MINUTE', 5),
  PT10M: steps('hour', 'minutes', 'MINUTE', 10),
  PT15M: steps('hour', 'minutes', 'MINUTE', 15),
  PT30M: steps('hour', 'minutes', 'MINUTE', 30),
  PT1H: trunc('hour'),
  PT6H: steps('day', 'hours', 'HOUR', 6),
  P1D: trunc('day'),
  P1W: trunc('week'),
  P1M: trunc('month'),
  P3M: trunc('quarter'),
  P1Y: trunc('year'),
  '1969-12-28T00:00:00Z/P1W': (x) => `DATE_TRUNC('week', (${x}) + INTERVAL '1 day') - INTERVAL '1 day'`,
  '1969-12-29T00:00:00Z/P1W': trunc('week'),
  'P1W/1970-01-03T00:00:00Z': (x) => `DATE_TRUNC('week', (${x}) + INTERVAL '1 day') + INTERVAL '5 days'`,
  'P1W/1970-01-04T00:00:00Z': (x) => `DATE_TRUNC('week', ${x}) + INTERVAL '6 days'`,
};

const timestampLiteral = (value: Date): string => `TIMESTAMP '${formatUtcTimestamp(value)}'`;

/**
 * Epochs as Superset's PostgresEngineSpec.epoch_to_dttm writes them; patterns through
 * TO_TIMESTAMP, whose zone is the session's UTC, so the cast back keeps the wall clock.
 */
const parseTemporal = (expr: string, format: string): string | null => {
  const f = readTemporalFormat(format);
  if (f === null) return null;
  if (f.kind === 'epoch_s') return `(TIMESTAMP 'epoch' + (${expr}) * INTERVAL '1 second')`;
  if (f.kind === 'epoch_ms') return `(TIMESTAMP 'epoch' + (${expr}) * INTERVAL '1 millisecond')`;
  return `CAST(TO_TIMESTAMP(CAST(${expr} AS TEXT), ${standardString(postgresPattern(f.parts))}) AS TIMESTAMP)`;
};

/** Strings use standard quoting; connections force standard_conforming_strings=on so `\` is literal. */
export const postgresDialect: Dialect = {
  quoteIdentifier: quoteIdentifierWith('"'),
  literal: makeLiteral({ string: standardString, timestamp: timestampLiteral }),
  timeGrainExpression: (grain, expr) => applyGrain(POSTGRES_GRAINS, grain, expr),
  limit: (sql, limit, offset) => appendLimit(sql, limit, offset),
  timestampLiteral,
  ilike: (expr, pattern) => `${expr} ILIKE ${pattern}`,
  parseTemporal,
};

const asTimestamp = (text: string): unknown => parseTimestampText(text) ?? text;
const asText = (text: string): string => text;

/** Text-format parsers by type OID; the rest fall back to pg's own. */
const PARSERS: Record<number, (text: string) => unknown> = {
  20: integerTextToValue,
  1700: decimalTextToValue,
  1082: asTimestamp,
  1114: asTimestamp,
  1184: asTimestamp,
  114: asText,
  3802: asText,
};

const getTypeParser = (oid: number, format?: 'text' | 'binary'): ((text: string) => unknown) =>
  PARSERS[oid] ?? pg.types.getTypeParser(oid, format);

/** Names pg_type gives the common built-in OIDs; others are looked up once per pool. */
const BUILTIN_TYPE_NAMES: Record<number, string> = {
  16: 'boolean',
  17: 'bytea',
  18: '"char"',
  19: 'name',
  20: 'bigint',
  21: 'smallint',
  23: 'integer',
  25: 'text',
  26: 'oid',
  114: 'json',
  700: 'real',
  701: 'double precision',
  1042: 'character',
  1043: 'character varying',
  1082: 'date',
  1083: 'time without time zone',
  1114: 'timestamp without time zone',
  1184: 'timestamp with time zone',
  1186: 'interval',
  1266: 'time with time zone',
  1700: 'numeric',
  2950: 'uuid',
  3802: 'jsonb',
};

function pgConfig(info: ConnectionInfo): pg.PoolConfig {
  const p = info.parameters;
  const sslmode = p.query?.sslmode;
  const extra = info.extra;
  return {
    host: p.host,
    port: p.port ?? 5432,
    user: p.username,
    password: info.password ?? p.password,
    database: p.database,
    ssl:
      sslmode && !['disable', 'allow', 'prefer'].includes(sslmode)
        ? { rejectUnauthorized: sslmode === 'verify-full' || sslmode === 'verify-ca' }
        : undefined,
    application_name: 'tessera',
    // UTC so DATE_TRUNC on timestamptz buckets by UTC days; standard strings so literal() stays safe.
    options: '-c TimeZone=UTC -c standard_conforming_strings=on',
    connectionTimeoutMillis: typeof extra.connect_timeout_ms === 'number' ? extra.connect_timeout_ms : 10_000,
    idleTimeoutMillis: 30_000,
    max: typeof extra.pool_size === 'number' && extra.pool_size > 0 ? extra.pool_size : 5,
    types: { getTypeParser },
  };
}

class PostgresConnection implements EngineConnection {
  private readonly typeNames = new Map<number, string>(
    Object.entries(BUILTIN_TYPE_NAMES).map(([k, v]) => [Number(k), v]),
  );

  constructor(
    private readonly pool: pg.Pool,
    private readonly config: pg.PoolConfig,
  ) {}

  /** The backend pid from the startup BackendKeyData, which pg keeps but does not type. */
  private static async backendPid(client: pg.PoolClient): Promise<number> {
    const known: unknown = Reflect.get(client, 'processID');
    if (typeof known === 'number') return known;
    const res = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    return Number(res.rows[0]?.pid);
  }

  /** Cancels over a fresh connection: the pool may be exhausted by the very queries to cancel. */
  private async cancelBackend(pid: number): Promise<void> {
    const client = new pg.Client({ ...this.config, types: undefined });
    await client.connect();
    try {
      await client.query('SELECT pg_cancel_backend($1)', [pid]);
    } finally {
      await client.end();
    }
  }

  private async columnTypeNames(client: pg.PoolClient, oids: number[]): Promise<void> {
    const unknown = [...new Set(oids)].filter((oid) => !this.typeNames.has(oid));
    if (unknown.length === 0) return;
    const res = await client.query<{ oid: number; name: string }>(
      'SELECT oid::int AS oid, format_type(oid, NULL) AS name FROM pg_type WHERE oid = ANY($1::oid[])',
      [unknown],
    );
    for (const row of res.rows) this.typeNames.set(row.oid, row.name);
  }

  execute: EngineConnection['execute'] = (sql, opts = {}) =>
    runCancellable(opts, async (onCancel): Promise<QueryResult> => {
      const client = await this.pool.connect();
      let guard: CancelGuard | undefined;
      try {
        const pid = await PostgresConnection.backendPid(client);
        guard = onCancel(() => this.cancelBackend(pid));
        const res = await client.query({ text: sql, rowMode: 'array' });
        // Several statements yield an array of results; the last one is what the user sees.
        const last: pg.QueryArrayResult = Array.isArray(res) ? (res.at(-1) as pg.QueryArrayResult) : res;
        const fields = last.fields ?? [];
        await this.columnTypeNames(
          client,
          fields.map((f) => f.dataTypeID),
        );
        const columns = fields.map((f) => {
          const type = this.typeNames.get(f.dataTypeID) ?? String(f.dataTypeID);
          return { name: f.name, type, typeGeneric: genericType(type) };
        });
        const rows = (last.rows ?? []).map((row: unknown[]) => row.map(normalizeJsValue));
        return { columns, rows };
      } finally {
        await guard?.settle();
        client.release();
      }
    });

  private readonly query: PgQuery = async (sql, params) =>
    (await this.pool.query({ text: sql, values: params, rowMode: 'array' })).rows;

  introspect = postgresIntrospector(this.query);

  async close(): Promise<void> {
    await this.pool.end();
  }
}

export const postgresSpec: EngineSpec = {
  engine: 'postgresql',
  name: 'PostgreSQL',
  defaultPort: 5432,
  requiredParameters: ['host', 'port', 'username', 'database'],
  defaultSchema: 'public',
  dialect: postgresDialect,
  sqlParser: postgresSqlParser,
  queryCost: postgresQueryCost,
  async connect(info: ConnectionInfo): Promise<EngineConnection> {
    const config = pgConfig(info);
    const pool = new pg.Pool(config);
    // An idle client losing its server emits 'error' on the pool; unhandled, it would end the process.
    pool.on('error', () => undefined);
    try {
      (await pool.connect()).release();
    } catch (err) {
      await pool.end().catch(() => undefined);
      throw new EngineConnectionError('PostgreSQL', `${config.host ?? 'localhost'}:${config.port}`, err);
    }
    return new PostgresConnection(pool, config);
  },
};
