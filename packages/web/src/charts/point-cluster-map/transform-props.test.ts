import type { ChartProps } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { chartResult } from '../../../test-support/charts/table/helpers';
import { buildQuery } from './build-query';
import { readRgb, transformProps } from './transform-props';

const base = { datasource: '1__table', viz_type: 'point_cluster_map', all_columns_x: 'lon', all_columns_y: 'lat' };

const props = (formData: Record<string, unknown>, data: Record<string, unknown>[]): ChartProps => ({
  formData: { ...base, ...formData },
  queriesData: [chartResult(data)],
  width: 800,
  height: 400,
  theme: 'light',
});

describe('point_cluster_map', () => {
  it("queries the group-by, position, label and radius columns, rows without a position left out, as Superset's buildQuery", () => {
    const query = buildQuery({
      ...base,
      groupby: ['state'],
      map_label: ['elevation'],
      point_radius: 'runway',
      row_limit: 500,
    }).queries[0];
    expect(query?.columns).toEqual(['state', 'lon', 'lat', 'elevation', 'runway']);
    expect(query?.metrics).toEqual([]);
    expect(query?.row_limit).toBe(500);
    expect(query?.filters).toEqual([
      { col: 'lon', op: 'IS NOT NULL' },
      { col: 'lat', op: 'IS NOT NULL' },
    ]);
  });

  it("leaves 'count' and 'Auto' out of the query: they are not columns", () => {
    const query = buildQuery({ ...base, map_label: ['count'], point_radius: 'Auto' }).queries[0];
    expect(query?.columns).toEqual(['lon', 'lat']);
  });

  it('reads a point per positioned row with its label, radius and group-by values', () => {
    const out = transformProps(
      props({ groupby: ['state'], map_label: ['elevation'], point_radius: 'runway', pandas_aggfunc: 'mean' }, [
        { lon: -84.4, lat: 33.6, state: 'GA', elevation: 1026, runway: '3.5' },
        { lon: null, lat: 33.6, state: 'GA', elevation: 1, runway: 1 },
        { lon: -87.9, lat: 41.9, state: 'IL', elevation: 'n/a', runway: null },
      ]),
    );
    expect(out.points).toEqual([
      { position: [-84.4, 33.6], metric: 1026, radius: 3.5, groups: ['GA'] },
      { position: [-87.9, 41.9], metric: 'n/a', radius: null, groups: ['IL'] },
    ]);
    expect(out.aggregator).toBe('mean');
    expect(out.groupby).toEqual(['state']);
  });

  it("takes Superset's defaults: clusters counted, radius 60, pixels, dark cyan, opaque, live render", () => {
    const out = transformProps(props({}, [{ lon: 1, lat: 2 }]));
    expect(out).toMatchObject({
      aggregator: null,
      clusteringRadius: 60,
      radiusUnit: 'Pixels',
      color: [0, 139, 139],
      opacity: 1,
      renderWhileDragging: true,
      selected: null,
    });
  });

  it('reads the legacy mapbox keys that MigrateMapBox renames', () => {
    const out = transformProps(props({ mapbox_label: ['elevation'], mapbox_color: 'rgb(10, 20, 30)' }, []));
    expect(out.aggregator).toBe('sum');
    expect(out.color).toEqual([10, 20, 30]);
  });

  it('fits the view to the data, each viewport field that is set taking its place, clamped', () => {
    const rows = [
      { lon: -120, lat: 35 },
      { lon: -75, lat: 42 },
    ];
    const fitted = transformProps(props({}, rows)).viewport;
    expect(fitted.longitude).toBeCloseTo(-97.5, 5);
    expect(fitted.zoom).toBeGreaterThan(2);
    const set = transformProps(props({ viewport_longitude: '10', viewport_zoom: 40, viewport_latitude: '' }, rows));
    expect(set.viewport).toMatchObject({ longitude: 10, latitude: fitted.latitude, zoom: 16 });
    expect(transformProps(props({}, [])).viewport).toMatchObject({ longitude: 0, latitude: 0, zoom: 1 });
  });

  it("reads Superset's colour field: #rrggbb or rgb(r, g, b), black otherwise", () => {
    expect(readRgb('#dc143c')).toEqual([220, 20, 60]);
    expect(readRgb('rgb(1,2, 3)')).toEqual([1, 2, 3]);
    expect(readRgb('crimson')).toEqual([0, 0, 0]);
  });
});
