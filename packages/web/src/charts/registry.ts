import type { ChartMetadata } from '@tessera/core';
import { popKpiMetadata, totalMetadata, trendlineMetadata } from './big-number/metadata';
import { boxPlotMetadata } from './box-plot/metadata';
import { bubbleMetadata } from './bubble/metadata';
import { candlestickMetadata } from './candlestick/metadata';
import { filterBoxMetadata } from './filter-box/metadata';
import { heatmapMetadata } from './heatmap/metadata';
import { histogramMetadata } from './histogram/metadata';
import { pieMetadata } from './pie/metadata';
import { tableMetadata } from './table/metadata';
import { pivotTableMetadata } from './pivot-table/metadata';
import { timeTableMetadata } from './time-table/metadata';
import { pairedTTestMetadata } from './paired-ttest/metadata';
import { handlebarsMetadata } from './handlebars/metadata';
import { timeseriesMetadata } from './timeseries/metadata';
import { treemapMetadata } from './treemap/metadata';
import { sunburstMetadata } from './sunburst/metadata';
import { funnelMetadata } from './funnel/metadata';
import { gaugeMetadata } from './gauge/metadata';
import { radarMetadata } from './radar/metadata';
import { partitionMetadata } from './partition/metadata';
import { roseMetadata } from './rose/metadata';
import { bulletMetadata } from './bullet/metadata';
import { mixedTimeseriesMetadata } from './mixed-timeseries/metadata';
import { waterfallMetadata } from './waterfall/metadata';
import { deckArcMetadata } from './deck-arc/metadata';
import { deckHexMetadata } from './deck-hex/metadata';
import { deckGridMetadata } from './deck-grid/metadata';
import { deckHeatmapMetadata } from './deck-heatmap/metadata';
import { deckScreengridMetadata } from './deck-screengrid/metadata';
import { deckContourMetadata } from './deck-contour/metadata';
import { deckScatterMetadata } from './deck-scatter/metadata';
import { deckPathMetadata } from './deck-path/metadata';
import { pointClusterMapMetadata } from './point-cluster-map/metadata';
import { deckPolygonMetadata } from './deck-polygon/metadata';
import { deckGeojsonMetadata } from './deck-geojson/metadata';
import { deckMultiMetadata } from './deck-multi/metadata';
import { ganttMetadata } from './gantt/metadata';
import { calendarHeatmapMetadata } from './calendar-heatmap/metadata';
import { horizonMetadata } from './horizon/metadata';
import { sankeyMetadata } from './sankey/metadata';
import { graphMetadata } from './graph/metadata';
import { treeMetadata } from './tree/metadata';
import { chordMetadata } from './chord/metadata';
import { paraMetadata } from './para/metadata';
import { wordCloudMetadata } from './word-cloud/metadata';
import { worldMapMetadata } from './world-map/metadata';
import { countryMapMetadata } from './country-map/metadata';
import { dynamicPluginMetadata } from './dynamic/plugin-catalog';
import { sealChartPlugin, type LoadedChartPlugin } from './types';
import { VIZ_IMAGES } from './viz-images';

// The admin page forgets the list through the registry, so the catalog stays in the registry's
// chunk: imported from a page too, it went to a shared chunk that imports back (an import cycle).
export { forgetDynamicPlugins } from './dynamic/plugin-catalog';

type Loader = () => Promise<LoadedChartPlugin>;

/** One chart type: its metadata and the loader of its plugin, kept together so they cannot disagree. */
interface ChartRegistration {
  /** Name, category, tags ... from a small static file: the chart-type picker reads it without loading the chunk. */
  metadata: ChartMetadata;
  /** A dynamic import: every chart folder is its own chunk, fetched when a chart of the type is first drawn. */
  load: Loader;
}

