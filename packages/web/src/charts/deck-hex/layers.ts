import { HexagonLayer } from '@deck.gl/aggregation-layers';
import { cellLayerProps, cellTooltip } from '../deck/aggregation';
import type { DeckLayerBuilder } from '../deck/deck-layers';
import type { WeightedPoint } from '../deck/weighted-points';
import type { HexTransformedProps } from './transform-props';

type HexLayerProps = Pick<
  HexTransformedProps,
  'points' | 'metricLabel' | 'cellSize' | 'extruded' | 'aggregation' | 'colorRange'
>;

/** Superset's deck_hex layer: hexagons of `cellSize` metres, coloured and raised by the aggregated weight. */
export const hexLayers: DeckLayerBuilder<HexLayerProps> = ({ metricLabel, cellSize, ...cell }, id = 'deck-hex') => ({
  layers: [new HexagonLayer<WeightedPoint>({ id, radius: cellSize, ...cellLayerProps(cell) })],
  tooltip: cellTooltip(metricLabel),
});
