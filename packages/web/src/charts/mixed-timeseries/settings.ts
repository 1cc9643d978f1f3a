import type { FormData } from '@tessera/core';
import { readNumber } from '../form-data';
import { readTimeseriesSettings, type TimeseriesSettings } from '../timeseries/settings';
import { QUERY_B_SUFFIX, removeFormDataSuffix, retainFormDataSuffix } from './form-data-suffix';

export type AxisIndex = 0 | 1;

/** One query's drawing settings and the y-axis its series use. */
export interface QuerySettings {
  settings: TimeseriesSettings;
  yAxisIndex: AxisIndex;
}

/** 0 is the primary (left) axis, 1 the secondary (right) one. */
const axisIndexOf = (fd: FormData, key: string): AxisIndex => (readNumber(fd, key, 0) === 1 ? 1 : 0);

/**
 * Query B's series controls end in `B` (seriesTypeB, stackB, areaB, opacityB, markerEnabledB,
 * markerSizeB, show_valueB) and its axis in `Secondary` / `_secondary`: read as query A's names.
 */
const QUERY_B_RENAMES: Record<string, string> = {
  seriesTypeB: 'seriesType',
  stackB: 'stack',
  areaB: 'area',
  opacityB: 'opacity',
  markerEnabledB: 'markerEnabled',
  markerSizeB: 'markerSize',
  show_valueB: 'show_value',
  y_axis_format_secondary: 'y_axis_format',
  logAxisSecondary: 'logAxis',
  y_axis_bounds_secondary: 'y_axis_bounds',
  yAxisTitleSecondary: 'y_axis_title',
};

const queryBFormData = (fd: FormData): FormData => {
  const out: Record<string, unknown> = { ...retainFormDataSuffix(fd, QUERY_B_SUFFIX) };
  for (const [from, to] of Object.entries(QUERY_B_RENAMES)) out[to] = fd[from];
  return out as FormData;
};

/** Both queries draw on the primary axis unless yAxisIndex / yAxisIndexB say 1 (Superset's defaults). */
export const readMixedSettings = (fd: FormData): { a: QuerySettings; b: QuerySettings } => ({
  a: {
    settings: readTimeseriesSettings(removeFormDataSuffix(fd, QUERY_B_SUFFIX)),
    yAxisIndex: axisIndexOf(fd, 'yAxisIndex'),
  },
  b: { settings: readTimeseriesSettings(queryBFormData(fd)), yAxisIndex: axisIndexOf(fd, 'yAxisIndexB') },
});
