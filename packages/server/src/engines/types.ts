import type { DatabaseParameters, Engine, TimeGrain, TypeGeneric } from '@tessera/core';
import type { SqlParser } from './sql-parser.js';

/** A value that may be written into SQL as a literal. */
export type SqlValue = string | number | bigint | boolean | null | Date;

/** Every dialect difference lives here; the query compiler never branches on engine names. */
export interface Dialect {
  quoteIdentifier(name: string): string;
  /** A quoted literal safe to splice into SQL (strings escaped, dates as timestamp literals). */
  literal(value: SqlValue): string;
  /** Truncates the timestamp expression `expr` to `grain`. */
  timeGrainExpression(grain: TimeGrain, expr: string): string;
  /** Appends LIMIT/OFFSET in the engine's syntax. */
  limit(sql: string, limit: number, offset?: number): string;
  /** A timestamp literal for a bound of a time range (UTC, no zone). */
  timestampLiteral(value: Date): string;
  /** Case-insensitive LIKE (ILIKE where the engine has it). */
  ilike(expr: string, pattern: string): string;
  /**
   * `expr`, a column holding instants as text or numbers, read as a timestamp (no zone). `format`
   * is the column's python_date_format: a strftime pattern ('%Y', '%d/%m/%Y %H:%M:%S') or
   * 'epoch_s' / 'epoch_ms' (Superset's epoch_to_dttm / epoch_ms_to_dttm). Null when the engine
   * cannot read that format.
   */
  parseTemporal(expr: string, format: string): string | null;
}

export interface ResultColumn {
  name: string;
  /** The engine's type name as reported, e.g. TIMESTAMP, BIGINT, VARCHAR. */
  type: string;
  typeGeneric: TypeGeneric;
}

/** Rows are arrays in column order; temporal values are epoch milliseconds, big integers numbers when safe. */
export interface QueryResult {
  columns: ResultColumn[];
  rows: unknown[][];
}

export interface ExecuteOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * Result columns the caller knows hold timestamps (e.g. time grain outputs). Only engines
   * without a timestamp type (SQLite, which returns text) need it to convert values to epoch ms.
   */
  temporalColumns?: readonly string[];
}

export interface TableInfo {
  name: string;
  type: 'table' | 'view';
}

export interface ColumnInfo {
  name: string;
  type: string;
  typeGeneric: TypeGeneric;
  nullable: boolean;
  isPartition?: boolean;
}

export interface Introspector {
  schemas(): Promise<string[]>;
  tables(schema: string): Promise<TableInfo[]>;
  columns(schema: string, table: string): Promise<ColumnInfo[]>;
  /** Partition columns (Superset's table_extra `partitions.cols`); empty when the engine has none. */
  partitionColumns(schema: string, table: string): Promise<string[]>;
}

/** A pooled connection to one database. */
export interface EngineConnection {
  execute(sql: string, opts?: ExecuteOptions): Promise<QueryResult>;
  introspect: Introspector;
  close(): Promise<void>;
}

export interface ConnectionInfo {
  parameters: DatabaseParameters;
  password: string | null;
  /** The database's `extra` JSON, parsed. */
  extra: Record<string, unknown>;
}

/** The engine's plan cost for SQL Lab's estimate (Superset's estimate_query_cost); absent where it has none. */
export interface QueryCostEstimator {
  /** The statement that asks the engine for its plan of `sql`. */
  explain(sql: string): string;
  /** The plan's cost figures, as Superset's query_cost_formatter lists them. */
  parse(result: QueryResult): Record<string, number>[];
}

/** A table read through a row-level security predicate (Superset's RLS_IN_SQLLAB). */
export interface TableFilter {
  schema: string | null;
  table: string;
  /** Where an unqualified read of `table` resolves. */
  defaultSchema: string | null;
  /** The RLS clause, written by an Admin. */
  predicate: string;
}

export interface EngineSpec {
  engine: Engine;
  /** Display name for `/database/available/`. */
  name: string;
  defaultPort: number | null;
  /** Parameters the connection form asks for. */
  requiredParameters: readonly (keyof DatabaseParameters)[];
  defaultSchema: string | null;
  dialect: Dialect;
  /** Parses user SQL in this engine's dialect for the adhoc and virtual dataset checks (sql-parser.ts). */
  sqlParser: SqlParser;
  queryCost?: QueryCostEstimator;
  /** Rewrites user SQL so each filtered table is read through its predicate; absent: SQL Lab refuses such tables. */
  tableFilters?: (sql: string, filters: readonly TableFilter[]) => Promise<string>;
  connect(info: ConnectionInfo): Promise<EngineConnection>;
}

/** Raised when a query is cancelled or exceeds its timeout; maps to Superset's timeout error. */
export class QueryTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The query exceeded the ${Math.round(timeoutMs / 1000)} seconds timeout.`);
  }
}

export class QueryCancelledError extends Error {
  constructor() {
    super('The query was cancelled.');
  }
}

/** Node reports a refused dual-stack connect as an AggregateError with an empty message. */
const causeText = (cause: unknown): string => {
  if (cause instanceof AggregateError && cause.message === '') {
    return cause.errors.map((e: unknown) => causeText(e)).join('; ') || 'connection failed';
  }
  if (cause instanceof Error) {
    const code = (cause as Error & { code?: unknown }).code;
    return cause.message !== '' ? cause.message : typeof code === 'string' ? code : cause.name;
  }
  return String(cause);
};

/** Raised when the engine cannot be reached or refuses the credentials; names the target. */
export class EngineConnectionError extends Error {
  /** The cause's errno code (ECONNREFUSED ...) when there is one, so network errors are recognisable. */
  readonly code: string | undefined;

  constructor(
    readonly engineName: string,
    readonly target: string,
    cause: unknown,
  ) {
    super(`Could not connect to ${engineName} at ${target}: ${causeText(cause)}`, { cause });
    const code = (cause as { code?: unknown } | null)?.code;
    this.code = typeof code === 'string' ? code : undefined;
  }
}
