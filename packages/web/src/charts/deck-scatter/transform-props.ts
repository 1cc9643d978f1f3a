import {
  labelOfMetric,
  metricsOf,
  POINT_RADIUS_DEFAULT,
  readFixedOrMetric,
  readSpatial,
  type ChartProps,
} from '@tessera/core';
import { t } from '../../i18n';
import { readString } from '../form-data';
import { categoryColors, deckColor } from '../deck/colors';
import { deckBaseProps, readNumeric } from '../deck/layer-props';
import { positionOf, type LonLat } from '../deck/spatial';
import { radiusOf } from './radius';
import type { ScatterPoint, ScatterTransformedProps } from './types';

/**
 * Superset's deck_scatter: one circle per row with a position; its radius is the fixed value or
 * the row's metric in `point_unit`, times `multiplier`; its colour the dimension's category colour
 * or the fixed colour.
 */
export const transformProps = (chartProps: ChartProps): ScatterTransformedProps => {
  const { formData: fd, queriesData, theme } = chartProps;
  const rows = queriesData[0]?.data ?? [];
  const spatial = readSpatial(fd['spatial']);
  const size = readFixedOrMetric(fd['point_radius_fixed'], POINT_RADIUS_DEFAULT);
  const [metric] = size.type === 'metric' ? metricsOf([size.value]) : [];
  const metricLabel = metric === undefined ? null : labelOfMetric(metric);
  const unit = readString(fd, 'point_unit', 'square_m');
  const multiplier = readNumeric(fd, 'multiplier', 1) || 1;
  const dimension = readString(fd, 'dimension');
  const fixed = deckColor(fd['color_picker']);
  const colorOf = categoryColors(fd['color_scheme'], theme);
  const points: ScatterPoint[] = [];
  const positions: LonLat[] = [];
  if (spatial !== null)
    for (const row of rows) {
      const position = positionOf(row, spatial);
      if (position === null) continue;
      const value = metricLabel === null ? size.value : row[metricLabel];
      const category = dimension === '' ? null : String(row[dimension]);
      positions.push(position);
      points.push({
        position,
        radius: radiusOf(unit, value) * multiplier,
        color: category === null ? fixed : colorOf(category),
        tooltip: [
          ...(category === null ? [] : [[dimension, category] as const]),
          ...(metricLabel === null ? [] : [[metricLabel, row[metricLabel]] as const]),
          [t('Longitude'), position[0].toFixed(5)],
          [t('Latitude'), position[1].toFixed(5)],
        ],
      });
    }
  return {
    ...deckBaseProps(chartProps, positions),
    points,
    minPixels: readNumeric(fd, 'min_radius', 2),
    maxPixels: readNumeric(fd, 'max_radius', 250),
  };
};
