import type { ChartProps } from '@tessera/core';
import type { Feature, Geometry } from 'geojson';
import { readBoolean, readChoice, readString } from '../form-data';
import { deckColor, type DeckColor } from '../deck/colors';
import { deckBaseProps, readNumeric, type DeckLayerProps } from '../deck/layer-props';
import { featureColors, featuresOf, positionsOf } from './geojson-features';

/** What each drawn feature carries besides its geometry. */
export interface ShapeProps {
  fillColor: DeckColor;
  lineColor: DeckColor;
  /** The row's other columns, or the feature's own properties when the row has none. */
  tooltip: [string, unknown][];
}

export type Shape = Feature<Geometry, ShapeProps>;

export type PointRadiusUnits = 'pixels' | 'meters' | 'common';

export interface GeoJsonTransformedProps extends DeckLayerProps {
  shapes: Shape[];
  filled: boolean;
  stroked: boolean;
  extruded: boolean;
  lineWidth: number;
  lineWidthUnits: 'meters' | 'pixels';
  pointRadius: number;
  pointRadiusUnits: PointRadiusUnits;
  pointRadiusScale: number;
}

const parse = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
};

const scalar = (value: unknown): boolean => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/**
 * Superset's deck_geojson: each row's GeoJSON column parsed (a feature, a collection, or a bare
 * geometry; rows that do not parse are left out) and drawn in the pickers' colours, or the
 * features' own where a picker is transparent. Point features are circles of `point_radius` ×
 * `point_radius_scale`; a chart saved before those controls keeps deck.gl's defaults (1 metre),
 * as Superset does.
 */
export const transformProps = (chartProps: ChartProps): GeoJsonTransformedProps => {
  const { formData: fd, queriesData } = chartProps;
  const column = readString(fd, 'geojson');
  const fill = deckColor(fd['fill_color_picker']);
  const stroke = deckColor(fd['stroke_color_picker']);
  const shapes: Shape[] = [];
  if (column !== '')
    for (const row of queriesData[0]?.data ?? []) {
      const extra = Object.entries(row).filter(([key]) => key !== column);
      for (const feature of featuresOf(parse(row[column]))) {
        const own = feature.properties ?? {};
        const tooltip = extra.length > 0 ? extra : Object.entries(own).filter(([, value]) => scalar(value));
        shapes.push({ ...feature, properties: { ...featureColors(own, fill, stroke), tooltip } });
      }
    }
  return {
    ...deckBaseProps(
      chartProps,
      shapes.flatMap((s) => positionsOf(s.geometry)),
    ),
    shapes,
    filled: readBoolean(fd, 'filled', true),
    stroked: readBoolean(fd, 'stroked', false),
    extruded: readBoolean(fd, 'extruded', true),
    lineWidth: readNumeric(fd, 'line_width', 1) || 1,
    lineWidthUnits: fd['line_width_unit'] === 'meters' ? 'meters' : 'pixels',
    pointRadius: readNumeric(fd, 'point_radius', 1),
    pointRadiusUnits: readChoice(fd, 'point_radius_units', ['pixels', 'meters', 'common'], 'meters'),
    pointRadiusScale: readNumeric(fd, 'point_radius_scale', 1),
  };
};
