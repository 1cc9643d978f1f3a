import { GridLayer } from '@deck.gl/aggregation-layers';
import { cellLayerProps, cellTooltip } from '../deck/aggregation';
import type { DeckLayerBuilder } from '../deck/deck-layers';
import type { WeightedPoint } from '../deck/weighted-points';
import type { GridTransformedProps } from './transform-props';

type GridLayerProps = Pick<
  GridTransformedProps,
  'points' | 'metricLabel' | 'cellSize' | 'extruded' | 'aggregation' | 'colorRange'
>;

/** Superset's deck_grid layer: square cells of `cellSize` metres, coloured and raised by the aggregated weight. */
export const gridLayers: DeckLayerBuilder<GridLayerProps> = ({ metricLabel, cellSize, ...cell }, id = 'deck-grid') => ({
  layers: [new GridLayer<WeightedPoint>({ id, cellSize, ...cellLayerProps(cell) })],
  tooltip: cellTooltip(metricLabel),
});
