import type { PickingInfo } from '@deck.gl/core';
import type { FormData } from '@tessera/core';
import { t } from '../../i18n';
import { readChoice } from '../form-data';
import { AGGREGATIONS } from './deck-controls';
import type { DeckColor } from './colors';
import { tooltipLines } from './layer-props';
import type { WeightedPoint } from './weighted-points';

export type DeckAggregation = 'SUM' | 'MIN' | 'MAX' | 'MEAN';

/** `js_agg_function` as deck's aggregation name; Superset's default is a sum. */
export const readAggregation = (fd: FormData, key = 'js_agg_function'): DeckAggregation =>
  readChoice(fd, key, AGGREGATIONS, 'sum').toUpperCase() as DeckAggregation;

/** A cell of deck's aggregation layers as picked: its points and aggregated value. */
interface PickedCell {
  count?: number;
  colorValue?: number;
  value?: number;
}

/** The tooltip of an aggregated cell: how many points it holds and its metric's aggregate. */
export const cellTooltip =
  (metricLabel: string) =>
  (info: PickingInfo): string | null => {
    const cell = info.object as PickedCell;
    const value = cell.colorValue ?? cell.value;
    return tooltipLines([
      [t('Points'), cell.count],
      [metricLabel || t('Weight'), value === undefined ? undefined : Number(value.toFixed(4))],
    ]);
  };

/** What the grid and hexagon layers are drawn from: weighted points and how their cells look. */
export interface CellLayerInput {
  points: WeightedPoint[];
  extruded: boolean;
  aggregation: DeckAggregation;
  colorRange: DeckColor[];
}

/**
 * The props deck's GridLayer and HexagonLayer share (Superset's deck_grid and deck_hex): cells
 * coloured and raised by the aggregated weight, raised only when extruded.
 */
export const cellLayerProps = ({ points, extruded, aggregation, colorRange }: CellLayerInput) => ({
  data: points,
  pickable: true,
  extruded,
  elevationScale: extruded ? 4 : 0,
  getPosition: (p: WeightedPoint) => p.position,
  getColorWeight: (p: WeightedPoint) => p.weight,
  getElevationWeight: (p: WeightedPoint) => p.weight,
  colorAggregation: aggregation,
  elevationAggregation: aggregation,
  ...(colorRange.length > 0 && { colorRange }),
});
