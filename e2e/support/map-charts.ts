/**
 * Form data for the map e2e test (issue E): one chart of each deck.gl type (and the point cluster
 * map, drawn with deck.gl too) over the example airports, flight routes and US states, in Superset's
 * form-data keys; deck_multi stacks saved copies of the scatter and arc charts.
 */

type FormData = Record<string, unknown>;

export interface MapChart {
  vizType: string;
  table: 'airports' | 'flight_routes' | 'us_states';
  params: FormData;
  /** deck_multi: the map charts of these types are saved first, and their ids make its `deck_slices`. */
  layers?: readonly string[];
}

const airportPoint = { type: 'latlong', lonCol: 'longitude', latCol: 'latitude' };
const origin = { type: 'latlong', lonCol: 'origin_longitude', latCol: 'origin_latitude' };
const destination = { type: 'latlong', lonCol: 'destination_longitude', latCol: 'destination_latitude' };

const routesFrom = (airport: string): FormData => ({
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  operator: 'IN',
  comparator: [airport],
  subject: 'origin',
});

export const MAP_CHARTS: readonly MapChart[] = [
  {
    vizType: 'deck_scatter',
    table: 'airports',
    params: {
      spatial: airportPoint,
      row_limit: 5000,
      point_radius_fixed: { type: 'fix', value: 20000 },
      point_unit: 'radius_m',
      dimension: 'country',
    },
  },
  {
    vizType: 'deck_arc',
    table: 'flight_routes',
    params: {
      start_spatial: origin,
      end_spatial: destination,
      row_limit: 300,
      adhoc_filters: [routesFrom('ATL')],
      stroke_width: 2,
    },
  },
  { vizType: 'deck_hex', table: 'airports', params: { spatial: airportPoint, size: 'count', grid_size: 80000 } },
  { vizType: 'deck_grid', table: 'airports', params: { spatial: airportPoint, size: 'count', grid_size: 60000 } },
  { vizType: 'deck_heatmap', table: 'airports', params: { spatial: airportPoint, size: 'count' } },
  { vizType: 'deck_screengrid', table: 'airports', params: { spatial: airportPoint, size: 'count', grid_size: 16 } },
  { vizType: 'deck_contour', table: 'airports', params: { spatial: airportPoint, size: 'count', cellSize: 100000 } },
  {
    vizType: 'deck_path',
    table: 'flight_routes',
    params: {
      line_column: 'route_path',
      line_type: 'json',
      row_limit: 300,
      adhoc_filters: [routesFrom('ORD')],
      line_width: 2,
    },
  },
  {
    vizType: 'point_cluster_map',
    table: 'airports',
    params: {
      all_columns_x: 'longitude',
      all_columns_y: 'latitude',
      clustering_radius: '60',
      row_limit: 5000,
      groupby: ['state'],
      point_radius_unit: 'Pixels',
      pandas_aggfunc: 'sum',
      map_color: '#008b8b',
    },
  },
  {
    vizType: 'deck_polygon',
    table: 'us_states',
    params: {
      line_column: 'contour',
      line_type: 'json',
      metric: 'sum_population',
      point_radius_fixed: { type: 'fix', value: 20000 },
      js_columns: ['name', 'iso_code'],
      num_buckets: 5,
      legend_format: ',d',
      stroked: true,
      stroke_color_picker: { r: 255, g: 255, b: 255, a: 1 },
    },
  },
  {
    vizType: 'deck_geojson',
    table: 'us_states',
    params: {
      geojson: 'geojson',
      js_columns: ['name', 'population'],
      fill_color_picker: { r: 0, g: 122, b: 135, a: 0.6 },
      stroked: true,
      extruded: false,
      line_width: 1,
    },
  },
  { vizType: 'deck_multi', table: 'airports', params: { autozoom: true }, layers: ['deck_scatter', 'deck_arc'] },
];

/** The chart's form data; a deck_multi's layers by the ids their charts were saved under. */
export const mapFormData = (
  chart: MapChart,
  datasetId: number,
  savedIds: ReadonlyMap<string, number> = new Map(),
): FormData => ({
  datasource: `${datasetId}__table`,
  viz_type: chart.vizType,
  ...chart.params,
  ...(chart.layers && { deck_slices: chart.layers.map((vizType) => savedIds.get(vizType)) }),
});
