import { GridLayer } from '@deck.gl/aggregation-layers';
import { useMemo } from 'react';
import type { ChartHooks } from '../types';
import { cellTooltip } from '../deck/aggregation';
import { DeckMap } from '../deck/deck-map';
import type { WeightedPoint } from '../deck/weighted-points';
import type { GridTransformedProps } from './transform-props';

export function GridChart({
  points,
  metricLabel,
  cellSize,
  extruded,
  aggregation,
  colorRange,
  setControlValue,
  ...base
}: GridTransformedProps & ChartHooks) {
  const layers = useMemo(
    () => [
      new GridLayer<WeightedPoint>({
        id: 'deck-grid',
        data: points,
        pickable: true,
        cellSize: cellSize,
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
    [points, cellSize, extruded, aggregation, colorRange],
  );
  const tooltip = useMemo(() => cellTooltip(metricLabel), [metricLabel]);
  return <DeckMap {...base} layers={layers} tooltip={tooltip} {...(setControlValue && { setControlValue })} />;
}
