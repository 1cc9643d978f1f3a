export { PostProcessingError } from './errors.js';
export { runPostProcessing } from './run-post-processing.js';
export {
  aggregateOptionsSchema,
  aggregateSpecSchema,
  boxplotOptionsSchema,
  compareOptionsSchema,
  contributionOptionsSchema,
  cumOptionsSchema,
  diffOptionsSchema,
  flattenOptionsSchema,
  histogramOptionsSchema,
  pivotOptionsSchema,
  postProcessingOptionSchemas,
  rankOptionsSchema,
  renameOptionsSchema,
  resampleOptionsSchema,
  rollingOptionsSchema,
  selectOptionsSchema,
  sortOptionsSchema,
  type SupportedOperation,
} from './schemas.js';
export type * from './types.js';
