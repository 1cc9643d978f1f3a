import { ScreenGridLayer } from '@deck.gl/aggregation-layers';
import { cellTooltip } from '../deck/aggregation';
import type { DeckLayerBuilder } from '../deck/deck-layers';
import type { WeightedPoint } from '../deck/weighted-points';
import type { ScreengridTransformedProps } from './transform-props';

type ScreengridLayerProps = Pick<
  ScreengridTransformedProps,
  'points' | 'metricLabel' | 'cellSizePixels' | 'colorRange'
>;

/** Superset's deck_screengrid layer: the weights binned in cells of `cellSizePixels` on screen. */
export const screengridLayers: DeckLayerBuilder<ScreengridLayerProps> = (
  { points, metricLabel, cellSizePixels, colorRange },
  id = 'deck-screengrid',
) => ({
  layers: [
    new ScreenGridLayer<WeightedPoint>({
      id,
      data: points,
      pickable: true,
      cellSizePixels,
      colorRange,
      getPosition: (p) => p.position,
      getWeight: (p) => p.weight,
    }),
  ],
  tooltip: cellTooltip(metricLabel),
});
