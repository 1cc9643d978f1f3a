import type { ChartProps } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { chartResult } from '../../../test-support/charts/table/helpers';
import { buildQuery } from './build-query';
import { transformProps } from './transform-props';

const base = { datasource: '1__table', viz_type: 'deck_polygon', line_column: 'contour', js_columns: ['name'] };
const ring = (x: number): string =>
  JSON.stringify([
    [x, 40],
    [x + 1, 40],
    [x + 1, 41],
    [x, 41],
    [x, 40],
  ]);

const props = (formData: Record<string, unknown>, data: Record<string, unknown>[]): ChartProps => ({
  formData: { ...base, ...formData },
  queriesData: [chartResult(data)],
  width: 800,
  height: 400,
  theme: 'light',
});

describe('deck_polygon', () => {
  it('groups the polygon and extra columns by the colour and elevation metrics, without rows whose polygon is null', () => {
    const query = buildQuery({
      ...base,
      metric: 'sum__population',
      point_radius_fixed: { type: 'metric', value: 'sum__airports' },
    }).queries[0];
    expect(query?.columns).toEqual(['contour', 'name']);
    expect(query?.metrics).toEqual(['sum__population', 'sum__airports']);
    expect(query?.filters).toContainEqual({ col: 'contour', op: 'IS NOT NULL' });
    const once = buildQuery({ ...base, metric: 'count', point_radius_fixed: { type: 'metric', value: 'count' } });
    expect(once.queries[0]?.metrics).toEqual(['count']);
    expect(buildQuery(base).queries[0]?.metrics).toEqual([]);
  });

  it("colours each polygon by its metric's bucket, with a legend, and raises it by the fixed elevation", () => {
    const out = transformProps(
      props(
        { metric: 'count', num_buckets: 2, legend_format: ',d', point_radius_fixed: { type: 'fix', value: '500' } },
        [
          { contour: ring(0), name: 'low', count: 10 },
          { contour: ring(2), name: 'high', count: 30 },
        ],
      ),
    );
    const [low, high] = out.polygons;
    expect(low?.fillColor).not.toEqual(high?.fillColor);
    expect(low?.fillColor[3]).toBe(204);
    expect(out.polygons.map((p) => p.elevation)).toEqual([500, 500]);
    expect(out.legend.map((i) => i.label)).toEqual(['10 - 20', '20 - 30']);
    expect(out.legend[0]?.color).toEqual(low?.fillColor);
    expect(out.legendPosition).toBe('tr');
    expect(low?.extra).toEqual([
      ['name', 'low'],
      ['count', 10],
    ]);
    // Autozoom fits the polygons.
    expect(out.viewport.longitude).toBeGreaterThan(0);
    expect(out.viewport.longitude).toBeLessThan(3);
  });

  it('takes the elevation from its metric, and none where the colour is transparent (outside the break points)', () => {
    const out = transformProps(
      props(
        {
          metric: 'count',
          break_points: ['0', '20'],
          point_radius_fixed: { type: 'metric', value: 'height' },
          multiplier: '3',
          extruded: false,
        },
        [
          { contour: ring(0), count: 10, height: 70 },
          { contour: ring(2), count: 50, height: 90 },
        ],
      ),
    );
    expect(out.polygons.map((p) => p.elevation)).toEqual([70, 0]);
    expect(out.polygons[1]?.fillColor[3]).toBe(0);
    expect(out.elevationScale).toBe(3);
    expect(out.extruded).toBe(false);
  });

  it('fills with the fixed colour without a metric or on the fixed colour scheme type, and draws no legend', () => {
    const fill = { r: 200, g: 10, b: 20, a: 0.5 };
    for (const formData of [{}, { metric: 'count', color_scheme_type: 'fixed_color' }]) {
      const out = transformProps(
        props({ ...formData, fill_color_picker: fill, stroke_color_picker: { r: 1, g: 2, b: 3, a: 1 } }, [
          { contour: ring(0), count: 1 },
        ]),
      );
      expect(out.polygons[0]?.fillColor).toEqual([200, 10, 20, 128]);
      expect(out.polygons[0]?.elevation).toBe(1000);
      expect(out.lineColor).toEqual([1, 2, 3, 255]);
      expect(out.legend).toEqual([]);
    }
  });

  it('decodes polylines and swaps lat/long with reverse_long_lat, one polygon per GeoJSON part', () => {
    const polyline = transformProps(
      props({ line_type: 'polyline', reverse_long_lat: true }, [{ contour: '_p~iF~ps|U_ulLnnqC_mqNvxq`@' }]),
    );
    expect(polyline.polygons[0]?.polygon).toEqual([
      [-120.2, 38.5],
      [-120.95, 40.7],
      [-126.453, 43.252],
    ]);
    const parts = JSON.stringify({
      type: 'MultiPolygon',
      coordinates: [[JSON.parse(ring(0))], [JSON.parse(ring(5))]],
    });
    const geojson = transformProps(props({}, [{ contour: parts, name: 'two islands' }]));
    expect(geojson.polygons.map((p) => p.polygon[0])).toEqual([
      [0, 40],
      [5, 40],
    ]);
  });

  it('skips rows whose polygon does not read instead of throwing', () => {
    const out = transformProps(
      props({}, [
        { contour: 'not json', name: 'a' },
        { contour: '{"type":"Point","coordinates":[1,2]}', name: 'b' },
        { contour: null, name: 'c' },
        { contour: ring(0), name: 'd' },
      ]),
    );
    expect(out.polygons.map((p) => p.extra)).toEqual([[['name', 'd']]]);
  });
});
