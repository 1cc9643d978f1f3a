import type { z } from 'zod';
import type {
  aggregateOptionsSchema,
  boxplotOptionsSchema,
  compareOptionsSchema,
  contributionOptionsSchema,
  cumOptionsSchema,
  diffOptionsSchema,
  flattenOptionsSchema,
  histogramOptionsSchema,
  pivotOptionsSchema,
  rankOptionsSchema,
  renameOptionsSchema,
  resampleOptionsSchema,
  rollingOptionsSchema,
  selectOptionsSchema,
  sortOptionsSchema,
} from './schemas.js';

export type ColumnType = 'number' | 'string' | 'temporal' | 'boolean';

export interface FrameColumn {
  name: string;
  type: ColumnType;
}

/** A result set: rows are arrays in column order, temporal values epoch milliseconds. */
export interface Frame {
  columns: FrameColumn[];
  rows: unknown[][];
}

export interface PostProcessingOperation {
  operation: string;
  options?: Record<string, unknown>;
}

export interface RunPostProcessingOptions {
  signal?: AbortSignal;
}

export type AggregateOptions = z.input<typeof aggregateOptionsSchema>;
export type PivotOptions = z.input<typeof pivotOptionsSchema>;
export type RollingOptions = z.input<typeof rollingOptionsSchema>;
export type CumOptions = z.input<typeof cumOptionsSchema>;
export type DiffOptions = z.input<typeof diffOptionsSchema>;
export type CompareOptions = z.input<typeof compareOptionsSchema>;
export type ContributionOptions = z.input<typeof contributionOptionsSchema>;
export type ResampleOptions = z.input<typeof resampleOptionsSchema>;
export type SortOptions = z.input<typeof sortOptionsSchema>;
export type SelectOptions = z.input<typeof selectOptionsSchema>;
export type RenameOptions = z.input<typeof renameOptionsSchema>;
export type FlattenOptions = z.input<typeof flattenOptionsSchema>;
export type BoxplotOptions = z.input<typeof boxplotOptionsSchema>;
export type HistogramOptions = z.input<typeof histogramOptionsSchema>;
export type RankOptions = z.input<typeof rankOptionsSchema>;
