import { GeoJsonLayer } from '@deck.gl/layers';
import type { DeckLayerBuilder } from '../deck/deck-layers';
import { tooltipLines } from '../deck/layer-props';
import type { GeoJsonTransformedProps, Shape, ShapeProps } from './transform-props';

type GeoJsonLayerProps = Pick<
  GeoJsonTransformedProps,
  | 'shapes'
  | 'filled'
  | 'stroked'
  | 'extruded'
  | 'lineWidth'
  | 'lineWidthUnits'
  | 'pointRadius'
  | 'pointRadiusUnits'
  | 'pointRadiusScale'
>;

/** Superset's deck_geojson layer: every feature of the rows' GeoJSON, points drawn as circles. */
export const geojsonLayers: DeckLayerBuilder<GeoJsonLayerProps> = (
  { shapes, filled, stroked, extruded, lineWidth, lineWidthUnits, pointRadius, pointRadiusUnits, pointRadiusScale },
  id = 'deck-geojson',
) => ({
  layers: [
    new GeoJsonLayer<ShapeProps>({
      id,
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
  tooltip: (info) => {
    const html = tooltipLines((info.object as Shape).properties.tooltip);
    return html === '' ? null : html;
  },
});
