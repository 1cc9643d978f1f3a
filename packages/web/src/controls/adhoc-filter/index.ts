export { AdhocFilterControl, type AdhocFilterControlProps } from './adhoc-filter-control';
export { filterWarning, removeFilter, type RemovalOutcome } from './adhoc-filter-messages';
export { columnValuesPath, useColumnValues } from './use-column-values';
