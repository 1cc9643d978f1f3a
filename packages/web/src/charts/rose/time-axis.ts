import { getXAxisColumn, type FormData, type QueryColumn } from '@tessera/core';

/**
 * The rose's time column: Superset's legacy time section names it `granularity_sqla`; a chart
 * saved with generic axes names it `x_axis`. The form data the post-processing steps read.
 */
export const withTimeAxis = (fd: FormData): FormData => {
  const granularity = fd['granularity_sqla'];
  return fd['x_axis'] === undefined && typeof granularity === 'string' && granularity !== ''
    ? { ...fd, x_axis: granularity }
    : fd;
};

/** The time column as the query asks for it: a BASE_AXIS column at the chosen time grain. */
export const timeAxisColumn = (fd: FormData): QueryColumn | undefined => getXAxisColumn(withTimeAxis(fd));
