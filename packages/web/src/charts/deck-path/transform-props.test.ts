import type { ChartProps } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { chartResult } from '../../../test-support/charts/table/helpers';
import { buildQuery } from './build-query';
import { transformProps } from './transform-props';

const formData = { datasource: '1__table', viz_type: 'deck_path', line_column: 'route', js_columns: ['carrier'] };

describe('deck_path', () => {
  it('queries the lines column and the extra columns, without rows whose line is null', () => {
    const query = buildQuery(formData).queries[0];
    expect(query?.columns).toEqual(['route', 'carrier']);
    expect(query?.metrics).toEqual([]);
    expect(query?.filters).toContainEqual({ col: 'route', op: 'IS NOT NULL' });
  });

  it('draws a path per row in the fixed colour, the first row on top, skipping rows with no path', () => {
    const chartProps: ChartProps = {
      formData: {
        ...formData,
        color_picker: { r: 10, g: 20, b: 30, a: 1 },
        line_width: '4',
        line_width_unit: 'meters',
      },
      queriesData: [
        chartResult([
          { route: '[[-84.4, 33.6], [-118.4, 33.9]]', carrier: 'DL' },
          { route: 'broken', carrier: 'AA' },
          { route: '[[-87.9, 41.9], [-73.8, 40.6], [-71.0, 42.4]]', carrier: 'UA' },
        ]),
      ],
      width: 800,
      height: 400,
      theme: 'light',
    };
    const out = transformProps(chartProps);
    expect(out.paths.map((p) => p.path.length)).toEqual([3, 2]);
    expect(out.paths[1]?.extra).toEqual([['carrier', 'DL']]);
    expect(out.color).toEqual([10, 20, 30, 255]);
    expect(out.lineWidth).toBe(4);
    expect(out.widthUnits).toBe('meters');
    // Autozoom fits the paths: the view is centred within their bounds.
    expect(out.viewport.longitude).toBeGreaterThan(-118.4);
    expect(out.viewport.longitude).toBeLessThan(-71.0);
  });

  it('reads an encoded polyline, lat/long swapped with reverse_long_lat', () => {
    const out = transformProps({
      formData: { ...formData, line_type: 'polyline', reverse_long_lat: true },
      queriesData: [chartResult([{ route: '_p~iF~ps|U_ulLnnqC' }])],
      width: 400,
      height: 400,
      theme: 'dark',
    });
    expect(out.paths[0]?.path).toEqual([
      [-120.2, 38.5],
      [-120.95, 40.7],
    ]);
  });
});
