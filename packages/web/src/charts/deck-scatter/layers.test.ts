import { ScatterplotLayer } from '@deck.gl/layers';
import { describe, expect, it } from 'vitest';
import { PointSpriteLayer } from '../deck/point-sprite-layer';
import { scatterLayers, SPRITE_MIN_POINTS } from './layers';
import type { ScatterPoint } from './types';

const points = (count: number): ScatterPoint[] =>
  Array.from({ length: count }, (_, i) => ({
    position: [-100 + (i % 50) * 0.1, 40],
    radius: 1000,
    color: [10, 20, 30, 255],
    tooltip: [['Longitude', String(i)]],
  }));

describe('deck_scatter layers', () => {
  it("draws few points with deck's ScatterplotLayer and many as GL points, with the same props", () => {
    const [few] = scatterLayers({ points: points(SPRITE_MIN_POINTS - 1), minPixels: 2, maxPixels: 250 }).layers;
    const [many] = scatterLayers({ points: points(SPRITE_MIN_POINTS), minPixels: 2, maxPixels: 250 }).layers;
    expect(few).toBeInstanceOf(ScatterplotLayer);
    expect(many).toBeInstanceOf(PointSpriteLayer);
    for (const layer of [few, many]) {
      expect(layer?.props).toMatchObject({
        id: 'deck-scatter',
        pickable: true,
        radiusUnits: 'meters',
        radiusMinPixels: 2,
        radiusMaxPixels: 250,
      });
    }
  });

  it('reads position, radius and colour from each point, and tells its tooltip', () => {
    const data = points(SPRITE_MIN_POINTS);
    const built = scatterLayers({ points: data, minPixels: 1, maxPixels: 10 });
    const props = built.layers[0]?.props as unknown as {
      getPosition: (p: ScatterPoint) => unknown;
      getRadius: (p: ScatterPoint) => unknown;
      getFillColor: (p: ScatterPoint) => unknown;
    };
    const [first] = data;
    if (first === undefined) throw new Error('no point');
    expect(props.getPosition(first)).toEqual([-100, 40]);
    expect(props.getRadius(first)).toBe(1000);
    expect(props.getFillColor(first)).toEqual([10, 20, 30, 255]);
    expect(built.tooltip?.({ object: first } as never)).toBe('<div><b>Longitude</b>: 0</div>');
  });
});
