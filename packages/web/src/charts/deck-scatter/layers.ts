import { ScatterplotLayer } from '@deck.gl/layers';
import type { DeckLayerBuilder } from '../deck/deck-layers';
import { tooltipLines } from '../deck/layer-props';
import { PointSpriteLayer } from '../deck/point-sprite-layer';
import type { ScatterPoint, ScatterTransformedProps } from './types';

type ScatterLayerProps = Pick<ScatterTransformedProps, 'points' | 'minPixels' | 'maxPixels'>;

/**
 * From this many points the scatter draws GL points (PointSpriteLayer): the same circles, an eighth
 * of the cost in software WebGL. Fewer points keep deck's own ScatterplotLayer, whose circles also
 * lie flat on a pitched map.
 */
export const SPRITE_MIN_POINTS = 1_000;

/** Superset's deck_scatter layer: a circle per point, its radius in metres kept within the pixel bounds. */
export const scatterLayers: DeckLayerBuilder<ScatterLayerProps> = (
  { points, minPixels, maxPixels },
  id = 'deck-scatter',
) => {
  const props = {
    id,
    data: points,
    pickable: true,
    getPosition: (p: ScatterPoint) => p.position,
    getRadius: (p: ScatterPoint) => p.radius,
    getFillColor: (p: ScatterPoint) => p.color,
    radiusMinPixels: minPixels,
    radiusMaxPixels: maxPixels,
  };
  return {
    layers: [
      points.length >= SPRITE_MIN_POINTS
        ? new PointSpriteLayer<ScatterPoint>(props)
        : new ScatterplotLayer<ScatterPoint>({ ...props, stroked: false }),
    ],
    tooltip: (info) => tooltipLines((info.object as ScatterPoint).tooltip),
  };
};
