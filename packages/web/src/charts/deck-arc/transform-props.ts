import { readSpatial, type ChartProps } from '@tessera/core';
import { readString } from '../form-data';
import { categoryColors, deckColor, type DeckColor } from '../deck/colors';
import { deckBaseProps, readNumeric, type DeckLayerProps } from '../deck/layer-props';
import { positionOf, type LonLat } from '../deck/spatial';

export interface Arc {
  source: LonLat;
  target: LonLat;
  sourceColor: DeckColor;
  targetColor: DeckColor;
  category: string | null;
}

export interface ArcTransformedProps extends DeckLayerProps {
  arcs: Arc[];
  strokeWidth: number;
  dimension: string;
}

/** Superset's target colour default (a warm red), the source one being the shared fixed colour. */
const TARGET_DEFAULT = { r: 255, g: 0, b: 0, a: 1 };

/**
 * Superset's deck_arc: an arc per row with both ends; coloured source → target, or with a
 * dimension both ends in the category's colour.
 */
export const transformProps = (chartProps: ChartProps): ArcTransformedProps => {
  const { formData: fd, queriesData, theme } = chartProps;
  const start = readSpatial(fd['start_spatial']);
  const end = readSpatial(fd['end_spatial']);
  const dimension = readString(fd, 'dimension');
  const sourceColor = deckColor(fd['color_picker']);
  const targetColor = deckColor(fd['target_color_picker'], TARGET_DEFAULT);
  const colorOf = categoryColors(fd['color_scheme'], theme);
  const arcs: Arc[] = [];
  if (start !== null && end !== null)
    for (const row of queriesData[0]?.data ?? []) {
      const source = positionOf(row, start);
      const target = positionOf(row, end);
      if (source === null || target === null) continue;
      const category = dimension === '' ? null : String(row[dimension]);
      const color = category === null ? null : colorOf(category);
      arcs.push({
        source,
        target,
        sourceColor: color ?? sourceColor,
        targetColor: color ?? targetColor,
        category,
      });
    }
  return {
    ...deckBaseProps(
      chartProps,
      arcs.flatMap((a) => [a.source, a.target]),
    ),
    arcs,
    strokeWidth: readNumeric(fd, 'stroke_width', 1),
    dimension,
  };
};
