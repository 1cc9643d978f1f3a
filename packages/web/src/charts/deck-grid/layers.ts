import { GridLayer } from '@deck.gl/aggregation-layers';
import { cellTooltip } from '../deck/aggregation';
import type { DeckLayerBuilder } from '../deck/deck-layers';
import type { WeightedPoint } from '../deck/weighted-points';
import type { GridTransformedProps } from './transform-props';

type GridLayerProps = Pick<
  GridTransformedProps,
  'points' | 'metricLabel' | 'cellSize' | 'extruded' | 'aggregation' | 'colorRange'
>;

/** Superset's deck_grid layer: square cells of `cellSize` metres, coloured and raised by the aggregated weight. */
export const gridLayers: DeckLayerBuilder<GridLayerProps> = (
  { points, metricLabel, cellSize, extruded, aggregation, colorRange },
  id = 'deck-grid',
) => ({
  layers: [
    new GridLayer<WeightedPoint>({
      id,
      data: points,
      pickable: true,
      cellSize,
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
