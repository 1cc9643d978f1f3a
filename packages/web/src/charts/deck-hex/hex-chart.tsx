import { useMemo } from 'react';
import type { ChartHooks } from '../types';
import { DeckMap } from '../deck/deck-map';
import { hexLayers } from './layers';
import type { HexTransformedProps } from './transform-props';

export function HexChart({
  points,
  metricLabel,
  cellSize,
  extruded,
  aggregation,
  colorRange,
  setControlValue,
  ...base
}: HexTransformedProps & ChartHooks) {
  const { layers, tooltip } = useMemo(
    () => hexLayers({ points, metricLabel, cellSize, extruded, aggregation, colorRange }),
    [points, metricLabel, cellSize, extruded, aggregation, colorRange],
  );
  return <DeckMap {...base} layers={layers} tooltip={tooltip} {...(setControlValue && { setControlValue })} />;
}
