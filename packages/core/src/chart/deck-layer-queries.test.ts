import { describe, expect, it } from 'vitest';
import { MAP_LAYER_QUERIES, weightedPointsQuery } from './deck-layer-queries.js';

const spatial = { type: 'latlong', lonCol: 'lon', latCol: 'lat' };
const base = { datasource: '1__table' };
const queryOf = (vizType: string, fd: Record<string, unknown>) =>
  MAP_LAYER_QUERIES[vizType]?.({ ...base, viz_type: vizType, ...fd }).queries[0];

describe("the map layers' queries (Superset's deck.gl buildQuery)", () => {
  it('aggregation layers group by the spatial columns with the size metric', () => {
    const query = weightedPointsQuery({ ...base, viz_type: 'deck_hex', spatial, size: 'count' }).queries[0];
    expect(query?.columns).toEqual(['lon', 'lat']);
    expect(query?.metrics).toEqual(['count']);
    expect(query?.orderby).toEqual([['count', false]]);
    expect(query?.filters).toEqual([
      { col: 'lon', op: 'IS NOT NULL' },
      { col: 'lat', op: 'IS NOT NULL' },
    ]);
  });

  it('deck_scatter asks for the radius metric only when the radius is one', () => {
    expect(queryOf('deck_scatter', { spatial, point_radius_fixed: { type: 'fix', value: '500' } })?.metrics).toEqual(
      [],
    );
    const byMetric = queryOf('deck_scatter', {
      spatial,
      dimension: 'kind',
      point_radius_fixed: { type: 'metric', value: 'sum_x' },
    });
    expect(byMetric?.columns).toEqual(['lon', 'lat', 'kind']);
    expect(byMetric?.metrics).toEqual(['sum_x']);
  });

  it('deck_arc reads both ends; filter_nulls off keeps rows without a position', () => {
    const ends = {
      start_spatial: { type: 'latlong', lonCol: 'o_lon', latCol: 'o_lat' },
      end_spatial: { type: 'delimited', lonlatCol: 'dest' },
    };
    expect(queryOf('deck_arc', ends)?.columns).toEqual(['o_lon', 'o_lat', 'dest']);
    expect(queryOf('deck_arc', { ...ends, filter_nulls: false })?.filters).toEqual([]);
  });

  it('deck_polygon asks for one metric when colour and elevation are the same', () => {
    const same = queryOf('deck_polygon', {
      line_column: 'ring',
      metric: 'pop',
      point_radius_fixed: { type: 'metric', value: 'pop' },
      js_columns: ['name'],
    });
    expect(same?.columns).toEqual(['ring', 'name']);
    expect(same?.metrics).toEqual(['pop']);
  });

  it('deck_path and deck_geojson read one column a row, with their extra columns', () => {
    expect(queryOf('deck_path', { line_column: 'path', js_columns: ['id'] })?.columns).toEqual(['path', 'id']);
    expect(queryOf('deck_geojson', { geojson: 'shape' })?.columns).toEqual(['shape']);
  });

  it('point_cluster_map reads the position, label and radius columns, not a count label or Auto', () => {
    const query = queryOf('point_cluster_map', {
      all_columns_x: 'lon',
      all_columns_y: 'lat',
      groupby: ['state'],
      mapbox_label: ['count'],
      point_radius: 'Auto',
    });
    expect(query?.columns).toEqual(['state', 'lon', 'lat']);
    const labelled = queryOf('point_cluster_map', {
      all_columns_x: 'lon',
      all_columns_y: 'lat',
      map_label: ['size'],
      point_radius: 'r',
    });
    expect(labelled?.columns).toEqual(['lon', 'lat', 'size', 'r']);
  });

  it('covers every map type Tessera draws, deck_multi with no query of its own (its saved layers query)', () => {
    expect(MAP_LAYER_QUERIES['deck_multi']?.({ datasource: '1__table', viz_type: 'deck_multi' }).queries).toEqual([]);
    expect(Object.keys(MAP_LAYER_QUERIES).sort()).toEqual([
      'deck_arc',
      'deck_contour',
      'deck_geojson',
      'deck_grid',
      'deck_heatmap',
      'deck_hex',
      'deck_multi',
      'deck_path',
      'deck_polygon',
      'deck_scatter',
      'deck_screengrid',
      'point_cluster_map',
    ]);
  });
});
