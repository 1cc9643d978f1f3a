import {
  buildQueryContext,
  flattenOperator,
  getXAxisColumn,
  pivotOperator,
  rollingWindowOperator,
  type FormData,
  type PostProcessingStep,
  type QueryContextInput,
} from '@tessera/core';

/**
 * Charts saved before the generic x-axis name their time column `granularity_sqla`; it serves as
 * the x-axis (the server has no legacy `__timestamp` column).
 */
export const withXAxis = (fd: FormData): FormData =>
  fd.x_axis || typeof fd.granularity_sqla !== 'string' ? fd : { ...fd, x_axis: fd.granularity_sqla };

/** Big Number: the metric over the filters, one row. */
export const buildTotalQuery = (formData: FormData): QueryContextInput =>
  buildQueryContext(formData, (base) => [{ ...base }]);

/**
 * Big Number with Trendline: the metric per time grain on the x-axis, pivoted on the x-axis,
 * rolled when a rolling window is chosen, and flattened (Superset's post-processing chain).
 */
export const buildTrendlineQuery = (formData: FormData): QueryContextInput => {
  const fd = withXAxis(formData);
  const xAxis = getXAxisColumn(fd);
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: xAxis ? [xAxis] : [],
      post_processing: [pivotOperator(fd, base), rollingWindowOperator(fd, base), flattenOperator(fd, base)].filter(
        (step): step is PostProcessingStep => step !== undefined,
      ),
    },
  ]);
};
