import type { ChartProps } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { chartResult } from '../../../test-support/charts/table/helpers';
import { buildQuery } from './build-query';
import { transformProps } from './transform-props';

const start = { type: 'latlong', lonCol: 'o_lon', latCol: 'o_lat' };
const end = { type: 'latlong', lonCol: 'd_lon', latCol: 'd_lat' };

describe('deck_arc', () => {
  it('queries both ends, one row per arc', () => {
    const query = buildQuery({ datasource: '1__table', viz_type: 'deck_arc', start_spatial: start, end_spatial: end })
      .queries[0];
    expect(query?.columns).toEqual(['o_lon', 'o_lat', 'd_lon', 'd_lat']);
    expect(query?.metrics).toEqual([]);
  });

  it('draws an arc per row with both ends, source and target colours', () => {
    const chartProps: ChartProps = {
      formData: {
        datasource: '1__table',
        viz_type: 'deck_arc',
        start_spatial: start,
        end_spatial: end,
        color_picker: { r: 1, g: 2, b: 3, a: 1 },
        target_color_picker: { r: 4, g: 5, b: 6, a: 0.5 },
        stroke_width: '3',
      },
      queriesData: [
        chartResult([
          { o_lon: -84.4, o_lat: 33.6, d_lon: -118.4, d_lat: 33.9 },
          { o_lon: -84.4, o_lat: 33.6, d_lon: null, d_lat: 33.9 },
        ]),
      ],
      width: 800,
      height: 400,
      theme: 'dark',
    };
    const out = transformProps(chartProps);
    expect(out.arcs).toEqual([
      {
        source: [-84.4, 33.6],
        target: [-118.4, 33.9],
        sourceColor: [1, 2, 3, 255],
        targetColor: [4, 5, 6, 128],
        category: null,
      },
    ]);
    expect(out.strokeWidth).toBe(3);
  });
});
