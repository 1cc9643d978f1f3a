import { ScreenGridLayer } from '@deck.gl/aggregation-layers';
import { useMemo } from 'react';
import type { ChartHooks } from '../types';
import { cellTooltip } from '../deck/aggregation';
import { DeckMap } from '../deck/deck-map';
import type { WeightedPoint } from '../deck/weighted-points';
import type { ScreengridTransformedProps } from './transform-props';

export function ScreengridChart({
  points,
  metricLabel,
  cellSizePixels,
  colorRange,
  setControlValue,
  ...base
}: ScreengridTransformedProps & ChartHooks) {
  const layers = useMemo(
    () => [
      new ScreenGridLayer<WeightedPoint>({
        id: 'deck-screengrid',
        data: points,
        pickable: true,
        cellSizePixels,
        colorRange,
        getPosition: (p) => p.position,
        getWeight: (p) => p.weight,
      }),
    ],
    [points, cellSizePixels, colorRange],
  );
  const tooltip = useMemo(() => cellTooltip(metricLabel), [metricLabel]);
  return <DeckMap {...base} layers={layers} tooltip={tooltip} {...(setControlValue && { setControlValue })} />;
}
