import type { PickingInfo } from '@deck.gl/core';
import { GeoJsonLayer } from '@deck.gl/layers';
import { useCallback, useMemo } from 'react';
import type { ChartHooks } from '../types';
import { DeckMap } from '../deck/deck-map';
import { tooltipLines } from '../deck/layer-props';
import type { GeoJsonTransformedProps, Shape, ShapeProps } from './transform-props';

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
  const layers = useMemo(
    () => [
      new GeoJsonLayer<ShapeProps>({
        id: 'deck-geojson',
        data: shapes,
        pickable: true,
        filled,
        stroked,
        extruded,
        pointType: 'circle',
        getFillColor: (f) => f.properties.fillColor,
        getLineColor: (f) => f.properties.lineColor,
        getLineWidth: lineWidth,
        lineWidthUnits,
        getPointRadius: pointRadius,
        pointRadiusUnits,
        pointRadiusScale,
      }),
    ],
    [shapes, filled, stroked, extruded, lineWidth, lineWidthUnits, pointRadius, pointRadiusUnits, pointRadiusScale],
  );
  const tooltip = useCallback((info: PickingInfo) => {
    const html = tooltipLines((info.object as Shape).properties.tooltip);
    return html === '' ? null : html;
  }, []);
  return <DeckMap {...base} layers={layers} tooltip={tooltip} {...(setControlValue && { setControlValue })} />;
}
