import { PolygonLayer } from '@deck.gl/layers';
import type { DeckLayerBuilder } from '../deck/deck-layers';
import { tooltipLines } from '../deck/layer-props';
import type { PolygonFeature, PolygonTransformedProps } from './transform-props';

type PolygonLayerProps = Pick<
  PolygonTransformedProps,
  | 'polygons'
  | 'lineColor'
  | 'lineWidth'
  | 'lineWidthUnits'
  | 'filled'
  | 'stroked'
  | 'extruded'
  | 'elevationScale'
  | 'opacity'
>;

/** Superset's deck_polygon layer: a shape per row, filled by its metric's bucket and raised by its elevation. */
export const polygonLayers: DeckLayerBuilder<PolygonLayerProps> = (
  { polygons, lineColor, lineWidth, lineWidthUnits, filled, stroked, extruded, elevationScale, opacity },
  id = 'deck-polygon',
) => ({
  layers: [
    new PolygonLayer<PolygonFeature>({
      id,
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
  // Superset's polygon tooltip: the row's metric and other values; nothing when the row has none.
  tooltip: (info) => {
    const html = tooltipLines((info.object as PolygonFeature).extra);
    return html === '' ? null : html;
  },
});
