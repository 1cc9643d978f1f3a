import { describe, expect, it } from 'vitest';
import { chartResult } from '../../../test-support/charts/table/helpers';
import { weightedPoints } from './weighted-points';

const spatial = { type: 'latlong', lonCol: 'lon', latCol: 'lat' };

describe("the aggregation layers' weighted positions", () => {
  it('weighs each position by its metric, 1 when it has none', () => {
    const out = weightedPoints({
      formData: { datasource: '1__table', viz_type: 'deck_hex', spatial, size: 'count' },
      queriesData: [
        chartResult([
          { lon: 1, lat: 2, count: 7 },
          { lon: 3, lat: 4, count: null },
          { lon: 'x', lat: 4, count: 1 },
        ]),
      ],
      width: 400,
      height: 300,
      theme: 'light',
    });
    expect(out.points).toEqual([
      { position: [1, 2], weight: 7 },
      { position: [3, 4], weight: 1 },
    ]);
    expect(out.metricLabel).toBe('count');
  });
});
