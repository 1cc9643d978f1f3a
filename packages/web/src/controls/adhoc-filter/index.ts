export { AdhocFilterControl, type AdhocFilterControlProps } from './adhoc-filter-control';
export { filterLabel, filterToSql, filterWarning, truncateLabel } from './adhoc-filter-label';
export {
  OPERATOR_IDS,
  OPERATORS,
  isOperatorRelevant,
  operatorIdOf,
  relevantOperators,
  type FilterClause,
  type OperatorId,
} from './adhoc-filter-operators';
export {
  acceptsFilterDrop,
  filterFromDrop,
  removeFilter,
  type CanDeleteFilter,
  type RemovalOutcome,
} from './adhoc-filter-rules';
export {
  canSaveFilter,
  isFilterValid,
  newAdhocFilter,
  readAdhocFilters,
  splitPastedValues,
  type AdhocFilterValue,
  type ComparatorScalar,
  type FilterComparator,
} from './adhoc-filter-state';
export { columnValuesPath, useColumnValues } from './use-column-values';
