import { buildQueryContext, getXAxisColumn, type FormData, type QueryContextInput } from '@tessera/core';

/** Superset's CalHeatmapViz: the subdomain (the cell) sets the time grain of the query. */
const SUBDOMAIN_GRAINS: Record<string, string> = {
  min: 'PT1M',
  hour: 'PT1H',
  day: 'P1D',
  week: 'P1W',
  month: 'P1M',
  year: 'P1Y',
};

export const subdomainGrainOf = (fd: FormData): string => {
  const subdomain = fd['subdomain_granularity'];
  return (typeof subdomain === 'string' ? SUBDOMAIN_GRAINS[subdomain] : undefined) ?? 'P1D';
};

/** The time column: the x-axis, or `granularity_sqla` in charts saved before it. */
const withTimeColumn = (fd: FormData): FormData => ({
  ...fd,
  x_axis: fd['x_axis'] ?? fd['granularity_sqla'],
  time_grain_sqla: subdomainGrainOf(fd),
});

/** The metrics per cell of time, in time order. */
export const buildQuery = (formData: FormData): QueryContextInput => {
  const fd = withTimeColumn(formData);
  const time = getXAxisColumn(fd);
  return buildQueryContext(fd, (base) => [
    { ...base, columns: time === undefined ? [] : [time], orderby: time === undefined ? [] : [[time, true]] },
  ]);
};
