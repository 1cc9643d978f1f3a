import type { AppContext } from '../../context.js';
import { pipelineDeps, type ChartDataDeps } from '../../query/pipeline.js';
import { annotationSourceChart } from './chart-data-settings.js';

/** The chart-data path's collaborators: the query pipeline's, and how it reads an annotation layer's chart. */
export const chartDataDeps = (ctx: AppContext): ChartDataDeps => ({
  ...pipelineDeps(ctx),
  annotationChart: (id) => annotationSourceChart(ctx.meta.db, id),
});
