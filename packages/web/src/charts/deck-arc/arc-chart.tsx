import { useMemo } from 'react';
import type { ChartHooks } from '../types';
import { DeckMap } from '../deck/deck-map';
import { arcLayers } from './layers';
import type { ArcTransformedProps } from './transform-props';

export function ArcChart({ arcs, strokeWidth, dimension, setControlValue, ...base }: ArcTransformedProps & ChartHooks) {
  const { layers, tooltip } = useMemo(
    () => arcLayers({ arcs, strokeWidth, dimension }),
    [arcs, strokeWidth, dimension],
  );
  return <DeckMap {...base} layers={layers} tooltip={tooltip} {...(setControlValue && { setControlValue })} />;
}