/** viz_type → registration, in registration order (the order the chart-type picker and the lists follow). */
const CHARTS: Readonly<Record<string, ChartRegistration>> = {
  echarts_timeseries_line: {
    metadata: timeseriesMetadata('echarts_timeseries_line'),
    load: () => import('./timeseries/index').then((m) => sealChartPlugin(m.lineChart)),
  },
  echarts_timeseries_bar: {
    metadata: timeseriesMetadata('echarts_timeseries_bar'),
    load: () => import('./timeseries/index').then((m) => sealChartPlugin(m.barChart)),
  },
  echarts_area: {
    metadata: timeseriesMetadata('echarts_area'),
    load: () => import('./timeseries/index').then((m) => sealChartPlugin(m.areaChart)),
  },
  echarts_timeseries_scatter: {
    metadata: timeseriesMetadata('echarts_timeseries_scatter'),
    load: () => import('./timeseries/index').then((m) => sealChartPlugin(m.scatterChart)),
  },
  echarts_timeseries_smooth: {
    metadata: timeseriesMetadata('echarts_timeseries_smooth'),
    load: () => import('./timeseries/index').then((m) => sealChartPlugin(m.smoothLineChart)),
  },
  echarts_timeseries_step: {
    metadata: timeseriesMetadata('echarts_timeseries_step'),
    load: () => import('./timeseries/index').then((m) => sealChartPlugin(m.steppedLineChart)),
  },
  echarts_timeseries: {
    metadata: timeseriesMetadata('echarts_timeseries'),
    load: () => import('./timeseries/index').then((m) => sealChartPlugin(m.genericChart)),
  },
  table: {
    metadata: tableMetadata,
    load: () => import('./table/index').then((m) => sealChartPlugin(m.table)),
  },
  // Tables beside the table: each its own chunk (the pivot's grid, the time table's sparklines).
  pivot_table_v2: {
    metadata: pivotTableMetadata,
    load: () => import('./pivot-table/index').then((m) => sealChartPlugin(m.pivotTable)),
  },
  time_table: {
    metadata: timeTableMetadata,
    load: () => import('./time-table/index').then((m) => sealChartPlugin(m.timeTable)),
  },
  paired_ttest: {
    metadata: pairedTTestMetadata,
    load: () => import('./paired-ttest/index').then((m) => sealChartPlugin(m.pairedTTest)),
  },
  big_number_total: {
    metadata: totalMetadata,
    load: () => import('./big-number/index').then((m) => sealChartPlugin(m.bigNumberTotal)),
  },
  big_number: {
    metadata: trendlineMetadata,
    load: () => import('./big-number/index').then((m) => sealChartPlugin(m.bigNumber)),
  },
  pie: {
    metadata: pieMetadata,
    load: () => import('./pie/index').then((m) => sealChartPlugin(m.pie)),
  },
  filter_box: {
    metadata: filterBoxMetadata,
    load: () => import('./filter-box/index').then((m) => sealChartPlugin(m.filterBox)),
  },
  // Distribution and correlation (and candlestick): one chunk per folder.
  heatmap_v2: {
    metadata: heatmapMetadata,
    load: () => import('./heatmap/index').then((m) => sealChartPlugin(m.heatmap)),
  },
  box_plot: {
    metadata: boxPlotMetadata,
    load: () => import('./box-plot/index').then((m) => sealChartPlugin(m.boxPlot)),
  },
  histogram_v2: {
    metadata: histogramMetadata,
    load: () => import('./histogram/index').then((m) => sealChartPlugin(m.histogram)),
  },
  bubble_v2: {
    metadata: bubbleMetadata,
    load: () => import('./bubble/index').then((m) => sealChartPlugin(m.bubble)),
  },
  candlestick: {
    metadata: candlestickMetadata,
    load: () => import('./candlestick/index').then((m) => sealChartPlugin(m.candlestick)),
  },
  // Part of a whole and ranking: one chunk per folder, ECharts core shared.
  treemap_v2: {
    metadata: treemapMetadata,
    load: () => import('./treemap/index').then((m) => sealChartPlugin(m.treemap)),
  },
  sunburst_v2: {
    metadata: sunburstMetadata,
    load: () => import('./sunburst/index').then((m) => sealChartPlugin(m.sunburst)),
  },
  funnel: {
    metadata: funnelMetadata,
    load: () => import('./funnel/index').then((m) => sealChartPlugin(m.funnel)),
  },
  gauge_chart: {
    metadata: gaugeMetadata,
    load: () => import('./gauge/index').then((m) => sealChartPlugin(m.gauge)),
  },
  radar: {
    metadata: radarMetadata,
    load: () => import('./radar/index').then((m) => sealChartPlugin(m.radar)),
  },
  partition: {
    metadata: partitionMetadata,
    load: () => import('./partition/index').then((m) => sealChartPlugin(m.partition)),
  },
  rose: {
    metadata: roseMetadata,
    load: () => import('./rose/index').then((m) => sealChartPlugin(m.rose)),
  },
  bullet: {
    metadata: bulletMetadata,
    load: () => import('./bullet/index').then((m) => sealChartPlugin(m.bullet)),
  },
  // Evolution: one chunk per folder, ECharts core shared.
  mixed_timeseries: {
    metadata: mixedTimeseriesMetadata,
    load: () => import('./mixed-timeseries/index').then((m) => sealChartPlugin(m.mixedTimeseries)),
  },
  waterfall: {
    metadata: waterfallMetadata,
    load: () => import('./waterfall/index').then((m) => sealChartPlugin(m.waterfall)),
  },
  pop_kpi: {
    metadata: popKpiMetadata,
    load: () => import('./big-number/index').then((m) => sealChartPlugin(m.popKpi)),
  },
  gantt_chart: {
    metadata: ganttMetadata,
    load: () => import('./gantt/index').then((m) => sealChartPlugin(m.gantt)),
  },
  cal_heatmap: {
    metadata: calendarHeatmapMetadata,
    load: () => import('./calendar-heatmap/index').then((m) => sealChartPlugin(m.calendarHeatmap)),
  },
  horizon: {
    metadata: horizonMetadata,
    load: () => import('./horizon/index').then((m) => sealChartPlugin(m.horizon)),
  },
  // Flow, relations, multi-dimension and text: one chunk per folder, ECharts core shared.
  sankey_v2: {
    metadata: sankeyMetadata,
    load: () => import('./sankey/index').then((m) => sealChartPlugin(m.sankey)),
  },
  graph_chart: {
    metadata: graphMetadata,
    load: () => import('./graph/index').then((m) => sealChartPlugin(m.graph)),
  },
  tree_chart: {
    metadata: treeMetadata,
    load: () => import('./tree/index').then((m) => sealChartPlugin(m.tree)),
  },
  chord: {
    metadata: chordMetadata,
    load: () => import('./chord/index').then((m) => sealChartPlugin(m.chord)),
  },
  para: {
    metadata: paraMetadata,
    load: () => import('./para/index').then((m) => sealChartPlugin(m.para)),
  },
  word_cloud: {
    metadata: wordCloudMetadata,
    load: () => import('./word-cloud/index').then((m) => sealChartPlugin(m.wordCloud)),
  },
  // Region maps: shapes bundled from Natural Earth, each map's shapes a lazy chunk of their own.
  world_map: {
    metadata: worldMapMetadata,
    load: () => import('./world-map/index').then((m) => sealChartPlugin(m.worldMap)),
  },
  country_map: {
    metadata: countryMapMetadata,
    load: () => import('./country-map/index').then((m) => sealChartPlugin(m.countryMap)),
  },
  // The handlebars runtime and its helpers load with this chunk only.
  handlebars: {
    metadata: handlebarsMetadata,
    load: () => import('./handlebars/index').then((m) => sealChartPlugin(m.handlebars)),
  },
  // Maps (issue E): deck.gl in chunks of its own, loaded with the first map drawn.
  deck_scatter: {
    metadata: deckScatterMetadata,
    load: () => import('./deck-scatter/index').then((m) => sealChartPlugin(m.deckScatter)),
  },
  deck_arc: {
    metadata: deckArcMetadata,
    load: () => import('./deck-arc/index').then((m) => sealChartPlugin(m.deckArc)),
  },
  deck_hex: {
    metadata: deckHexMetadata,
    load: () => import('./deck-hex/index').then((m) => sealChartPlugin(m.deckHex)),
  },
  deck_grid: {
    metadata: deckGridMetadata,
    load: () => import('./deck-grid/index').then((m) => sealChartPlugin(m.deckGrid)),
  },
  deck_heatmap: {
    metadata: deckHeatmapMetadata,
    load: () => import('./deck-heatmap/index').then((m) => sealChartPlugin(m.deckHeatmap)),
  },
  deck_screengrid: {
    metadata: deckScreengridMetadata,
    load: () => import('./deck-screengrid/index').then((m) => sealChartPlugin(m.deckScreengrid)),
  },
  deck_contour: {
    metadata: deckContourMetadata,
    load: () => import('./deck-contour/index').then((m) => sealChartPlugin(m.deckContour)),
  },
  deck_path: {
    metadata: deckPathMetadata,
    load: () => import('./deck-path/index').then((m) => sealChartPlugin(m.deckPath)),
  },
  // Superset's replacement of the legacy mapbox chart: clustered in the browser, on the same offline base map.
  point_cluster_map: {
    metadata: pointClusterMapMetadata,
    load: () => import('./point-cluster-map/index').then((m) => sealChartPlugin(m.pointClusterMap)),
  },
  deck_polygon: {
    metadata: deckPolygonMetadata,
    load: () => import('./deck-polygon/index').then((m) => sealChartPlugin(m.deckPolygon)),
  },
  deck_geojson: {
    metadata: deckGeojsonMetadata,
    load: () => import('./deck-geojson/index').then((m) => sealChartPlugin(m.deckGeojson)),
  },
  // Saved deck charts stacked on one map: each layer's type loads with its own chunk.
  deck_multi: {
    metadata: deckMultiMetadata,
    load: () => import('./deck-multi/index').then((m) => sealChartPlugin(m.deckMulti)),
  },
};

