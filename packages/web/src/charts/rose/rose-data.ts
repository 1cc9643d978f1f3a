import type { ChartDataResult } from '@tessera/core';
import { metricValue } from '../echarts/category-names';

/** One series of the rose: a flattened column (a metric, or a metric and a group). */
export interface RoseSeries {
  /** The column the pivot and flatten steps gave it ('metric, group'). */
  column: string;
  /** As the legend shows it: the group alone when there is one metric. */
  name: string;
  /** The group-by values it stands for, as its cross-filter selects them. */
  groupValues: string[];
}

/**
 * The series of a flattened answer: every column but the time column. With one metric the
 * metric part is dropped from the names, as Superset's legacy series keys read.
 */
export const roseSeries = (result: ChartDataResult | undefined, timeColumn: string, groupbyCount: number) => {
  const columns = (result?.colnames ?? []).filter((c) => c !== timeColumn);
  const metricCount = new Set(
    columns.map((c) =>
      c
        .split(', ')
        .slice(0, -groupbyCount || undefined)
        .join(', '),
    ),
  ).size;
  return columns.map((column): RoseSeries => {
    const parts = groupbyCount === 0 ? [column] : column.split(', ');
    const groupValues = groupbyCount === 0 ? [] : parts.slice(-groupbyCount);
    const name = metricCount === 1 && groupbyCount > 0 ? groupValues.join(', ') : column;
    return { column, name, groupValues };
  });
};

/** The grains (wedges) in time order with each series' value. */
export const roseGrains = (result: ChartDataResult | undefined, timeColumn: string, series: readonly RoseSeries[]) =>
  [...(result?.data ?? [])]
    .map((row) => ({
      time: Number(row[timeColumn]),
      values: series.map((s) => Math.max(metricValue(row[s.column]), 0)),
    }))
    .sort((a, b) => a.time - b.time);

/**
 * Superset's rose radii: segments stack outwards from the centre, each as long as its value, or,
 * with area proportions, so that its area is proportional to its value (the stacked radius grows
 * as the square root of the running total). Lengths per grain, in series order.
 */
export const segmentLengths = (values: readonly number[], byArea: boolean): number[] => {
  const radius = (total: number) => (byArea ? Math.sqrt(total) : total);
  let total = 0;
  return values.map((value) => {
    const inner = radius(total);
    total += value;
    return radius(total) - inner;
  });
};
