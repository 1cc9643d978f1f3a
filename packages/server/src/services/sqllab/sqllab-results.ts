import { TYPE_GENERIC, type SqlLabColumn, type SqlLabExecutionResponse, type SqlLabQuery } from '@tessera/core';
import type { QueryResult } from '../../engines/types.js';
import { toRecords } from '../../query/pipeline.js';
import type { CacheStore } from '../../query/query-cache.js';

/** What the results backend keeps of a run: rows and columns, and who may read them. */
export interface StoredResult {
  user_id: number | null;
  columns: SqlLabColumn[];
  data: Record<string, unknown>[];
}

const cacheKey = (key: string): string => `sqllab-results:${key}`;

/** Superset's ResultSetColumnType of an engine column. */
export const toColumns = (result: QueryResult): SqlLabColumn[] =>
  result.columns.map((c) => ({
    column_name: c.name,
    name: c.name,
    type: c.type,
    type_generic: c.typeGeneric,
    is_dttm: c.typeGeneric === TYPE_GENERIC.TEMPORAL,
  }));

/** The rows of the last statement, cut to the limit (the run fetched one more to tell whether it cut). */
export const toStored = (result: QueryResult, limit: number | null, userId: number | null): StoredResult => {
  const rows = limit !== null && result.rows.length > limit ? result.rows.slice(0, limit) : result.rows;
  return { user_id: userId, columns: toColumns(result), data: toRecords({ columns: result.columns, rows }) };
};

export const storeResult = (cache: CacheStore, key: string, value: StoredResult, ttlSeconds: number): Promise<void> =>
  cache.set(cacheKey(key), value, ttlSeconds);

/** The stored result, or null when it expired or belongs to someone else (not told apart, so keys cannot be probed). */
export const loadResult = async (
  cache: CacheStore,
  key: string,
  who: { userId: number | null; isAdmin: boolean },
): Promise<StoredResult | null> => {
  const hit = await cache.get<StoredResult>(cacheKey(key));
  if (!hit) return null;
  return who.isAdmin || hit.value.user_id === who.userId ? hit.value : null;
};

/** Which rows of a stored result an answer carries: `rows` from `offset` (every row when both are absent). */
export interface ResultPage {
  offset?: number | undefined;
  rows?: number | undefined;
}

/** Superset's QueryExecutionResponseSchema over a stored result (or none while the query runs). */
export const executionResponse = (
  query: SqlLabQuery,
  stored: StoredResult | null,
  page: ResultPage = {},
): SqlLabExecutionResponse => {
  const offset = page.offset ?? 0;
  const whole = offset === 0 && page.rows === undefined;
  const end = page.rows === undefined ? undefined : offset + page.rows;
  const data = stored ? (whole ? stored.data : stored.data.slice(offset, end)) : [];
  const columns = stored?.columns ?? [];
  return {
    status: query.state,
    data,
    columns,
    selected_columns: columns,
    expanded_columns: [],
    query,
    query_id: query.queryId,
  };
};
