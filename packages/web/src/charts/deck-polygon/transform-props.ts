import { ELEVATION_DEFAULT, labelOfMetric, polygonMetrics, readFixedOrMetric, type ChartProps } from '@tessera/core';
import { readBoolean, readOptionalNumber, readString } from '../form-data';
import {
  legendItems,
  metricColorScale,
  readLegendPosition,
  type LegendItem,
  type LegendPosition,
} from '../deck/color-buckets';
import { deckColor, type DeckColor } from '../deck/colors';
import { deckBaseProps, readNumeric, type DeckLayerProps } from '../deck/layer-props';
import { readLineType } from '../deck/path-encodings';
import { decodePolygons, type Ring } from '../deck/polygon-encodings';

export interface PolygonFeature {
  polygon: Ring;
  fillColor: DeckColor;
  /** Metres, before the layer's `multiplier` scale. */
  elevation: number;
  /** The row's other values (the metrics and extra columns), shown in the tooltip. */
  extra: [string, unknown][];
}

export interface PolygonTransformedProps extends DeckLayerProps {
  polygons: PolygonFeature[];
  lineColor: DeckColor;
  lineWidth: number;
  lineWidthUnits: 'meters' | 'pixels';
  filled: boolean;
  stroked: boolean;
  extruded: boolean;
  /** Superset's `multiplier`, deck's elevationScale. */
  elevationScale: number;
  /** The layer's opacity, 0..1. */
  opacity: number;
  legend: LegendItem[];
  legendPosition: LegendPosition | null;
}

/**
 * Superset's deck_polygon: each row's polygon column decoded (JSON rings or GeoJSON, a polyline, a
 * geohash square; one polygon per part) and filled with the fixed colour or, on a linear palette
 * with a metric, its bucket's colour; raised by the fixed or metric elevation unless its colour is
 * transparent (Superset's getElevation), times `multiplier` when extruded.
 */
export const transformProps = (chartProps: ChartProps): PolygonTransformedProps => {
  const { formData: fd, queriesData } = chartProps;
  const rows = queriesData[0]?.data ?? [];
  const line = readString(fd, 'line_column');
  const type = readLineType(fd['line_type']);
  const reverse = readBoolean(fd, 'reverse_long_lat', false);
  const { color, elevation: heightMetric } = polygonMetrics(fd);
  const colorLabel = color === undefined ? null : labelOfMetric(color);
  const heightLabel = heightMetric === undefined ? null : labelOfMetric(heightMetric);
  const height = readFixedOrMetric(fd['point_radius_fixed'], ELEVATION_DEFAULT);
  const fixedHeight = height.type === 'fix' ? height.value : 0;
  const byMetric = colorLabel !== null && readString(fd, 'color_scheme_type', 'linear_palette') !== 'fixed_color';
  const values = byMetric ? rows.map((row) => readOptionalNumber(row[colorLabel])).filter((v) => v !== null) : [];
  const scale = byMetric ? metricColorScale(fd, values) : null;
  const fixed = deckColor(fd['fill_color_picker']);
  const polygons: PolygonFeature[] = [];
  if (line !== '')
    for (const row of rows) {
      const fillColor = scale === null || colorLabel === null ? fixed : scale.colorOf(row[colorLabel]);
      const raised = heightLabel === null ? fixedHeight : (readOptionalNumber(row[heightLabel]) ?? 0);
      const elevation = fillColor[3] === 0 ? 0 : raised;
      const extra = Object.entries(row).filter(([key]) => key !== line);
      for (const polygon of decodePolygons(row[line], type, reverse))
        polygons.push({ polygon, fillColor, elevation, extra });
    }
  return {
    ...deckBaseProps(
      chartProps,
      polygons.flatMap((p) => p.polygon),
    ),
    polygons,
    lineColor: deckColor(fd['stroke_color_picker']),
    lineWidth: readNumeric(fd, 'line_width', 1),
    lineWidthUnits: fd['line_width_unit'] === 'meters' ? 'meters' : 'pixels',
    filled: readBoolean(fd, 'filled', true),
    stroked: readBoolean(fd, 'stroked', false),
    extruded: readBoolean(fd, 'extruded', true),
    elevationScale: readNumeric(fd, 'multiplier', 1),
    opacity: Math.min(1, Math.max(0, readNumeric(fd, 'opacity', 80) / 100)),
    legend: scale === null ? [] : legendItems(fd, scale),
    legendPosition: readLegendPosition(fd),
  };
};
