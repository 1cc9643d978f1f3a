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

/**
 * One entry of json_metadata.native_filter_configuration (Superset's Filter or Divider), with the
 * keys scoping reads; everything else (targets, controlValues, defaultDataMask ...) is kept as is.
 */
export const NativeFilterConfigSchema = z
  .object({
    id: z.string().min(1),
    type: lenient(z.string()),
    filterType: lenient(z.string()),
    name: lenient(z.string()),
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
