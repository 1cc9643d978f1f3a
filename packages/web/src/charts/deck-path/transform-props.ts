import type { ChartProps } from '@tessera/core';
import { readBoolean, readString } from '../form-data';
import { deckColor, type DeckColor } from '../deck/colors';
import { deckBaseProps, readNumeric, type DeckLayerProps } from '../deck/layer-props';
import { decodePath, readLineType } from '../deck/path-encodings';
import type { LonLat } from '../deck/spatial';

export interface PathFeature {
  path: LonLat[];
  /** The row's other values, shown in the tooltip. */
  extra: [string, unknown][];
}

export interface PathTransformedProps extends DeckLayerProps {
  paths: PathFeature[];
  color: DeckColor;
  lineWidth: number;
  widthUnits: 'meters' | 'pixels';
}

/**
 * Superset's deck_path: each row's lines column decoded (JSON pairs or an encoded polyline, swapped by
 * reverse_long_lat) into one path in the fixed colour; rows drawn in reverse order, as Superset does,
 * so the first row ends on top.
 */
export const transformProps = (chartProps: ChartProps): PathTransformedProps => {
  const { formData: fd, queriesData } = chartProps;
  const line = readString(fd, 'line_column');
  const type = readLineType(fd['line_type']);
  const reverse = readBoolean(fd, 'reverse_long_lat', false);
  const paths: PathFeature[] = [];
  if (line !== '')
    for (const row of queriesData[0]?.data ?? []) {
      const path = decodePath(row[line], type, reverse);
      if (path.length === 0) continue;
      paths.push({ path, extra: Object.entries(row).filter(([key]) => key !== line) });
    }
  paths.reverse();
  return {
    ...deckBaseProps(
      chartProps,
      paths.flatMap((p) => p.path),
    ),
    paths,
    color: deckColor(fd['color_picker']),
    lineWidth: readNumeric(fd, 'line_width', 1),
    widthUnits: fd['line_width_unit'] === 'meters' ? 'meters' : 'pixels',
  };
};