const registrationOf = (vizType: string): ChartRegistration | undefined =>
  Object.hasOwn(CHARTS, vizType) ? CHARTS[vizType] : undefined;

/**
 * The picker's thumbnail and example image: the PNGs our report renderer drew of the type's example
 * chart (`npm run viz-images`, served from the web's public/viz/), unless the metadata names its own.
 */
const withImages = (vizType: string, metadata: ChartMetadata): ChartMetadata =>
  VIZ_IMAGES.has(vizType)
    ? {
        ...metadata,
        thumbnail: metadata.thumbnail ?? `/viz/${vizType}.png`,
        exampleGallery:
          metadata.exampleGallery.length > 0
            ? metadata.exampleGallery
            : [{ url: `/viz/${vizType}-example.png`, caption: metadata.name }],
      }
    : metadata;

const METADATA: ReadonlyMap<string, ChartMetadata> = new Map(
  Object.entries(CHARTS).map(([vizType, { metadata }]) => [vizType, withImages(vizType, metadata)]),
);

const loaded = new Map<string, Promise<LoadedChartPlugin>>();

export const registeredVizTypes = (): string[] => Object.keys(CHARTS);

/** A built-in type, or a dynamic plugin's key once the plugin list has arrived. */
export const isRegisteredVizType = (vizType: string): boolean =>
  Object.hasOwn(CHARTS, vizType) || dynamicPluginMetadata(vizType) !== null;

