import type { ChartMetadata } from '@tessera/core';
import { totalMetadata, trendlineMetadata } from './big-number/metadata';
import { pieMetadata } from './pie/metadata';
import { tableMetadata } from './table/metadata';
import { timeseriesMetadata } from './timeseries/metadata';
import { sealChartPlugin, type LoadedChartPlugin } from './types';

type Loader = () => Promise<LoadedChartPlugin>;

/**
 * viz_type → plugin loader. Each loader is a dynamic import, so every chart folder is its own
 * chunk and nothing here is fetched until a chart of that type is drawn.
 */
const LOADERS: Readonly<Record<string, Loader>> = {
  echarts_timeseries_line: () => import('./timeseries/index').then((m) => sealChartPlugin(m.lineChart)),
  echarts_timeseries_bar: () => import('./timeseries/index').then((m) => sealChartPlugin(m.barChart)),
  echarts_area: () => import('./timeseries/index').then((m) => sealChartPlugin(m.areaChart)),
  echarts_timeseries_scatter: () => import('./timeseries/index').then((m) => sealChartPlugin(m.scatterChart)),
  echarts_timeseries_smooth: () => import('./timeseries/index').then((m) => sealChartPlugin(m.smoothLineChart)),
  echarts_timeseries_step: () => import('./timeseries/index').then((m) => sealChartPlugin(m.steppedLineChart)),
  // Table, big number and pie plugins.
  table: () => import('./table/index').then((m) => sealChartPlugin(m.table)),
  big_number_total: () => import('./big-number/index').then((m) => sealChartPlugin(m.bigNumberTotal)),
  big_number: () => import('./big-number/index').then((m) => sealChartPlugin(m.bigNumber)),
  pie: () => import('./pie/index').then((m) => sealChartPlugin(m.pie)),
};

/**
 * viz_type → metadata, from small static files: the chart-type picker lists every type without
 * loading any plugin chunk. Kept in the same order as LOADERS.
 */
const METADATA: Readonly<Record<string, ChartMetadata>> = {
  echarts_timeseries_line: timeseriesMetadata('echarts_timeseries_line'),
  echarts_timeseries_bar: timeseriesMetadata('echarts_timeseries_bar'),
  echarts_area: timeseriesMetadata('echarts_area'),
  echarts_timeseries_scatter: timeseriesMetadata('echarts_timeseries_scatter'),
  echarts_timeseries_smooth: timeseriesMetadata('echarts_timeseries_smooth'),
  echarts_timeseries_step: timeseriesMetadata('echarts_timeseries_step'),
  table: tableMetadata,
  big_number_total: totalMetadata,
  big_number: trendlineMetadata,
  pie: pieMetadata,
};

const loaded = new Map<string, Promise<LoadedChartPlugin>>();

export const registeredVizTypes = (): string[] => Object.keys(LOADERS);

export const isRegisteredVizType = (vizType: string): boolean => Object.hasOwn(LOADERS, vizType);

/** A registered type's metadata (name, category, tags ...) without loading its chunk; null when unknown. */
export const chartMetadata = (vizType: string): ChartMetadata | null =>
  Object.hasOwn(METADATA, vizType) ? (METADATA[vizType] ?? null) : null;

/** Every registered type with its metadata, in registration order. */
export const registeredChartMetadata = (): { vizType: string; metadata: ChartMetadata }[] =>
  registeredVizTypes().flatMap((vizType) => {
    const metadata = chartMetadata(vizType);
    return metadata === null ? [] : [{ vizType, metadata }];
  });

/**
 * The plugin of a viz type, or null for a type with no plugin. Loads once per type (the host
 * keeps the same object between renders); a failed load is retried on the next call.
 */
export const loadChartPlugin = (vizType: string): Promise<LoadedChartPlugin | null> => {
  const loader = isRegisteredVizType(vizType) ? LOADERS[vizType] : undefined;
  if (loader === undefined) return Promise.resolve(null);
  const cached = loaded.get(vizType);
  if (cached) return cached;
  const pending = loader().catch((error: unknown) => {
    loaded.delete(vizType);
    throw error;
  });
  loaded.set(vizType, pending);
  return pending;
};
