import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  chartMetadata,
  isRegisteredVizType,
  loadChartPlugin,
  registeredChartMetadata,
  registeredVizTypes,
} from './registry';
import { VIZ_IMAGES } from './viz-images';

const PUBLIC = join(import.meta.dirname, '..', '..', 'public');

const NAMES: Record<string, string> = {
  echarts_timeseries_line: 'Line Chart',
  echarts_timeseries_bar: 'Bar Chart',
  echarts_area: 'Area Chart',
  echarts_timeseries_scatter: 'Scatter Plot',
  echarts_timeseries_smooth: 'Smooth Line',
  echarts_timeseries_step: 'Stepped Line',
  echarts_timeseries: 'Generic Chart',
  table: 'Table',
  big_number_total: 'Big Number',
  big_number: 'Big Number with Trendline',
  pie: 'Pie Chart',
  filter_box: 'Filter box',
  // Distribution and correlation (and candlestick).
  heatmap_v2: 'Heatmap',
  box_plot: 'Box Plot',
  histogram_v2: 'Histogram',
  bubble_v2: 'Bubble Chart',
  candlestick: 'Candlestick Chart',
  // Part of a whole and ranking.
  treemap_v2: 'Treemap',
  sunburst_v2: 'Sunburst Chart',
  funnel: 'Funnel Chart',
  gauge_chart: 'Gauge Chart',
  radar: 'Radar Chart',
  partition: 'Partition Chart',
  rose: 'Nightingale Rose Chart',
  bullet: 'Bullet Chart',
  // Evolution.
  mixed_timeseries: 'Mixed Chart',
  waterfall: 'Waterfall Chart',
  pop_kpi: 'Big Number with Time Period Comparison',
  gantt_chart: 'Gantt Chart',
  cal_heatmap: 'Calendar Heatmap',
  horizon: 'Horizon Chart',
  // Flow, relations, multi-dimension and text.
  sankey_v2: 'Sankey Chart',
  graph_chart: 'Graph Chart',
  tree_chart: 'Tree Chart',
  chord: 'Chord Diagram',
  para: 'Parallel Coordinates',
  word_cloud: 'Word Cloud',
  pivot_table_v2: 'Pivot Table',
  time_table: 'Time-series Table',
  paired_ttest: 'Paired t-test Table',
  // Region maps.
  world_map: 'World Map',
  country_map: 'Country Map',
  handlebars: 'Handlebars',
  // Maps (issue E).
  deck_scatter: 'deck.gl Scatterplot',
  deck_arc: 'deck.gl Arc',
  deck_hex: 'deck.gl 3D Hexagon',
  deck_grid: 'deck.gl Grid',
  deck_heatmap: 'deck.gl Heatmap',
  deck_screengrid: 'deck.gl Screen Grid',
  deck_contour: 'deck.gl Contour',
  deck_path: 'deck.gl Path',
  point_cluster_map: 'Point Cluster Map',
  deck_polygon: 'deck.gl Polygon',
  deck_geojson: 'deck.gl Geojson',
  deck_multi: 'deck.gl Multiple Layers',
};

describe('chart registry', () => {
  it('registers the time-series family and the table, big number, pie and filter box slots', () => {
    expect(registeredVizTypes().sort()).toEqual(Object.keys(NAMES).sort());
    expect(isRegisteredVizType('toString')).toBe(false);
  });

  it('answers null for a type without a plugin', async () => {
    expect(await loadChartPlugin('no_such_chart')).toBe(null);
    expect(await loadChartPlugin('__proto__')).toBe(null);
  });

  it.each(Object.entries(NAMES))('loads %s with its metadata and a control panel', async (vizType, name) => {
    const plugin = await loadChartPlugin(vizType);
    expect(plugin?.metadata.name).toBe(name);
    expect(plugin?.controlPanel.sections.length).toBeGreaterThan(0);
    expect(typeof plugin?.buildQuery).toBe('function');
  });

  it('lists the metadata of every type without loading a plugin, the same object the plugin carries', async () => {
    expect(registeredChartMetadata().map((m) => m.vizType)).toEqual(registeredVizTypes());
    expect(chartMetadata('pie')?.name).toBe('Pie Chart');
    expect(chartMetadata('no_such_chart')).toBe(null);
    expect(chartMetadata('__proto__')).toBe(null);
    expect((await loadChartPlugin('table'))?.metadata).toBe(chartMetadata('table'));
  });

  it("gives each type with drawn images their URLs under /viz/, and each image exists in the web's public folder", () => {
    expect(VIZ_IMAGES.size).toBeGreaterThan(30);
    for (const vizType of VIZ_IMAGES) {
      const metadata = chartMetadata(vizType);
      expect(metadata?.thumbnail).toBe(`/viz/${vizType}.png`);
      expect(metadata?.exampleGallery).toEqual([{ url: `/viz/${vizType}-example.png`, caption: metadata?.name }]);
      for (const url of [metadata?.thumbnail ?? '', metadata?.exampleGallery[0]?.url ?? ''])
        expect(existsSync(join(PUBLIC, url)), url).toBe(true);
    }
    expect(chartMetadata('filter_box')?.thumbnail).toBe(null);
  });

  it('loads a type once and hands out the same plugin', async () => {
    expect(await loadChartPlugin('echarts_timeseries_bar')).toBe(await loadChartPlugin('echarts_timeseries_bar'));
  });

  it('builds each time-series query from the same form data shape', async () => {
    const plugin = await loadChartPlugin('echarts_area');
    const qc = plugin?.buildQuery({
      datasource: '1__table',
      viz_type: 'echarts_area',
      x_axis: 'ds',
      metrics: ['count'],
      groupby: [],
    });
    expect(qc?.queries[0]?.columns).toEqual([
      { timeGrain: undefined, columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', expressionType: 'SQL' },
    ]);
  });
});
