import { asList, isTruthy, type LegacyParams } from './migrate-viz.js';

/** Superset's `TimeseriesChart` (base of line, bar, area and dist_bar): NVD3 names to ECharts names. */
export const TIMESERIES_RENAME_KEYS: Readonly<Record<string, string>> = {
  bottom_margin: 'x_axis_title_margin',
  left_margin: 'y_axis_title_margin',
  show_controls: 'show_extra_controls',
  x_axis_label: 'x_axis_title',
  x_axis_format: 'x_axis_time_format',
  x_axis_showminmax: 'truncateXAxis',
  x_ticks_layout: 'xAxisLabelRotation',
  y_axis_label: 'y_axis_title',
  y_axis_showminmax: 'truncateYAxis',
  y_log_scale: 'logAxis',
};

export const TIMESERIES_REMOVE_KEYS: readonly string[] = [
  'contribution',
  'line_interpolation',
  'reduce_x_ticks',
  'show_brush',
  'show_markers',
];

const isAutoMargin = (margin: unknown): boolean => !isTruthy(margin) || margin === 'auto';

/**
 * Superset's `TimeseriesChart._pre_action`: contribution becomes row contribution mode, the brush
 * becomes zoom, markers are kept, the y-axis is truncated, a titled axis gets a 30px margin, the
 * time comparisons get ' ago', 'absolute' comparison becomes 'difference' and a 45° tick layout
 * becomes a 45 degree label rotation (anything else 0).
 */
export const timeseriesPreAction = (params: LegacyParams): LegacyParams => {
  const data: LegacyParams = { ...params };
  data['contributionMode'] = isTruthy(data['contribution']) ? 'row' : null;
  data['zoomable'] = data['show_brush'] === 'yes';
  data['markerEnabled'] = isTruthy(data['show_markers']) ? data['show_markers'] : false;
  data['y_axis_showminmax'] = true;
  if (isTruthy(data['x_axis_label']) && isAutoMargin(data['bottom_margin'])) data['bottom_margin'] = 30;
  if (isTruthy(data['y_axis_label']) && isAutoMargin(data['left_margin'])) data['left_margin'] = 30;
  if (isTruthy(data['time_compare'])) {
    data['time_compare'] = asList(data['time_compare'])
      .filter(isTruthy)
      .map((value) => `${String(value)} ago`);
  }
  const comparison = isTruthy(data['comparison_type']) ? data['comparison_type'] : 'values';
  data['comparison_type'] = comparison === 'absolute' ? 'difference' : comparison;
  if (isTruthy(data['x_ticks_layout'])) data['x_ticks_layout'] = data['x_ticks_layout'] === '45°' ? 45 : 0;
  return data;
};
