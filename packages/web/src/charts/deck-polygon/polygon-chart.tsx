import type { PickingInfo } from '@deck.gl/core';
import { PolygonLayer } from '@deck.gl/layers';
import { useCallback, useMemo } from 'react';
import type { ChartHooks } from '../types';
import { DeckLegend } from '../deck/deck-legend';
import { DeckMap } from '../deck/deck-map';
import { tooltipLines } from '../deck/layer-props';
import type { PolygonFeature, PolygonTransformedProps } from './transform-props';

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
  const layers = useMemo(
    () => [
      new PolygonLayer<PolygonFeature>({
        id: 'deck-polygon',
        data: polygons,
        pickable: true,
        filled,
        stroked,
        extruded,
        getPolygon: (p) => p.polygon,
        getFillColor: (p) => p.fillColor,
        getLineColor: lineColor,
        getLineWidth: lineWidth,
        lineWidthUnits,
        getElevation: (p) => p.elevation,
        elevationScale,
        opacity,
      }),
    ],
    [polygons, filled, stroked, extruded, lineColor, lineWidth, lineWidthUnits, elevationScale, opacity],
  );
  // Superset's polygon tooltip: the row's metric and other values; nothing when the row has none.
  const tooltip = useCallback((info: PickingInfo) => {
    const html = tooltipLines((info.object as PolygonFeature).extra);
    return html === '' ? null : html;
  }, []);
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
