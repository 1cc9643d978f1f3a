/**
 * The query pipeline (see README.md): every road to the engines goes through a prepare step that
 * returns a plan and the run step that executes it. Code outside query/ imports from here.
 */
export { prepareChartData, prepareQueries, prepareSql, virtualTableSql } from './prepare.js';
export type { QueriesRequest, SqlRequest } from './prepare.js';
export { prepareScript } from './prepare-script.js';
export type { CtasRequest, PreparedScript, ScriptRequest } from './prepare-script.js';
export { probeCache, runPlan } from './run.js';
export { toRecords } from './execute.js';
export { parseServerTiming, StageTimings } from './stage-timings.js';
export { pipelineDeps } from './pipeline-deps.js';
export type {
  AnnotationSourceChart,
  ChartDataDeps,
  ChartSettings,
  PipelineDeps,
  PreparedChartData,
  PreparedPlan,
  PreparedQueries,
  PreparedSql,
  QueryAnswer,
  RunOptions,
} from './plan.js';
