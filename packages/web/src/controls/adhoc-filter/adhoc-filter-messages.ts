import { planFilterRemoval, type AdhocFilterValue, type CanDeleteFilter, type FilterRemoval } from '@tessera/core';
import { t, type TranslateFn } from '../../i18n';
import { findColumn } from '../dataset-items';
import type { ExploreDatasource } from '../types';

/** The filter rules' outcomes in words: the pill warnings and the removal veto. */

export type RemovalOutcome = Exclude<FilterRemoval, { kind: 'last-time-range' }>;

/** Removing filter `index` (core's planFilterRemoval), with Superset's message for the last time range. */
export const removeFilter = (
  filters: readonly AdhocFilterValue[],
  index: number,
  canDelete?: CanDeleteFilter,
): RemovalOutcome => {
  const plan = planFilterRemoval(filters, index, canDelete);
  if (plan.kind !== 'last-time-range') return plan;
  return {
    kind: 'veto',
    message: t("You cannot delete the last temporal filter as it's used for time range filters in dashboards."),
  };
};

/**
 * Spec 03 §8 pill warnings: a dashboard filter is not saved with the chart; a column the dataset
 * does not have may not work.
 */
export const filterWarning = (
  filter: AdhocFilterValue,
  datasource: ExploreDatasource | null,
  t: TranslateFn,
): string | null => {
  if (filter.isExtra) {
    return t("This filter was inherited from the dashboard's context. It won't be saved when saving the chart.");
  }
  const missingColumn =
    datasource !== null &&
    filter.expressionType === 'SIMPLE' &&
    filter.clause === 'WHERE' &&
    filter.subject !== null &&
    findColumn(datasource, filter.subject) === undefined;
  return filter.datasourceWarning === true || missingColumn
    ? t('This column might be incompatible with current dataset')
    : null;
};
