import { withControlDefaults, type ControlPanelConfig, type FormData } from '@tessera/core';
import { panelControls } from './control-logic';

/** Keys every chart shares, carried to any type (Superset's standardized form data). */
const COMMON_KEYS = [
  'datasource',
  'slice_id',
  'adhoc_filters',
  'time_range',
  'granularity_sqla',
  'url_params',
  'dashboardId',
  'extra_form_data',
] as const;

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (Array.isArray(value) && value.length === 0);

/**
 * The shared query controls of the current form data in the target panel's terms: `metrics`
 * and `metric` convert into each other, as do `groupby` and `columns`.
 */
const sharedValues = (current: FormData, targetNames: ReadonlySet<string>): Record<string, unknown> => {
  const shared: Record<string, unknown> = {};
  const metrics = Array.isArray(current['metrics'])
    ? current['metrics']
    : isBlank(current['metric'])
      ? []
      : [current['metric']];
  if (metrics.length > 0) {
    if (targetNames.has('metrics')) shared['metrics'] = metrics;
    if (targetNames.has('metric')) shared['metric'] = metrics[0];
  }
  const grouped = Array.isArray(current['groupby'])
    ? current['groupby']
    : Array.isArray(current['columns'])
      ? current['columns']
      : [];
  // A chart without an x-axis (pie, funnel, treemap …) groups by it first: Bar → Pie keeps the bars'
  // category as the slices, as Superset's standardized form data moves columns between charts.
  const xAxis = current['x_axis'];
  const dimensions =
    !targetNames.has('x_axis') && !isBlank(xAxis) && !grouped.some((d) => JSON.stringify(d) === JSON.stringify(xAxis))
      ? [xAxis, ...grouped]
      : grouped;
  if (dimensions.length > 0) {
    if (targetNames.has('groupby')) shared['groupby'] = dimensions;
    else if (targetNames.has('columns')) shared['columns'] = dimensions;
  }
  for (const key of ['x_axis', 'time_grain_sqla', 'row_limit', 'color_scheme']) {
    if (targetNames.has(key) && !isBlank(current[key])) shared[key] = current[key];
  }
  return shared;
};

/**
 * The form data after switching to another viz type: the type's remembered form data (if the
 * user was there before) or its defaults, with the current dataset, filters, metrics and
 * dimensions carried over. Keys the target panel does not know are left behind.
 */
export const switchVizType = (
  current: FormData,
  targetVizType: string,
  targetPanel: ControlPanelConfig,
  remembered: FormData | undefined,
): FormData => {
  const names = new Set(panelControls(targetPanel).map((control) => control.name));
  const base: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(remembered ?? current)) {
    if (names.has(key) && (remembered !== undefined || !isBlank(value))) base[key] = value;
  }
  for (const key of COMMON_KEYS) if (current[key] !== undefined) base[key] = current[key];
  return withControlDefaults(targetPanel, {
    ...base,
    ...sharedValues(current, names),
    viz_type: targetVizType,
    datasource: current.datasource,
  });
};
