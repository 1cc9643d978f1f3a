import { HeatmapLayer } from '@deck.gl/aggregation-layers';
import type { DeckLayerBuilder } from '../deck/deck-layers';
import type { WeightedPoint } from '../deck/weighted-points';
import type { HeatmapTransformedProps } from './transform-props';

type HeatmapLayerProps = Pick<
  HeatmapTransformedProps,
  'points' | 'intensity' | 'radiusPixels' | 'aggregation' | 'colorRange'
>;

/** Superset's deck_heatmap layer: a density surface, with no objects to pick, so no tooltip (as in Superset). */
export const heatmapLayers: DeckLayerBuilder<HeatmapLayerProps> = (
  { points, intensity, radiusPixels, aggregation, colorRange },
  id = 'deck-heatmap',
) => ({
  layers: [
    new HeatmapLayer<WeightedPoint>({
      id,
      data: points,
      getPosition: (p) => p.position,
      getWeight: (p) => p.weight,
      intensity,
      radiusPixels,
      aggregation,
      ...(colorRange.length > 0 && { colorRange }),
    }),
  ],
});
