import type { ChartProps } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { chartResult } from '../../../test-support/charts/table/helpers';
import { buildQuery } from './build-query';
import { transformProps } from './transform-props';

const base = { datasource: '1__table', viz_type: 'deck_geojson', geojson: 'shape' };
const polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [-10, 40],
      [-9, 40],
      [-9, 41],
      [-10, 40],
    ],
  ],
};
const transparent = { r: 0, g: 0, b: 0, a: 0 };

const props = (formData: Record<string, unknown>, data: Record<string, unknown>[]): ChartProps => ({
  formData: { ...base, ...formData },
  queriesData: [chartResult(data)],
  width: 800,
  height: 400,
  theme: 'dark',
});

describe('deck_geojson', () => {
  it('queries the GeoJSON column and the extra columns, no metrics, without null shapes', () => {
    const query = buildQuery({ ...base, js_columns: ['name'] }).queries[0];
    expect(query?.columns).toEqual(['shape', 'name']);
    expect(query?.metrics).toEqual([]);
    expect(query?.filters).toContainEqual({ col: 'shape', op: 'IS NOT NULL' });
  });

  it("draws bare geometries, features and collections' features in the pickers' colours", () => {
    const collection = {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { name: 'a' }, geometry: { type: 'Point', coordinates: [2, 48] } },
        {
          type: 'Feature',
          properties: { name: 'b' },
          geometry: {
            type: 'LineString',
            coordinates: [
              [0, 0],
              [1, 1],
            ],
          },
        },
      ],
    };
    const out = transformProps(
      props({ fill_color_picker: { r: 10, g: 20, b: 30, a: 1 }, stroke_color_picker: { r: 1, g: 2, b: 3, a: 0.5 } }, [
        { shape: JSON.stringify(polygon), name: 'Iberia' },
        { shape: collection },
      ]),
    );
    expect(out.shapes.map((s) => s.geometry.type)).toEqual(['Polygon', 'Point', 'LineString']);
    expect(out.shapes[0]?.properties).toEqual({
      fillColor: [10, 20, 30, 255],
      lineColor: [1, 2, 3, 128],
      tooltip: [['name', 'Iberia']],
    });
    // Without extra columns the tooltip shows the feature's own properties.
    expect(out.shapes[1]?.properties.tooltip).toEqual([['name', 'a']]);
    // Autozoom fits every position of every shape.
    expect(out.viewport.longitude).toBeGreaterThan(-10);
    expect(out.viewport.longitude).toBeLessThan(2);
  });

  it("keeps a feature's own colours where a picker is transparent", () => {
    const feature = {
      type: 'Feature',
      properties: { fill: '#ff0000', 'stroke-color': [0, 0, 255] },
      geometry: polygon,
    };
    const out = transformProps(
      props({ fill_color_picker: transparent, stroke_color_picker: transparent }, [{ shape: JSON.stringify(feature) }]),
    );
    expect(out.shapes[0]?.properties.fillColor).toEqual([255, 0, 0, 255]);
    expect(out.shapes[0]?.properties.lineColor).toEqual([0, 0, 255, 255]);
  });

  it('skips rows and features whose GeoJSON does not parse or has no drawable geometry', () => {
    const out = transformProps(
      props({}, [
        { shape: 'not json' },
        { shape: null },
        { shape: '{"type":"Circle","coordinates":[1,2]}' },
        { shape: '{"type":"Polygon","coordinates":[["x"]]}' },
        { shape: '{"type":"Feature","geometry":null,"properties":{}}' },
        { shape: JSON.stringify(polygon) },
      ]),
    );
    expect(out.shapes).toHaveLength(1);
  });

  it("reads the point radius, its scale and units, with deck.gl's defaults for a chart saved before them", () => {
    const saved = transformProps(
      props({ point_radius: '20', point_radius_scale: 2, point_radius_units: 'pixels', line_width: 0 }, []),
    );
    expect([saved.pointRadius, saved.pointRadiusScale, saved.pointRadiusUnits]).toEqual([20, 2, 'pixels']);
    expect(saved.lineWidth).toBe(1);
    const old = transformProps(props({}, []));
    expect([old.pointRadius, old.pointRadiusScale, old.pointRadiusUnits]).toEqual([1, 1, 'meters']);
    expect([old.filled, old.stroked, old.extruded]).toEqual([true, false, true]);
  });
});
