/**
 * Form data for the map e2e test (issue E): one chart of each deck.gl type over the example
 * airports and flight routes, in Superset's form-data keys.
 */

type FormData = Record<string, unknown>;

export interface MapChart {
  vizType: string;
  table: 'airports' | 'flight_routes';
  params: FormData;
}

const airportPoint = { type: 'latlong', lonCol: 'longitude', latCol: 'latitude' };
const origin = { type: 'latlong', lonCol: 'origin_longitude', latCol: 'origin_latitude' };
const destination = { type: 'latlong', lonCol: 'destination_longitude', latCol: 'destination_latitude' };

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
];

export const mapFormData = (chart: MapChart, datasetId: number): FormData => ({
  datasource: `${datasetId}__table`,
  viz_type: chart.vizType,
  ...chart.params,
});

export { origin as ORIGIN_SPATIAL, destination as DESTINATION_SPATIAL };
