import { z } from 'zod';
import { ExportChartIdListSchema, lenient } from '../model/lenient.js';

/**
 * Superset's NativeFilterScope: the layout components a filter covers (`rootPath`, ROOT_ID for the
 * whole dashboard) less the charts in `excluded`.
 */
export const NativeFilterScopeSchema = z
  .object({
    rootPath: z.array(z.string()).catch([]),
    excluded: ExportChartIdListSchema.catch([]),
  })
  .catchall(z.unknown());
export type NativeFilterScope = z.infer<typeof NativeFilterScopeSchema>;

/** DEFAULT_CROSS_FILTER_SCOPING: the whole dashboard. */
export const DEFAULT_CROSS_FILTER_SCOPING: NativeFilterScope = { rootPath: ['ROOT_ID'], excluded: [] };

/** The `'global'` pointer a chart's cross-filter scope may hold (GLOBAL_SCOPE_POINTER). */
export const GLOBAL_SCOPE_POINTER = 'global';

/** Superset's NativeFilterType: a filter, or a divider with a title and description. */
export const NATIVE_FILTER_TYPE = 'NATIVE_FILTER';
export const DIVIDER_TYPE = 'DIVIDER';

/** The filter plugins Superset ships (filterType), each a chart plugin of the filter bar. */
export const NATIVE_FILTER_PLUGIN_TYPES = [
  'filter_select',
  'filter_range',
  'filter_time',
  'filter_timegrain',
  'filter_timecolumn',
] as const;
export type NativeFilterPluginType = (typeof NATIVE_FILTER_PLUGIN_TYPES)[number];

/**
 * A filter's target (Superset's NativeFilterTarget): the dataset (datasetUuid in exports) and,
 * for value and range filters, the column. filter_time has `{}`.
 */
export const NativeFilterTargetSchema = z
  .object({
    datasetId: lenient(z.number().int()),
    datasetUuid: lenient(z.string()),
    column: lenient(z.object({ name: z.string().min(1), displayName: lenient(z.string()) }).catchall(z.unknown())),
  })
  .catchall(z.unknown());
export type NativeFilterTarget = z.infer<typeof NativeFilterTargetSchema>;

/** A filter's default value as Superset stores it: the pre-computed data mask parts, kept as saved. */
export const DefaultDataMaskSchema = z
  .object({
    extraFormData: lenient(z.record(z.string(), z.unknown())),
    filterState: lenient(z.record(z.string(), z.unknown())),
    ownState: lenient(z.record(z.string(), z.unknown())),
  })
  .catchall(z.unknown());
export type DefaultDataMask = z.infer<typeof DefaultDataMaskSchema>;

/**
 * One entry of json_metadata.native_filter_configuration (Superset's Filter or Divider), with the
 * keys the filter rules read; everything else is kept as is. Pre-filters (`adhoc_filters`) stay
 * as saved so a round trip loses none of their keys.
 */
export const NativeFilterConfigSchema = z
  .object({
    id: z.string().min(1),
    type: lenient(z.string()),
    filterType: lenient(z.string()),
    name: lenient(z.string()),
    description: lenient(z.string()),
    /** A divider's heading. */
    title: lenient(z.string()),
    targets: lenient(z.array(NativeFilterTargetSchema)),
    controlValues: lenient(z.record(z.string(), z.unknown())),
    defaultDataMask: lenient(DefaultDataMaskSchema),
    adhoc_filters: lenient(z.array(z.record(z.string(), z.unknown()))),
    time_range: lenient(z.string()),
    granularity_sqla: lenient(z.string()),
    sortMetric: lenient(z.string().nullable()),
    requiredFirst: lenient(z.boolean()),
    scope: lenient(NativeFilterScopeSchema),
    /** The charts in scope as Superset saved them when the filter was configured. */
    chartsInScope: lenient(ExportChartIdListSchema),
    tabsInScope: lenient(z.array(z.string())),
    cascadeParentIds: lenient(z.array(z.string())),
  })
  .catchall(z.unknown());
export type NativeFilterConfig = z.infer<typeof NativeFilterConfigSchema>;

/** json_metadata.chart_configuration[chartId]: where that chart's cross-filters apply. */
export const ChartConfigurationEntrySchema = z
  .object({
    id: lenient(z.union([z.number(), z.string()])),
    crossFilters: z
      .object({
        scope: z.union([z.literal(GLOBAL_SCOPE_POINTER), NativeFilterScopeSchema]).catch(GLOBAL_SCOPE_POINTER),
        chartsInScope: lenient(ExportChartIdListSchema),
      })
      .catchall(z.unknown())
      .catch({ scope: GLOBAL_SCOPE_POINTER }),
  })
  .catchall(z.unknown());
export type ChartConfigurationEntry = z.infer<typeof ChartConfigurationEntrySchema>;

/** json_metadata.global_chart_configuration: the scope of every cross-filter set to 'global'. */
export const GlobalChartConfigurationSchema = z
  .object({
    scope: NativeFilterScopeSchema.catch(DEFAULT_CROSS_FILTER_SCOPING),
    chartsInScope: lenient(ExportChartIdListSchema),
  })
  .catchall(z.unknown());
export type GlobalChartConfiguration = z.infer<typeof GlobalChartConfigurationSchema>;
