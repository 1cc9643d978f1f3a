import { useMemo } from 'react';
import type { ChartHooks } from '../types';
import { DeckLegend } from '../deck/deck-legend';
import { DeckMap } from '../deck/deck-map';
import { polygonLayers } from './layers';
import type { PolygonTransformedProps } from './transform-props';

export function PolygonChart({
  polygons,
  lineColor,
  lineWidth,
  lineWidthUnits,
  filled,
  stroked,
  extruded,
  elevationScale,
  opacity,
  legend,
  legendPosition,
  setControlValue,
  ...base
}: PolygonTransformedProps & ChartHooks) {
  const { layers, tooltip } = useMemo(
    () =>
      polygonLayers({
        polygons,
        lineColor,
        lineWidth,
        lineWidthUnits,
        filled,
        stroked,
        extruded,
        elevationScale,
        opacity,
      }),
    [polygons, filled, stroked, extruded, lineColor, lineWidth, lineWidthUnits, elevationScale, opacity],
  );
  return (
    <DeckMap
      {...base}
      layers={layers}
      tooltip={tooltip}
      overlay={<DeckLegend items={legend} position={legendPosition} theme={base.theme} />}
      {...(setControlValue && { setControlValue })}
    />
  );
}
