import type { BuildQuery, FormData } from '@tessera/core';
import { buildTimeseriesQuery } from '../timeseries/build-query';

/** Charts saved before the generic x-axis name their time column `granularity_sqla`. */
const withXAxis = (fd: FormData): FormData =>
  fd['x_axis'] || typeof fd['granularity_sqla'] !== 'string' ? fd : { ...fd, x_axis: fd['granularity_sqla'] };

/** The horizon's rows are time series: one pivoted column per metric and group, as Superset's NVD3 series. */
export const buildQuery: BuildQuery = (formData, options) => buildTimeseriesQuery(withXAxis(formData), options);
