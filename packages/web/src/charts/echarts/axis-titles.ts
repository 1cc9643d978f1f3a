import type { FormData } from '@tessera/core';
import { readNumber, readString } from '../form-data';

/** Room for one line of horizontal tick labels below the x-axis, so its title clears them. */
const LABEL_HEIGHT = 16;

/** Superset's titleControls as read from form data. */
export interface AxisTitles {
  x: string;
  xMargin: number;
  y: string;
  yMargin: number;
  yOnTop: boolean;
}

export const readAxisTitles = (fd: FormData): AxisTitles => ({
  x: readString(fd, 'x_axis_title'),
  xMargin: readNumber(fd, 'x_axis_title_margin', 15),
  y: readString(fd, 'y_axis_title'),
  yMargin: readNumber(fd, 'y_axis_title_margin', 15),
  yOnTop: readString(fd, 'y_axis_title_position', 'Left') === 'Top',
});

/** The x-axis name below the axis, clear of unrotated tick labels. */
export const xAxisName = (titles: AxisTitles, labelsRotated: boolean) => ({
  name: titles.x,
  nameLocation: 'middle' as const,
  nameGap: titles.xMargin + (labelsRotated ? 0 : LABEL_HEIGHT),
});

/** The y-axis name beside the axis, or above it when its position is 'Top'. */
export const yAxisName = (titles: AxisTitles) =>
  titles.yOnTop
    ? { name: titles.y, nameLocation: 'end' as const, nameGap: 12, nameTextStyle: { align: 'left' as const } }
    : { name: titles.y, nameLocation: 'middle' as const, nameGap: titles.yMargin };
