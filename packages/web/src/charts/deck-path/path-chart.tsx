import { useMemo } from 'react';
import type { ChartHooks } from '../types';
import { DeckMap } from '../deck/deck-map';
import { pathLayers } from './layers';
import type { PathTransformedProps } from './transform-props';

export function PathChart({
  paths,
  color,
  lineWidth,
  widthUnits,
  setControlValue,
  ...base
}: PathTransformedProps & ChartHooks) {
  const { layers, tooltip } = useMemo(
    () => pathLayers({ paths, color, lineWidth, widthUnits }),
    [paths, color, lineWidth, widthUnits],
  );
  return <DeckMap {...base} layers={layers} tooltip={tooltip} {...(setControlValue && { setControlValue })} />;
}
