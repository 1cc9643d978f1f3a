import { useMemo } from 'react';
import type { ChartHooks } from '../types';
import { DeckMap } from '../deck/deck-map';
import { screengridLayers } from './layers';
import type { ScreengridTransformedProps } from './transform-props';

export function ScreengridChart({
  points,
  metricLabel,
  cellSizePixels,
  colorRange,
  setControlValue,
  ...base
}: ScreengridTransformedProps & ChartHooks) {
  const { layers, tooltip } = useMemo(
    () => screengridLayers({ points, metricLabel, cellSizePixels, colorRange }),
    [points, metricLabel, cellSizePixels, colorRange],
  );
  return <DeckMap {...base} layers={layers} tooltip={tooltip} {...(setControlValue && { setControlValue })} />;
}
