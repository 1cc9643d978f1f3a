import { createHash } from 'node:crypto';
import {
  canAccessDataset,
  TIME_GRAINS,
  type ChartDataResult,
  type QueryContext,
  type QueryObject,
  type TypeGeneric,
} from '@tessera/core';
import type { Kysely } from 'kysely';
import type { RequestAuth } from '../auth/caller.js';
import type { Config } from '../config.js';
import type { AppContext } from '../context.js';
import type { DB } from '../db/schema.js';
import type { ConnectionManager, OpenDatabase } from '../engines/connection-manager.js';
import type { QueryResult } from '../engines/types.js';
import { badRequest, forbidden, unauthorized } from '../http/http-error.js';
import { withAnnotationData } from './annotations.js';
import { compileQuery, type CompileOptions } from './compile-query.js';
import { executeQuery, toRecords } from './execute.js';
import { effectiveCacheTimeout, type CacheStore, type InFlight } from './query-cache.js';
import { loadQueryDataset, type LoadedQueryDataset } from './query-dataset.js';
import { rlsPredicateFor } from './rls-service.js';
import { joinTimeOffsets, offsetQueryFor, shiftBoundsBy, timeOffsetOf } from './time-offsets.js';
import type { TimeBounds } from './types.js';
import { assertQuerySqlAllowed } from './query-sql-checks.js';
import { sqlCallerOf } from './sql-access.js';

export type PostProcess = (
  result: QueryResult,
  steps: QueryObject['post_processing'],
  signal?: AbortSignal,
) => Promise<QueryResult>;

export interface ChartDataDeps {
  db: Kysely<DB>;
  memo: AppContext['memo'];
  config: Config;
  cache: CacheStore;
  inflight: InFlight;
  connections: ConnectionManager;
  resolveRange: (expression: string) => TimeBounds;
  postProcess: PostProcess;
}

export interface ChartDataOptions {
  chartCacheTimeout?: number | null;
  signal?: AbortSignal;
  /** Answer only from the cache; null when any query would have to run (async mode's probe). */
  cachedOnly?: boolean;
}

type QueryAnswer =
  ChartDataResult | { query: string; language: 'sql' } | (Partial<ChartDataResult> & { data: unknown[] });

const CACHE_VERSION = 1;

const hashKey = (parts: unknown): string => createHash('sha256').update(JSON.stringify(parts)).digest('hex');

const emptyResult = (): Omit<
  ChartDataResult,
  'query' | 'data' | 'colnames' | 'coltypes' | 'rowcount' | 'sql_rowcount'
> => ({
  cache_key: null,
  cached_dttm: null,
  cache_timeout: null,
  is_cached: false,
  language: 'sql',
  status: 'success',
  error: null,
  stacktrace: null,
  indexnames: [],
  label_map: {},
  applied_filters: [],
  rejected_filters: [],
  annotation_data: [],
  applied_template_filters: [],
  from_dttm: null,
  to_dttm: null,
  result_format: 'json',
});

/** Checks the caller may query the dataset; anonymous callers get 401, others 403. */
const assertAccess = (auth: RequestAuth, loaded: LoadedQueryDataset): void => {
  if (canAccessDataset(auth.perms, auth.user?.id ?? null, loaded.ref)) return;
  if (!auth.user) throw unauthorized();
  throw forbidden(`You do not have access to dataset '${loaded.ref.tableName}'`);
};

