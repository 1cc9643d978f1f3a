import { createHash } from 'node:crypto';
import {
  type Caller,
  callerCanReadDataset,
  guestRlsFor,
  type QueryContext,
  type QueryObject,
  type ResultType,
  TIME_GRAINS,
} from '@tessera/core';
import type { Config } from '../config.js';
import { stripTrailingSemicolons } from '../engines/sql-text.js';
import { badRequest, forbidden, unauthorized } from '../http/http-error.js';
import { ANNOTATED_RESULT_TYPES, prepareLayers } from './annotations.js';
import { emptyResult } from './chart-data-result.js';
import { compileQuery, type CompileOptions } from './compile-query.js';
import type {
  ChartDataDeps,
  ChartSettings,
  PipelineDeps,
  PreparedChartData,
  PreparedQueries,
  PreparedSql,
} from './plan.js';
import { effectiveCacheTimeout } from './query-cache.js';
import { loadQueryDataset, type LoadedQueryDataset } from './query-dataset.js';
import { assertQuerySqlAllowed } from './query-sql-checks.js';
import { rlsPredicateFor } from './rls-service.js';
import { assertVirtualDatasetSql, sqlTargetOf, type DatasetSqlCheck } from './sql-access.js';

const CACHE_VERSION = 1;

const hashKey = (parts: unknown): string => createHash('sha256').update(JSON.stringify(parts)).digest('hex');

/** The dataset, once the caller may query it: anonymous callers get 401, others 403. */
const loadDataset = async (deps: PipelineDeps, caller: Caller, id: number): Promise<LoadedQueryDataset> => {
  // A guest reads only its dashboards' datasets (Superset's has_guest_access), whatever it asks for.
  if (caller.embed && !caller.embed.datasetIds.has(id)) throw forbidden('Guest user cannot access this resource');
  const loaded = await deps.memo.datasets.get(id, () => loadQueryDataset(deps.db, id));
  if (callerCanReadDataset(caller, loaded.ref)) return loaded;
  if (caller.userId === null) throw unauthorized();
  throw forbidden(`You do not have access to dataset '${loaded.ref.tableName}'`);
};

export interface QueriesRequest {
  datasetId: number;
  /** The query objects to compile, built once the caller's access to the dataset is checked. */
  queries: (loaded: LoadedQueryDataset) => QueryObject[];
  /** The query objects whose adhoc SQL is checked; the compiled ones when absent. */
  userSql?: readonly QueryObject[];
  /** Rows of a query that sets no row limit, and the cap of every query. */
  rowLimit: number;
  /** SELECT DISTINCT (column values). */
  distinct?: boolean;
  /** Answers are cached under a key of the compiled SQL; absent: neither cached nor shared in flight. */
  cache?: {
    resultType: ResultType;
    force: boolean;
    /** The request's and the chart's timeouts, ahead of the dataset's and the database's. */
    timeouts: readonly (number | null | undefined)[];
  };
}

/**
 * The prepare step for query objects against a dataset: the caller's access to it, row-level
 * security, the adhoc SQL checks, one compile per query object and its cache key.
 */
export const prepareQueries = async (
  deps: PipelineDeps,
  caller: Caller,
  request: QueriesRequest,
): Promise<PreparedQueries> => {
  const loaded = await loadDataset(deps, caller, request.datasetId);
  const queries = request.queries(loaded);
  const { roleIds } = caller;
  const roleRls = await deps.memo.rls.get(`${loaded.dataset.id}:${roleIds.join(',')}`, () =>
    rlsPredicateFor(deps.db, loaded.dataset.id, roleIds),
  );
  // Superset's get_rls_filters plus the guest token's clauses (get_guest_rls_filters), AND-ed.
  const guestRls = caller.embed ? guestRlsFor(caller.embed, loaded.dataset.id) : null;
  const rls = [roleRls, guestRls].filter((p) => p !== null).join(' AND ') || null;
  const open = await deps.connections.open(loaded.databaseId);
  await assertQuerySqlAllowed(
    { db: deps.db, caller, open, loaded, allowAdhocSubquery: deps.config.allowAdhocSubquery },
    request.userSql ?? queries,
  );
  const compileOptions: CompileOptions = {
    dialect: open.spec.dialect,
    defaultRowLimit: request.rowLimit,
    maxRowLimit: request.rowLimit,
    resolveRange: deps.resolveRange,
    rlsPredicate: rls,
    ...(request.distinct && { distinct: true }),
  };
  const { cache } = request;
  const timeout = cache
    ? effectiveCacheTimeout(
        [...cache.timeouts, loaded.cacheTimeout, open.row.cache_timeout],
        deps.config.cacheDefaultTimeout,
      )
    : -1;
  return {
    kind: 'queries',
    open,
    loaded,
    compileOptions,
    queries: queries.map((query) => {
      const compiled = compileQuery(query, loaded.dataset, compileOptions);
      if (!cache) return { query, compiled, cache: null, layers: [] };
      const key = hashKey([
        CACHE_VERSION,
        loaded.dataset.id,
        loaded.changedOn,
        open.row.changed_on,
        compiled.sql,
        rls,
        query.post_processing,
        query.time_offsets,
        cache.resultType,
      ]);
      return { query, compiled, cache: { key, timeout, read: !cache.force && timeout !== -1 }, layers: [] };
    }),
  };
};

