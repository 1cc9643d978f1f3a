import type { ChartProps } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { chartResult } from '../../../test-support/charts/table/helpers';
import { buildQuery } from './build-query';
import { radiusOf } from './radius';
import { transformProps } from './transform-props';

const props = (formData: Record<string, unknown>, data: Record<string, unknown>[]): ChartProps => ({
  formData: { datasource: '1__table', viz_type: 'deck_scatter', ...formData },
  queriesData: [chartResult(data)],
  width: 800,
  height: 400,
  theme: 'light',
});

const spatial = { type: 'latlong', lonCol: 'lon', latCol: 'lat' };

describe('deck_scatter', () => {
  it('queries the spatial columns and the dimension, with the radius metric, nulls left out', () => {
    const query = buildQuery({
      datasource: '1__table',
      viz_type: 'deck_scatter',
      spatial,
      dimension: 'kind',
      point_radius_fixed: { type: 'metric', value: 'count' },
      row_limit: 100,
    }).queries[0];
    expect(query?.columns).toEqual(['lon', 'lat', 'kind']);
    expect(query?.metrics).toEqual(['count']);
    expect(query?.row_limit).toBe(100);
    expect(query?.filters).toEqual([
      { col: 'lon', op: 'IS NOT NULL' },
      { col: 'lat', op: 'IS NOT NULL' },
    ]);
  });

  it("turns point units into metres as Superset's unitToRadius", () => {
    expect(radiusOf('radius_km', 2)).toBe(2000);
    expect(radiusOf('radius_miles', 1)).toBeCloseTo(1609.34);
    expect(radiusOf('square_m', Math.PI * 100)).toBeCloseTo(10);
    expect(radiusOf('unknown', 5)).toBe(10);
  });

  it('draws a point per positioned row, metric radius times the multiplier, colour by category', () => {
    const out = transformProps(
      props(
        {
          spatial,
          point_radius_fixed: { type: 'metric', value: 'count' },
          point_unit: 'radius_m',
          multiplier: 2,
          dimension: 'kind',
          autozoom: false,
          viewport: { longitude: 1, latitude: 2, zoom: 3 },
        },
        [
          { lon: 1, lat: 2, count: 50, kind: 'a' },
          { lon: 3, lat: 4, count: 10, kind: 'b' },
          { lon: null, lat: 4, count: 10, kind: 'b' },
        ],
      ),
    );
    expect(out.points.map((p) => [p.position, p.radius])).toEqual([
      [[1, 2], 100],
      [[3, 4], 20],
    ]);
    expect(out.points[0]?.color).not.toEqual(out.points[1]?.color);
    expect(out.viewport).toMatchObject({ longitude: 1, latitude: 2, zoom: 3 });
  });

  it('uses the fixed radius and colour without a metric or dimension, and autozooms on the data', () => {
    const out = transformProps(
      props({ spatial, point_radius_fixed: { type: 'fix', value: 500 }, point_unit: 'radius_m' }, [
        { lon: 10, lat: 50 },
        { lon: 12, lat: 52 },
      ]),
    );
    expect(out.points.map((p) => p.radius)).toEqual([500, 500]);
    expect(out.points[0]?.color).toEqual([0, 122, 135, 255]);
    expect(out.viewport.longitude).toBeCloseTo(11, 5);
    expect(out.viewport.zoom).toBeGreaterThan(4);
  });

  it('honours both FixedOrMetricControl forms: a fixed value saved as a string, an adhoc metric by its label', () => {
    const fixed = transformProps(
      props({ spatial, point_radius_fixed: { type: 'fix', value: '250' }, point_unit: 'radius_m' }, [
        { lon: 1, lat: 2 },
      ]),
    );
    expect(fixed.points[0]?.radius).toBe(250);
    const adhoc = { expressionType: 'SQL', sqlExpression: 'MAX(elevation)', label: 'Highest' };
    const fd = { spatial, point_radius_fixed: { type: 'metric', value: adhoc }, point_unit: 'radius_km' };
    expect(buildQuery({ datasource: '1__table', viz_type: 'deck_scatter', ...fd }).queries[0]?.metrics).toEqual([
      adhoc,
    ]);
    const byMetric = transformProps(props(fd, [{ lon: 1, lat: 2, Highest: 3 }]));
    expect(byMetric.points[0]?.radius).toBe(3000);
  });
});
