import mysql from 'mysql2/promise';
import { runCancellable, type CancelGuard } from './cancellable.js';
import { mysqlStylePattern, readTemporalFormat, withMonthAndDay } from './date-format-sql.js';
import { decimalTextToValue, normalizeJsValue, parseTimestampText } from './normalize.js';
import {
  appendLimit,
  applyGrain,
  backslashString,
  formatUtcTimestamp,
  makeLiteral,
  quoteIdentifierWith,
  type GrainTemplates,
} from './sql-text.js';
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
import { mysqlSqlParser } from './sql-parsers.js';

/** Sub-day grains all divide a day, so flooring the seconds since midnight is flooring since the epoch. */
const seconds = (n: number) => (x: string) => `DATE(${x}) + INTERVAL (FLOOR(TIME_TO_SEC(${x}) / ${n}) * ${n}) SECOND`;
const asDatetime = (date: string): string => `CAST(${date} AS DATETIME)`;

// Calendar grains build a DATE and cast it, so every grain yields DATETIME.
const MYSQL_GRAINS: GrainTemplates = {
  PT1S: seconds(1),
  PT5S: seconds(5),
  PT30S: seconds(30),
  PT1M: seconds(60),
  PT5M: seconds(300),
  PT10M: seconds(600),
  PT15M: seconds(900),
  PT30M: seconds(1800),
  PT1H: seconds(3600),
  PT6H: seconds(21600),
  P1D: (x) => asDatetime(`DATE(${x})`),
  P1W: (x) => asDatetime(`DATE(${x}) - INTERVAL WEEKDAY(${x}) DAY`),
  P1M: (x) => asDatetime(`DATE(${x}) - INTERVAL (DAYOFMONTH(${x}) - 1) DAY`),
  P3M: (x) => asDatetime(`MAKEDATE(YEAR(${x}), 1) + INTERVAL (QUARTER(${x}) - 1) QUARTER`),
  P1Y: (x) => asDatetime(`MAKEDATE(YEAR(${x}), 1)`),
  '1969-12-28T00:00:00Z/P1W': (x) => asDatetime(`DATE(${x}) - INTERVAL (DAYOFWEEK(${x}) - 1) DAY`),
  '1969-12-29T00:00:00Z/P1W': (x) => asDatetime(`DATE(${x}) - INTERVAL WEEKDAY(${x}) DAY`),
  'P1W/1970-01-03T00:00:00Z': (x) => asDatetime(`DATE(${x}) + INTERVAL (7 - DAYOFWEEK(${x})) DAY`),
  'P1W/1970-01-04T00:00:00Z': (x) => asDatetime(`DATE(${x}) + INTERVAL (6 - WEEKDAY(${x})) DAY`),
};

const timestampLiteral = (value: Date): string => `TIMESTAMP '${formatUtcTimestamp(value)}'`;

const EPOCH = "TIMESTAMP '1970-01-01 00:00:00'";

/**
 * Epochs added to 1970 rather than Superset's from_unixtime, which depends on the session zone
 * and gives NULL before 1970; patterns through STR_TO_DATE (NULL for a malformed value).
 */
const parseTemporal = (expr: string, format: string): string | null => {
  const f = readTemporalFormat(format);
  if (f === null) return null;
  if (f.kind === 'epoch_s') return `TIMESTAMPADD(SECOND, ${expr}, ${EPOCH})`;
  if (f.kind === 'epoch_ms') return `TIMESTAMPADD(MICROSECOND, (${expr}) * 1000, ${EPOCH})`;
  const { parts, suffix } = withMonthAndDay(f.parts);
  const value = suffix === '' ? expr : `CONCAT(${expr}, ${backslashString(suffix)})`;
  const type = parts.some((p) => 'directive' in p && p.directive === 'f') ? 'DATETIME(6)' : 'DATETIME';
  return `CAST(STR_TO_DATE(${value}, ${backslashString(mysqlStylePattern(parts))}) AS ${type})`;
};

/** MySQL and MariaDB. Backslashes are escapes in their strings; sessions clear NO_BACKSLASH_ESCAPES. */
export const mysqlDialect: Dialect = {
  quoteIdentifier: quoteIdentifierWith('`'),
  literal: makeLiteral({ string: backslashString, timestamp: timestampLiteral }),
  timeGrainExpression: (grain, expr) => applyGrain(MYSQL_GRAINS, grain, expr),
  limit: (sql, limit, offset) => appendLimit(sql, limit, offset),
  timestampLiteral,
  ilike: (expr, pattern) => `LOWER(${expr}) LIKE LOWER(${pattern})`,
  parseTemporal,
};

/** Protocol column type codes (include/field_types.h). */
const TYPE_NAMES: Record<number, string> = {
  0: 'DECIMAL',
  1: 'TINYINT',
  2: 'SMALLINT',
  3: 'INT',
  4: 'FLOAT',
  5: 'DOUBLE',
  6: 'NULL',
  7: 'TIMESTAMP',
  8: 'BIGINT',
  9: 'MEDIUMINT',
  10: 'DATE',
  11: 'TIME',
  12: 'DATETIME',
  13: 'YEAR',
  14: 'DATE',
  15: 'VARCHAR',
  16: 'BIT',
  245: 'JSON',
  246: 'DECIMAL',
  247: 'ENUM',
  248: 'SET',
  249: 'TINYBLOB',
  250: 'MEDIUMBLOB',
  251: 'LONGBLOB',
  252: 'BLOB',
  253: 'VARCHAR',
  254: 'CHAR',
  255: 'GEOMETRY',
};
const BINARY_CHARSET = 63;
const TEMPORAL_CODES = new Set([7, 10, 12, 14]);
const DECIMAL_CODES = new Set([0, 246]);

