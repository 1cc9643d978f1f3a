import {
  activeTabsOf,
  type Caller,
  chartIdsNearTop,
  type DashboardBootstrap,
  parseDashboardMetadata,
  parseLayout,
  type QueryContext,
  QueryContextSchema,
  withUnplacedCharts,
} from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { prepareChartData, probeCache, runPlan, type ChartDataDeps } from '../../query/pipeline.js';
import type { UserSemaphore } from '../../query/user-semaphore.js';

/** How far down the grid the server looks: a full-HD screen, the charts a browser asks for first. */
export const FIRST_SCREEN_PX = 1080;

export interface FirstViewportPrefetchDeps {
  chartData: ChartDataDeps;
  /** The batch endpoint's per-user cap: a prefetch takes the same slots the page's batch would. */
  limiter: UserSemaphore;
  logError: (err: unknown) => void;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A native filter with a default value changes every query in its scope: the saved queries would be wrong. */
const hasDefaultFilterValue = (jsonMetadata: string | null): boolean =>
  parseDashboardMetadata(jsonMetadata).native_filter_configuration?.some((filter) => {
    const mask = filter['defaultDataMask'];
    if (!isRecord(mask)) return false;
    const extra = mask['extraFormData'];
    const state = mask['filterState'];
    return (isRecord(extra) && Object.keys(extra).length > 0) || (isRecord(state) && state['value'] != null);
  }) ?? false;

/** The saved query contexts of these charts that parse, nearest the top first. */
const savedQueries = async (
  db: Kysely<DB>,
  ids: readonly number[],
): Promise<{ qc: QueryContext; cacheTimeout: number | null }[]> => {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('charts')
    .select(['id', 'query_context', 'cache_timeout'])
    .where('id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (row?.query_context == null) return [];
    try {
      const parsed = QueryContextSchema.safeParse(JSON.parse(row.query_context));
      const ok = parsed.success && parsed.data.result_format === 'json' && parsed.data.result_type === 'full';
      return ok ? [{ qc: { ...parsed.data, force: false }, cacheTimeout: row.cache_timeout }] : [];
    } catch {
      return [];
    }
  });
};

/**
 * Starts the queries of the charts a screen shows first while the browser is still loading the
 * page, one at a time, so the page's own batch (moments later) finds them answered or running: the cache and the
 * in-flight map (`InFlight`) share the work by query, the caller's per-user slots cap it, and
 * every query is prepared with the caller's access and RLS, as the page's would be; a cached one
 * is left alone, the others run from the same plan.
 * Only the charts the bootstrap lists (those the caller may see), only in the open tab, and only
 * when the page will send the saved queries unchanged: no filter state in the URL and no native
 * filter default. Failures are left to the page's own request, which reports them.
 */
export const prefetchFirstViewport = (
  deps: FirstViewportPrefetchDeps,
  caller: Caller,
  bootstrap: DashboardBootstrap,
  url: URLSearchParams,
): void => {
  if (['native_filters', 'native_filters_key', 'preselect_filters'].some((p) => url.has(p))) return;
  if (hasDefaultFilterValue(bootstrap.dashboard.json_metadata)) return;
  const visible = new Set(bootstrap.charts.map((c) => c.id));
  const layout = withUnplacedCharts(parseLayout(bootstrap.dashboard.position_json), [...visible]);
  const tab = url.get('tab');
  const ids = chartIdsNearTop(layout, activeTabsOf(layout, tab === null ? [] : [tab]), FIRST_SCREEN_PX).filter((id) =>
    visible.has(id),
  );
  const lane = caller.userId === null ? 'anonymous' : `user:${caller.userId}`;
  const run = async (qc: QueryContext, cacheTimeout: number | null): Promise<void> => {
    const plan = await prepareChartData(deps.chartData, caller, qc, { cacheTimeout });
    if ((await probeCache(deps.chartData, plan)) === null) {
      await deps.limiter.run(lane, () => runPlan(deps.chartData, plan));
    }
  };
  // One after another, nearest first: the engine spreads each query over the cores anyway, and
  // parallel queries on a small machine would only take the CPU the browser needs to start the page.
  const runAll = async (): Promise<void> => {
    for (const { qc, cacheTimeout } of await savedQueries(deps.chartData.db, ids)) {
      await run(qc, cacheTimeout).catch(() => undefined);
    }
  };
  runAll().catch(deps.logError);
};
