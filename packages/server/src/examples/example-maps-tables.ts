import { chart, type ExampleChartDef } from './example-chart-params.js';
import { pairedRows, type LayoutSpec } from './example-layout.js';

const A = 'airports';
const R = 'flight_routes';
const U = 'us_states';
const F = 'flights';
const S = 'stocks';
const G = 'gapminder';

const airport = { type: 'latlong', lonCol: 'longitude', latCol: 'latitude' };
const usView = { longitude: -97.5, latitude: 38.5, zoom: 3, bearing: 0, pitch: 0 };
const teal = { r: 0, g: 122, b: 135, a: 1 };
const from = (airportCode: string): Record<string, unknown> => ({
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  operator: 'IN',
  comparator: [airportCode],
  subject: 'origin',
});
/** Superset's deck layers all start from the saved view and the `filter_nulls` default. */
const deck = (params: Record<string, unknown>): Record<string, unknown> => ({
  viewport: usView,
  autozoom: false,
  filter_nulls: true,
  row_limit: 5000,
  ...params,
});

/** Issue 28's maps, one chart of each type, over the airports, the flight routes and the US states; deck_multi last, over two of them. */
const MAPS: ExampleChartDef[] = [
  chart('world', 'Population by country', G, {
    viz: 'world_map',
    params: {
      entity: 'country',
      country_fieldtype: 'name',
      metric: 'sum_population',
      secondary_metric: 'avg_life_expectancy',
      show_bubbles: true,
      max_bubble_size: '25',
      color_by: 'metric',
      linear_color_scheme: 'superset_seq_1',
      row_limit: 1000,
    },
  }),
  chart('states', 'Airports per state', A, {
    viz: 'country_map',
    params: { select_country: 'usa', entity: 'state_iso', metric: 'count', number_format: ',d' },
  }),
  chart('scatter', 'Airports', A, {
    viz: 'deck_scatter',
    params: deck({
      spatial: airport,
      point_radius_fixed: { type: 'fix', value: 15000 },
      point_unit: 'radius_m',
      color_picker: teal,
    }),
  }),
  chart('arcs', 'Routes from Atlanta', R, {
    viz: 'deck_arc',
    params: deck({
      start_spatial: { type: 'latlong', lonCol: 'origin_longitude', latCol: 'origin_latitude' },
      end_spatial: { type: 'latlong', lonCol: 'destination_longitude', latCol: 'destination_latitude' },
      adhoc_filters: [from('ATL')],
      stroke_width: 2,
    }),
  }),
  chart('hex', 'Airport density, hexagons', A, {
    viz: 'deck_hex',
    params: deck({ spatial: airport, size: 'count', grid_size: 80000, extruded: true }),
  }),
  chart('grid', 'Airport density, grid', A, {
    viz: 'deck_grid',
    params: deck({ spatial: airport, size: 'count', grid_size: 60000 }),
  }),
  chart('heat', 'Airport heatmap', A, { viz: 'deck_heatmap', params: deck({ spatial: airport, size: 'count' }) }),
  chart('screen', 'Airports on a screen grid', A, {
    viz: 'deck_screengrid',
    params: deck({ spatial: airport, size: 'count', grid_size: 16 }),
  }),
  chart('contour', 'Airport contours', A, {
    viz: 'deck_contour',
    params: deck({ spatial: airport, size: 'count', cellSize: 100000 }),
  }),
  chart('paths', 'Route paths from Chicago', R, {
    viz: 'deck_path',
    params: deck({ line_column: 'route_path', line_type: 'json', adhoc_filters: [from('ORD')], line_width: 2 }),
  }),
  chart('polygons', 'State population', U, {
    viz: 'deck_polygon',
    params: deck({
      line_column: 'contour',
      line_type: 'json',
      metric: 'sum_population',
      point_radius_fixed: { type: 'fix', value: 1000 },
      js_columns: ['name'],
      num_buckets: 5,
      stroked: true,
      extruded: false,
    }),
  }),
  chart('geojson', 'States as GeoJSON', U, {
    viz: 'deck_geojson',
    params: deck({ geojson: 'geojson', js_columns: ['name', 'population'], stroked: true, line_width: 1 }),
  }),
  chart('clusters', 'Airport clusters', A, {
    viz: 'point_cluster_map',
    params: {
      all_columns_x: 'longitude',
      all_columns_y: 'latitude',
      clustering_radius: '60',
      row_limit: 5000,
      groupby: ['state'],
      point_radius_unit: 'Pixels',
      pandas_aggfunc: 'sum',
      viewport_longitude: usView.longitude,
      viewport_latitude: usView.latitude,
      viewport_zoom: usView.zoom,
    },
  }),
  // Superset's deck_multi: the saved airports and Atlanta routes on one map, the airports at the bottom.
  {
    ...chart('stack', 'Airports under the Atlanta routes', A, {
      viz: 'deck_multi',
      params: { viewport: usView, autozoom: false },
    }),
    layerKeys: ['scatter', 'arcs'],
  },
];

