import {
  buildQueryContext,
  ensureColumns,
  getXAxisColumn,
  labelOfColumn,
  labelOfMetric,
  metricsOf,
  rankOperator,
  type FormData,
  type QueryColumn,
  type QueryContextInput,
} from '@tessera/core';
import { readString } from '../form-data';

/** The column a normalisation ranks within: the x-axis for 'x', the y-axis for 'y', none across the heatmap. */
const rankGroup = (fd: FormData, xAxis: QueryColumn | undefined, yAxis: QueryColumn | undefined) => {
  const across = readString(fd, 'normalize_across', 'heatmap');
  const column = across === 'x' ? xAxis : across === 'y' ? yAxis : undefined;
  return column === undefined ? undefined : labelOfColumn(column);
};

/**
 * Superset's heatmap query: the x-axis and the y-axis column, the metric, ordered by the axes
 * when sorted alphabetically (a sort by metric happens after the query, on the per-category sums,
 * so the row limit does not cut by single cells), and the metric's rank for the colour scale.
 */
export const buildQuery = (formData: FormData): QueryContextInput =>
  buildQueryContext(formData, (base, merged) => {
    const xAxis = getXAxisColumn(merged);
    const [yAxis] = ensureColumns(formData['groupby']);
    const columns = [...(xAxis === undefined ? [] : [xAxis]), ...(yAxis === undefined ? [] : [yAxis])];
    const orderby: [QueryColumn, boolean][] = [];
    const sortX = readString(formData, 'sort_x_axis');
    const sortY = readString(formData, 'sort_y_axis');
    if (sortX !== '' && !sortX.includes('value') && columns[0] !== undefined)
      orderby.push([columns[0], sortX.includes('asc')]);
    if (sortY !== '' && !sortY.includes('value') && columns[1] !== undefined)
      orderby.push([columns[1], sortY.includes('asc')]);
    const [metric] = metricsOf([formData['metric']]);
    const group = rankGroup(formData, xAxis, yAxis);
    return [
      {
        ...base,
        columns,
        orderby,
        post_processing: [
          rankOperator({
            metric: metric === undefined ? '' : labelOfMetric(metric),
            ...(group && { group_by: group }),
          }),
        ],
      },
    ];
  });
