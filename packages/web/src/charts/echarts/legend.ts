import type { FormData } from '@tessera/core';
import type { LegendComponentOption } from 'echarts/components';
import { readBoolean, readChoice } from '../form-data';

const LEGEND_ORIENTATIONS = ['top', 'bottom', 'left', 'right'] as const;
export type LegendOrientation = (typeof LEGEND_ORIENTATIONS)[number];

/** Where the legend sits (`legendOrientation`), or null when `show_legend` is off. */
export const legendOrientationOf = (fd: FormData): LegendOrientation | null =>
  readBoolean(fd, 'show_legend', true) ? readChoice(fd, 'legendOrientation', LEGEND_ORIENTATIONS, 'top') : null;

/** Superset's getLegendProps: `show_legend`, `legendType` and `legendOrientation` as an ECharts legend. */
export const legendOf = (fd: FormData, names: string[]): LegendComponentOption => {
  const orientation = legendOrientationOf(fd);
  if (orientation === null) return { show: false };
  const vertical = orientation === 'left' || orientation === 'right';
  return {
    show: true,
    type: readChoice(fd, 'legendType', ['scroll', 'plain'] as const, 'scroll'),
    orient: vertical ? 'vertical' : 'horizontal',
    [orientation]: 0,
    ...(vertical ? { top: 'middle' } : { left: 'center' }),
    data: names,
  };
};

const LEGEND_SPACE = { top: 30, bottom: 30, left: 120, right: 120 } as const;

/** Superset's getChartPadding: room for the legend on its side, so the chart does not draw under it. */
export const legendPadding = (fd: FormData): Record<LegendOrientation, number> => {
  const orientation = legendOrientationOf(fd);
  const padding = { top: 0, bottom: 0, left: 0, right: 0 };
  return orientation === null ? padding : { ...padding, [orientation]: LEGEND_SPACE[orientation] };
};
