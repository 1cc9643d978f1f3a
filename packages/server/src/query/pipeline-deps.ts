import type { AppContext } from '../context.js';
import type { PipelineDeps } from './plan.js';
import { postProcessResult } from './post-process.js';
import { timeRangeResolver } from './time-range-resolver.js';

/** The query pipeline's collaborators, built once per process from the context. */
export const pipelineDeps = (ctx: AppContext): PipelineDeps => ({
  db: ctx.meta.db,
  memo: ctx.memo,
  config: ctx.config,
  cache: ctx.cache,
  inflight: ctx.inflight,
  connections: ctx.connections,
  resolveRange: timeRangeResolver(ctx.config.timezone),
  postProcess: postProcessResult,
});
