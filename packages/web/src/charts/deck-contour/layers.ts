import { ContourLayer } from '@deck.gl/aggregation-layers';
import type { DeckLayerBuilder } from '../deck/deck-layers';
import type { WeightedPoint } from '../deck/weighted-points';
import type { ContourTransformedProps } from './transform-props';

type ContourLayerProps = Pick<ContourTransformedProps, 'points' | 'cellSize' | 'aggregation' | 'contours'>;

/** Superset's deck_contour layer: isolines and isobands of the weights aggregated per `cellSize` metres; no tooltip. */
export const contourLayers: DeckLayerBuilder<ContourLayerProps> = (
  { points, cellSize, aggregation, contours },
  id = 'deck-contour',
) => ({
  layers: [
    new ContourLayer<WeightedPoint>({
      id,
      data: points,
      cellSize,
      aggregation,
      contours,
      getPosition: (p) => p.position,
      getWeight: (p) => p.weight,
    }),
  ],
});
