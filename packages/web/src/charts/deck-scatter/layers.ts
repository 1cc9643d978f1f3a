import { ScatterplotLayer } from '@deck.gl/layers';
import type { DeckLayerBuilder } from '../deck/deck-layers';
import { tooltipLines } from '../deck/layer-props';
import type { ScatterPoint, ScatterTransformedProps } from './types';

type ScatterLayerProps = Pick<ScatterTransformedProps, 'points' | 'minPixels' | 'maxPixels'>;

/** Superset's deck_scatter layer: a circle per point, its radius in metres kept within the pixel bounds. */
export const scatterLayers: DeckLayerBuilder<ScatterLayerProps> = (
  { points, minPixels, maxPixels },
  id = 'deck-scatter',
) => ({
  layers: [
    new ScatterplotLayer<ScatterPoint>({
      id,
      data: points,
      pickable: true,
      stroked: false,
      getPosition: (p) => p.position,
      getRadius: (p) => p.radius,
      getFillColor: (p) => p.color,
      radiusMinPixels: minPixels,
      radiusMaxPixels: maxPixels,
    }),
  ],
  tooltip: (info) => tooltipLines((info.object as ScatterPoint).tooltip),
});
