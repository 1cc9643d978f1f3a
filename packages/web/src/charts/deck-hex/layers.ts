import { HexagonLayer } from '@deck.gl/aggregation-layers';
import { cellTooltip } from '../deck/aggregation';
import type { DeckLayerBuilder } from '../deck/deck-layers';
import type { WeightedPoint } from '../deck/weighted-points';
import type { HexTransformedProps } from './transform-props';

type HexLayerProps = Pick<
  HexTransformedProps,
  'points' | 'metricLabel' | 'cellSize' | 'extruded' | 'aggregation' | 'colorRange'
>;

/** Superset's deck_hex layer: hexagons of `cellSize` metres, coloured and raised by the aggregated weight. */
export const hexLayers: DeckLayerBuilder<HexLayerProps> = (
  { points, metricLabel, cellSize, extruded, aggregation, colorRange },
  id = 'deck-hex',
) => ({
  layers: [
    new HexagonLayer<WeightedPoint>({
      id,
      data: points,
      pickable: true,
      radius: cellSize,
      extruded,
      elevationScale: extruded ? 4 : 0,
      getPosition: (p) => p.position,
      getColorWeight: (p) => p.weight,
      getElevationWeight: (p) => p.weight,
      colorAggregation: aggregation,
      elevationAggregation: aggregation,
      ...(colorRange.length > 0 && { colorRange }),
    }),
  ],
  tooltip: cellTooltip(metricLabel),
});
