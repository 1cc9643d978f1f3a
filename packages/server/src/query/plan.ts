import type { AnnotationLayer, ChartDataResult, QueryObject } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { AppContext } from '../context.js';
import type { DB } from '../db/schema.js';
import type { ConnectionManager, OpenDatabase } from '../engines/connection-manager.js';
import type { SqlTableRef } from '../engines/sql-parser.js';
import type { QueryResult } from '../engines/types.js';
import type { CompileOptions } from './compile-query.js';
import type { CacheStore, InFlight } from './query-cache.js';
import type { LoadedQueryDataset } from './query-dataset.js';
import type { CompiledQuery, TimeBounds } from './types.js';
import type { StageTimings } from './stage-timings.js';

export type PostProcess = (
  result: QueryResult,
  steps: QueryObject['post_processing'],
  signal?: AbortSignal,
) => Promise<QueryResult>;

/** The pipeline's collaborators, built once per process from the context (pipeline-deps.ts). */
export interface PipelineDeps {
  db: Kysely<DB>;
  memo: AppContext['memo'];
  config: Config;
  cache: CacheStore;
  inflight: InFlight;
  connections: ConnectionManager;
  resolveRange: (expression: string) => TimeBounds;
  postProcess: PostProcess;
}

/** What a chart-sourced annotation layer needs of its chart (Superset's slice). */
export interface AnnotationSourceChart {
  params: string;
  vizType: string;
  /** `{id}__{type}` of the chart's dataset, null when it has none. */
  datasourceKey: string | null;
}

/**
 * Chart data also reads the charts an annotation layer draws from. query/ never reads the charts
 * table: the services pass this loader in (services/chart/chart-data-deps.ts).
 */
export interface ChartDataDeps extends PipelineDeps {
  annotationChart: (id: number) => Promise<AnnotationSourceChart | null>;
}

/** What the caller read of the saved chart a request is for (Superset's slice); query/ never reads it. */
export interface ChartSettings {
  /** The chart's cache_timeout: second in Superset's precedence (request > chart > dataset > database). */
  cacheTimeout: number | null;
}

/** One entry of `{result: [...]}`: an answer, the SQL alone (`query`), or metadata (`columns`, `timegrains`). */
export type QueryAnswer =
  ChartDataResult | { query: string; language: 'sql' } | (Partial<ChartDataResult> & { data: unknown[] });

/** Where a query's answer is kept, and whether a run may answer from it. */
export interface PlannedCache {
  key: string;
  /** Seconds; -1: never stored (the key still shares identical work in flight). */
  timeout: number;
  /** False for `force` and for a -1 timeout: the run computes afresh. */
  read: boolean;
}

/** An annotation layer that needs server data: a native layer's records, or the answer of a chart's query. */
export type PreparedLayer =
  { name: string; kind: 'native'; layer: AnnotationLayer } | { name: string; kind: 'chart'; plan: PreparedChartData };

export interface PreparedQuery {
  /** The query object as compiled (samples and drill_detail already normalised). */
  query: QueryObject;
  compiled: CompiledQuery;
  /** Null: not cached nor shared in flight (samples and column values of the datasource endpoints). */
  cache: PlannedCache | null;
  layers: PreparedLayer[];
}

/** Query objects against one dataset: checked, compiled and keyed, ready for the engine. */
export interface PreparedQueries {
  kind: 'queries';
  open: OpenDatabase;
  loaded: LoadedQueryDataset;
  /** The compile options of the plan; time-offset queries are compiled with them in the run step. */
  compileOptions: CompileOptions;
  queries: PreparedQuery[];
}

/** Answers that need no engine (`query`, `columns`, `timegrains`): the run step returns them as they are. */
export interface PreparedAnswers {
  kind: 'answers';
  answers: QueryAnswer[];
}

/** SQL a user wrote (alerts, SQL previews), checked against the caller's table access. */
export interface PreparedSql {
  kind: 'sql';
  open: OpenDatabase;
  sql: string;
  /** The tables the SQL reads. */
  tables: SqlTableRef[];
}

export type PreparedChartData = PreparedQueries | PreparedAnswers;
export type PreparedPlan = PreparedChartData | PreparedSql;

export interface RunOptions {
  /** Cancels the engine queries (the client went away, or SQL Lab's stop). */
  signal?: AbortSignal;
  /** Adds up where the run's time goes (cache, engine, post-processing), for Server-Timing. */
  timings?: StageTimings;
  /** For SQL a user wrote: the run's own limit (SQL Lab's SQLLAB_TIMEOUT); else QUERY_TIMEOUT_SECONDS. */
  timeoutMs?: number;
}
