import type { Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { regionCenter, regionCenters, topologyToRegions } from './geo-shapes';

// Two unit squares side by side sharing an arc, and a point object without area.
const TOPOLOGY: Topology = {
  type: 'Topology',
  arcs: [
    [
      [1, 0],
      [0, 0],
      [0, 1],
      [1, 1],
    ],
    [
      [1, 1],
      [1, 0],
    ],
    [
      [1, 0],
      [3, 0],
      [3, 1],
      [1, 1],
    ],
  ],
  objects: {
    regions: {
      type: 'GeometryCollection',
      geometries: [
        { type: 'Polygon', id: 'A', arcs: [[0, 1]], properties: { n: 'Left' } },
        { type: 'Polygon', id: 'B', arcs: [[2, 1]], properties: { n: 'Right' } },
        { type: 'Point', id: 'C', coordinates: [0, 0], properties: { n: 'Dot' } },
      ],
    },
  },
};

describe('region shapes', () => {
  it('names each area by its code and drops what has no area or no code', () => {
    const shapes = topologyToRegions<{ n: string }>(TOPOLOGY, 'regions', (id, p) =>
      id === 'B' ? null : { name: String(id), label: p.n },
    );
    expect(shapes.features.map((f) => f.properties)).toEqual([{ name: 'A', label: 'Left' }]);
  });

  it('puts a bubble at the centroid of the largest polygon', () => {
    const small: number[][] = [
      [10, 10],
      [11, 10],
      [11, 11],
      [10, 10],
    ];
    const big: number[][] = [
      [0, 0],
      [4, 0],
      [4, 2],
      [0, 2],
      [0, 0],
    ];
    expect(regionCenter({ type: 'MultiPolygon', coordinates: [[small], [big]] })).toEqual([2, 1]);
    const shapes = topologyToRegions<{ n: string }>(TOPOLOGY, 'regions', (id, p) => ({ name: String(id), label: p.n }));
    expect(regionCenters(shapes).get('B')).toEqual([2, 0.5]);
  });
});