function fieldTypeName(field: mysql.FieldPacket): string {
  const code = field.columnType ?? field.type ?? -1;
  const name = TYPE_NAMES[code] ?? 'UNKNOWN';
  if (code >= 249 && code <= 252 && field.characterSet !== BINARY_CHARSET) return 'TEXT';
  return name;
}

function convert(value: unknown, code: number): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    if (TEMPORAL_CODES.has(code)) return value.startsWith('0000-00-00') ? null : (parseTimestampText(value) ?? value);
    if (DECIMAL_CODES.has(code)) return decimalTextToValue(value);
    return value;
  }
  return normalizeJsValue(value);
}

// '' removal keeps the list well formed whichever position NO_BACKSLASH_ESCAPES held.
const SESSION_SETUP =
  "SET time_zone = '+00:00', sql_mode = TRIM(BOTH ',' FROM REPLACE(CONCAT(',', @@SESSION.sql_mode, ','), ',NO_BACKSLASH_ESCAPES,', ','))";

class MysqlConnection implements EngineConnection {
  private readonly prepared = new WeakSet<object>();

  constructor(
    private readonly pool: mysql.Pool,
    private readonly options: mysql.PoolOptions,
  ) {}

  private async acquire(): Promise<mysql.PoolConnection> {
    const conn = await this.pool.getConnection();
    try {
      if (!this.prepared.has(conn.connection)) {
        await conn.query(SESSION_SETUP);
        this.prepared.add(conn.connection);
      }
      return conn;
    } catch (err) {
      conn.release();
      throw err;
    }
  }

  /** KILL QUERY over a fresh connection: the pool may be exhausted by the very queries to kill. */
  private async killQuery(threadId: number): Promise<void> {
    const { connectionLimit: _limit, ...single } = this.options;
    const killer = await mysql.createConnection(single);
    try {
      await killer.query(`KILL QUERY ${Number(threadId)}`);
    } finally {
      await killer.end();
    }
  }

  execute: EngineConnection['execute'] = (sql, opts = {}) =>
    runCancellable(opts, async (onCancel): Promise<QueryResult> => {
      const conn = await this.acquire();
      let guard: CancelGuard | undefined;
      try {
        guard = onCancel(() => this.killQuery(conn.threadId));
        const [rows, fields] = await conn.query({ sql, rowsAsArray: true });
        if (!Array.isArray(rows) || !Array.isArray(fields)) return { columns: [], rows: [] };
        const codes = fields.map((f) => f.columnType ?? f.type ?? -1);
        return {
          columns: fields.map((f) => {
            const type = fieldTypeName(f);
            return { name: f.name, type, typeGeneric: genericType(type) };
          }),
          rows: (rows as unknown[][]).map((row) => row.map((v, i) => convert(v, codes[i] ?? -1))),
        };
      } finally {
        await guard?.settle();
        conn.release();
      }
    });

  private async rows(sql: string, params: string[]): Promise<unknown[][]> {
    const [rows] = await this.pool.query({ sql, values: params, rowsAsArray: true });
    return rows as unknown[][];
  }

  introspect: Introspector = {
    schemas: async () =>
      (
        await this.rows(
          `SELECT SCHEMA_NAME FROM information_schema.SCHEMATA
           WHERE SCHEMA_NAME NOT IN ('information_schema', 'mysql', 'performance_schema', 'sys') ORDER BY SCHEMA_NAME`,
          [],
        )
      ).map((r) => String(r[0])),
    tables: async (schema) =>
      (
        await this.rows(
          'SELECT TABLE_NAME, TABLE_TYPE FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? ORDER BY TABLE_NAME',
          [schema],
        )
      ).map((r) => ({
        name: String(r[0]),
        type: String(r[1]).includes('VIEW') ? ('view' as const) : ('table' as const),
      })),
    columns: async (schema, table) =>
      (
        await this.rows(
          `SELECT COLUMN_NAME, COLUMN_TYPE, IS_NULLABLE FROM information_schema.COLUMNS
           WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? ORDER BY ORDINAL_POSITION`,
          [schema, table],
        )
      ).map(informationSchemaColumn),
    partitionColumns: async () => [],
  };

  async close(): Promise<void> {
    await this.pool.end();
  }
}

export const mysqlSpec: EngineSpec = {
  engine: 'mysql',
  name: 'MySQL / MariaDB',
  defaultPort: 3306,
  requiredParameters: ['host', 'port', 'username', 'database'],
  defaultSchema: null,
  dialect: mysqlDialect,
  sqlParser: mysqlSqlParser,
  async connect(info: ConnectionInfo): Promise<EngineConnection> {
    const p = info.parameters;
    const extra = info.extra;
    const options: mysql.PoolOptions = {
      host: p.host,
      port: p.port ?? 3306,
      user: p.username,
      password: info.password ?? p.password,
      database: p.database,
      charset: 'utf8mb4',
      // Text for dates (parsed as UTC here, matching the session time zone), exact big numbers, JSON as text.
      dateStrings: true,
      supportBigNumbers: true,
      bigNumberStrings: false,
      jsonStrings: true,
      connectTimeout: typeof extra.connect_timeout_ms === 'number' ? extra.connect_timeout_ms : 10_000,
      connectionLimit: typeof extra.pool_size === 'number' && extra.pool_size > 0 ? extra.pool_size : 5,
      ...(p.query?.ssl === 'true' && { ssl: {} }),
    };
    const pool = mysql.createPool(options);
    const connection = new MysqlConnection(pool, options);
    try {
      await connection.execute('SELECT 1');
    } catch (err) {
      await pool.end().catch(() => undefined);
      throw new EngineConnectionError('MySQL', `${options.host ?? 'localhost'}:${options.port}`, err);
    }
    return connection;
  },
};
