import type { FormData } from '../plugin.js';
import type { QueryColumn } from '../../query/query-object.js';
import { columnsOf } from '../build-query-context.js';
import { getXAxisColumn } from '../x-axis.js';

/**
 * The columns of the legacy time-series tables (`time_table`, `paired_ttest`): the time column at
 * its grain (`granularity_sqla` on charts saved before the x-axis) and the groups, in long form:
 * the tables compute their columns over one row per period and group.
 */
export const longTimeseriesColumns = (fd: FormData): QueryColumn[] => {
  const time = getXAxisColumn(fd);
  return [...(time === undefined ? [] : [time]), ...columnsOf(fd['groupby'])];
};