/** Issue 28's tables and templated text, over flights and stocks. */
const TABLES: ExampleChartDef[] = [
  chart('pivot', 'Flights by origin and month', F, {
    viz: 'pivot_table_v2',
    params: {
      groupbyRows: ['origin'],
      groupbyColumns: ['departure_time'],
      temporal_columns_lookup: { departure_time: true },
      time_grain_sqla: 'P1M',
      metrics: ['count', 'avg_delay'],
      metricsLayout: 'COLUMNS',
      aggregateFunction: 'Sum',
      rowTotals: true,
      colTotals: true,
      colSubTotals: true,
      date_format: '%b %Y',
      row_limit: 10000,
    },
  }),
  chart('timeTable', 'Prices month by month', S, {
    viz: 'time_table',
    params: {
      granularity_sqla: 'date',
      time_grain_sqla: 'P1M',
      metrics: ['avg_price'],
      groupby: ['symbol'],
      column_collection: [
        { key: 'trend', label: 'Trend', colType: 'spark', width: 180, height: 36 },
        { key: 'share', label: 'Share', colType: 'contrib', d3format: '.1%' },
        { key: 'change', label: 'vs last month', colType: 'time', timeLag: 1, comparisonType: 'perc_change' },
      ],
      row_limit: 10000,
    },
  }),
  chart('ttest', 'Prices, paired t-test', S, {
    viz: 'paired_ttest',
    params: {
      granularity_sqla: 'date',
      time_grain_sqla: 'P1Y',
      metrics: ['avg_price'],
      groupby: ['symbol'],
      significance_level: 0.05,
      row_limit: 10000,
    },
  }),
  chart('text', 'Most populous countries', G, {
    viz: 'handlebars',
    params: {
      query_mode: 'aggregate',
      groupby: ['country'],
      metrics: ['sum_population'],
      timeseries_limit_metric: 'sum_population',
      order_desc: true,
      row_limit: 5,
      handlebarsTemplate:
        '<h3>Most populous, all years summed</h3><ol>{{#each data}}<li>{{country}}: {{formatNumber sum_population}}</li>{{/each}}</ol>',
    },
  }),
];

/** Issue 28's example dashboard: every map type, the pivot and time-series tables and templated text. */
export const mapsAndTables: {
  slug: string;
  title: string;
  prefix: string;
  charts: ExampleChartDef[];
  layout: LayoutSpec[];
} = {
  slug: 'maps-and-tables',
  title: 'Maps and tables',
  prefix: 'maps',
  charts: [...MAPS, ...TABLES],
  layout: [
    {
      type: 'TABS',
      tabs: [
        { text: 'Maps', children: pairedRows(MAPS, 60) },
        { text: 'Tables and text', children: pairedRows(TABLES, 60) },
      ],
    },
  ],
};