export const runChartData = async (
  deps: ChartDataDeps,
  auth: RequestAuth,
  qc: QueryContext,
  opts: ChartDataOptions = {},
): Promise<QueryAnswer[] | null> => {
  if (qc.datasource.type !== 'table' && qc.datasource.type !== 'dataset') {
    throw badRequest(`datasource.type: '${qc.datasource.type}' datasources are not supported here`, 'datasource.type');
  }
  const loaded = await deps.memo.datasets.get(qc.datasource.id, () => loadQueryDataset(deps.db, qc.datasource.id));
  assertAccess(auth, loaded);
  const roleIds = auth.roles.map((r) => r.id);
  const rls = await deps.memo.rls.get(`${loaded.dataset.id}:${roleIds.join(',')}`, () =>
    rlsPredicateFor(deps.db, loaded.dataset.id, roleIds),
  );

  if (qc.result_type === 'columns') {
    return qc.queries.map(() => ({
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
    }));
  }
  if (qc.result_type === 'timegrains') {
    return qc.queries.map(() => ({
      ...emptyResult(),
      data: TIME_GRAINS.map((g) => ({ name: g.label, duration: g.grain })),
      colnames: ['name', 'duration'],
      rowcount: TIME_GRAINS.length,
    }));
  }

  const open = await deps.connections.open(loaded.databaseId);
  await assertQuerySqlAllowed(
    { db: deps.db, caller: sqlCallerOf(auth), open, loaded, allowAdhocSubquery: deps.config.allowAdhocSubquery },
    qc.queries,
  );
  const base: CompileOptions = {
    dialect: open.spec.dialect,
    defaultRowLimit: deps.config.rowLimit,
    maxRowLimit: deps.config.rowLimit,
    resolveRange: deps.resolveRange,
    rlsPredicate: rls,
  };
  const answers: QueryAnswer[] = [];
  for (const raw of qc.queries) {
    const q = normaliseForResultType(qc, raw, loaded, deps.config);
    const compiled = compileQuery(q, loaded.dataset, base);
    if (qc.result_type === 'query') {
      answers.push({ query: compiled.sql, language: 'sql' });
      continue;
    }
    const timeout = effectiveCacheTimeout(
      [qc.custom_cache_timeout, opts.chartCacheTimeout, loaded.cacheTimeout, open.row.cache_timeout],
      deps.config.cacheDefaultTimeout,
    );
    const key = hashKey([
      CACHE_VERSION,
      loaded.dataset.id,
      loaded.changedOn,
      open.row.changed_on,
      compiled.sql,
      rls,
      q.post_processing,
      q.time_offsets,
      qc.result_type,
    ]);
    const compute = async (): Promise<ChartDataResult> => {
      const main = await executeQuery(
        open.conn,
        open.row.database_name,
        compiled.sql,
        deps.config.queryTimeoutSeconds * 1000,
        opts.signal,
      );
      let result = await withOffsets(
        deps,
        open,
        q,
        loaded,
        base,
        compiled.dimensionLabels,
        compiled.metricLabels,
        main,
        opts.signal,
      );
      const sqlRowcount = result.rows.length;
      if (q.post_processing.length > 0 && qc.result_type !== 'samples' && qc.result_type !== 'drill_detail') {
        result = await deps.postProcess(result, q.post_processing, opts.signal);
      }
      return {
        ...emptyResult(),
        cache_key: key,
        cache_timeout: timeout,
        query: compiled.sql,
        colnames: result.columns.map((c) => c.name),
        coltypes: result.columns.map((c) => c.typeGeneric as TypeGeneric),
        data: toRecords(result),
        rowcount: result.rows.length,
        sql_rowcount: sqlRowcount,
        applied_filters: compiled.appliedFilters,
        rejected_filters: compiled.rejectedFilters,
        from_dttm: compiled.fromDttm,
        to_dttm: compiled.toDttm,
      };
    };
    const hit = qc.force || timeout === -1 ? null : await deps.cache.get<ChartDataResult>(key);
    if (hit) {
      answers.push({ ...hit.value, is_cached: true, cached_dttm: hit.cachedAt });
      continue;
    }
    if (opts.cachedOnly) return null;
    if (timeout === -1) {
      answers.push(await deps.inflight.run(key, compute));
      continue;
    }
    const fresh = await deps.inflight.run(key, async () => {
      const value = await compute();
      await deps.cache.set(key, value, timeout);
      return value;
    });
    answers.push(fresh);
  }
  return withAnnotationData(
    {
      db: deps.db,
      run: (layerQc) => runChartData(deps, auth, layerQc, { signal: opts.signal, cachedOnly: opts.cachedOnly }),
    },
    qc,
    answers,
  );
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

/** Runs one shifted query per time offset and joins them as `<metric>__<offset>` columns. */
const withOffsets = async (
  deps: ChartDataDeps,
  open: OpenDatabase,
  q: QueryObject,
  loaded: LoadedQueryDataset,
  base: CompileOptions,
  dimensionLabels: string[],
  metricLabels: string[],
  main: QueryResult,
  signal: AbortSignal | undefined,
): Promise<QueryResult> => {
  let result = main;
  for (const text of q.time_offsets) {
    const offset = timeOffsetOf(text, q, loaded.dataset, deps.resolveRange);
    const shifted = compileQuery(offsetQueryFor(q, main), loaded.dataset, {
      ...base,
      shiftBounds: (b) => shiftBoundsBy(b, offset, -1),
    });
    const other = await executeQuery(
      open.conn,
      open.row.database_name,
      shifted.sql,
      deps.config.queryTimeoutSeconds * 1000,
      signal,
    );
    result = joinTimeOffsets(result, other, { offset, label: text, dimensionLabels, metricLabels });
  }
  return result;
};
