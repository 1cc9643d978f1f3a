import { useMemo } from 'react';
import type { ChartHooks } from '../types';
import { DeckMap } from '../deck/deck-map';
import { geojsonLayers } from './layers';
import type { GeoJsonTransformedProps } from './transform-props';

export function GeojsonChart({
  shapes,
  filled,
  stroked,
  extruded,
  lineWidth,
  lineWidthUnits,
  pointRadius,
  pointRadiusUnits,
  pointRadiusScale,
  setControlValue,
  ...base
}: GeoJsonTransformedProps & ChartHooks) {
  const { layers, tooltip } = useMemo(
    () =>
      geojsonLayers({
        shapes,
        filled,
        stroked,
        extruded,
        lineWidth,
        lineWidthUnits,
        pointRadius,
        pointRadiusUnits,
        pointRadiusScale,
      }),
    [shapes, filled, stroked, extruded, lineWidth, lineWidthUnits, pointRadius, pointRadiusUnits, pointRadiusScale],
  );
  return <DeckMap {...base} layers={layers} tooltip={tooltip} {...(setControlValue && { setControlValue })} />;
}