/** samples and drill_detail read raw rows: every column, no metrics, the samples limit. */
const normaliseForResultType = (
  qc: QueryContext,
  q: QueryObject,
  loaded: LoadedQueryDataset,
  config: Config,
): QueryObject => {
  if (qc.result_type !== 'samples' && qc.result_type !== 'drill_detail') return q;
  return {
    ...q,
    columns: loaded.columns.map((c) => c.name),
    metrics: [],
    orderby: [],
    series_limit: 0,
    series_columns: null,
    post_processing: [],
    time_offsets: [],
    extras: { ...q.extras, having: undefined },
    row_limit: Math.min(q.row_limit && q.row_limit > 0 ? q.row_limit : config.samplesRowLimit, config.samplesRowLimit),
    filters: qc.result_type === 'samples' ? [] : q.filters,
  };
};

/** `columns` and `timegrains` answer from metadata alone, one answer per query object. */
const metadataAnswers = (qc: QueryContext, loaded: LoadedQueryDataset): PreparedChartData => {
  if (qc.result_type === 'columns') {
    return {
      kind: 'answers',
      answers: qc.queries.map(() => ({
        ...emptyResult(),
        data: loaded.columns.map((c) => ({
          column_name: c.name,
          verbose_name: c.verboseName,
          dtype: c.typeGeneric,
          type: c.type,
          is_dttm: c.isDttm,
        })),
        colnames: ['column_name', 'verbose_name', 'dtype', 'type', 'is_dttm'],
        rowcount: loaded.columns.length,
      })),
    };
  }
  return {
    kind: 'answers',
    answers: qc.queries.map(() => ({
      ...emptyResult(),
      data: TIME_GRAINS.map((g) => ({ name: g.label, duration: g.grain })),
      colnames: ['name', 'duration'],
      rowcount: TIME_GRAINS.length,
    })),
  };
};

/**
 * The prepare step of chart data (`/api/v1/chart/data`, the batch, explore_json, async jobs):
 * prepareQueries over the query context, plus the chart-sourced annotation layers' own plans.
 * `query` answers with the compiled SQL; `columns` and `timegrains` need no engine.
 */
export const prepareChartData = async (
  deps: ChartDataDeps,
  caller: Caller,
  qc: QueryContext,
  settings: ChartSettings = { cacheTimeout: null },
): Promise<PreparedChartData> => {
  if (qc.datasource.type !== 'table' && qc.datasource.type !== 'dataset') {
    throw badRequest(`datasource.type: '${qc.datasource.type}' datasources are not supported here`, 'datasource.type');
  }
  if (qc.result_type === 'columns' || qc.result_type === 'timegrains') {
    return metadataAnswers(qc, await loadDataset(deps, caller, qc.datasource.id));
  }
  const plan = await prepareQueries(deps, caller, {
    datasetId: qc.datasource.id,
    queries: (loaded) => qc.queries.map((q) => normaliseForResultType(qc, q, loaded, deps.config)),
    userSql: qc.queries,
    rowLimit: deps.config.rowLimit,
    cache: {
      resultType: qc.result_type,
      force: qc.force,
      timeouts: [qc.custom_cache_timeout, settings.cacheTimeout],
    },
  });
  if (qc.result_type === 'query') {
    return { kind: 'answers', answers: plan.queries.map((p) => ({ query: p.compiled.sql, language: 'sql' })) };
  }
  if (!ANNOTATED_RESULT_TYPES.has(qc.result_type)) return plan;
  const layerDeps = {
    annotationChart: deps.annotationChart,
    prepare: (layerQc: QueryContext) => prepareChartData(deps, caller, layerQc),
  };
  const queries = [];
  for (const p of plan.queries) queries.push({ ...p, layers: await prepareLayers(layerDeps, p.query, qc.force) });
  return { ...plan, queries };
};

/** SQL someone wrote as the FROM target of a wrapping query; newlines keep a trailing `-- comment` inside. */
export const virtualTableSql = (sql: string): string => `(\n${stripTrailingSemicolons(sql)}\n) AS virtual_table`;

export interface SqlRequest {
  databaseId: number;
  sql: string;
  /** Where the SQL's unqualified tables are; null: the connection's default schema. */
  schema: string | null;
  /** `query`: running SQL someone saved (alerts); `write`: SQL being written (previews). */
  mode: DatasetSqlCheck['mode'];
  field?: string;
  /** Wraps the SQL as a sub-query under this row limit (previews); absent, it runs as written. */
  rowLimit?: number;
  /** Runs the engine's EXPLAIN of the SQL instead (SQL Lab's estimate); 400 where the engine has no plan cost. */
  explain?: boolean;
}

/**
 * The prepare step for SQL a user wrote: it may read only tables the caller may read (Superset's
 * raise_for_access with the query), checked before a connection is opened.
 */
export const prepareSql = async (
  deps: Pick<PipelineDeps, 'db' | 'connections'>,
  caller: Caller,
  request: SqlRequest,
): Promise<PreparedSql> => {
  const target = await sqlTargetOf(deps.db, request.databaseId);
  const tables = await assertVirtualDatasetSql(
    deps.db,
    caller,
    target,
    { schema: request.schema, sql: request.sql },
    request.mode,
    request.field,
  );
  if (request.explain && !target.spec.queryCost) {
    throw badRequest('database_id: this database does not offer query cost estimation', 'database_id');
  }
  const open = await deps.connections.open(request.databaseId);
  const plain = stripTrailingSemicolons(request.sql.trim());
  const sql =
    request.rowLimit !== undefined
      ? open.spec.dialect.limit(`SELECT * FROM ${virtualTableSql(request.sql)}`, request.rowLimit)
      : request.explain && open.spec.queryCost
        ? open.spec.queryCost.explain(plain)
        : plain;
  return { kind: 'sql', open, sql, tables };
};