/**
 * A registered type's metadata (name, category, tags ...) without loading its chunk; a dynamic
 * plugin's once the plugin list has arrived; null when unknown.
 */
export const chartMetadata = (vizType: string): ChartMetadata | null =>
  METADATA.get(vizType) ?? dynamicPluginMetadata(vizType);

/** Every registered type with its metadata, in registration order. */
export const registeredChartMetadata = (): { vizType: string; metadata: ChartMetadata }[] =>
  [...METADATA].map(([vizType, metadata]) => ({ vizType, metadata }));

/**
 * The plugin of a viz type, or null for a type with no plugin. Loads once per type (the host
 * keeps the same object between renders); a failed load is retried on the next call. A type that
 * is not built in is looked up among the dynamic plugins an admin registered (dynamic/README.md):
 * built-in types win, so a plugin cannot replace one.
 */
export const loadChartPlugin = (vizType: string): Promise<LoadedChartPlugin | null> => {
  const loader = registrationOf(vizType)?.load;
  // The loader (and what it parses and draws with) comes only for a type that is not built in.
  if (loader === undefined) return import('./dynamic/dynamic-plugins').then((m) => m.loadDynamicChartPlugin(vizType));
  const cached = loaded.get(vizType);
  if (cached) return cached;
  // The plugin carries the registry's metadata object (with its images), so both agree.
  const metadata = METADATA.get(vizType);
  const pending = loader()
    .then((plugin) => (metadata === undefined ? plugin : { ...plugin, metadata }))
    .catch((error: unknown) => {
      loaded.delete(vizType);
      throw error;
    });
  loaded.set(vizType, pending);
  return pending;
};
