import type { AppContext } from '../context.js';
import type { ChartDataDeps } from './chart-data-service.js';
import { postProcessResult } from './post-process.js';
import { timeRangeResolver } from './time-range-resolver.js';

/** The chart-data path's collaborators, built once per process from the context. */
export const chartDataDeps = (ctx: AppContext): ChartDataDeps => ({
  db: ctx.meta.db,
  memo: ctx.memo,
  config: ctx.config,
  cache: ctx.cache,
  inflight: ctx.inflight,
  connections: ctx.connections,
  resolveRange: timeRangeResolver(ctx.config.timezone),
  postProcess: postProcessResult,
});
