import type { ControlPanelConfig, FormData } from '@tessera/core';
import type { ExploreDatasource } from '../../../controls/types';
import { panelControls } from './control-logic';
import { defaultTemporalColumn } from './datasource-compat';

/** Superset's NO_TIME_RANGE, the comparator of the filter a new chart starts with. */
const NO_FILTER = 'No filter';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A filter already about time: a TEMPORAL_RANGE one, or a simple filter on a temporal column. */
const targetsTemporal = (filter: unknown, datasource: ExploreDatasource): boolean => {
  if (!isRecord(filter)) return false;
  if (filter['operator'] === 'TEMPORAL_RANGE' || filter['operatorId'] === 'TEMPORAL_RANGE') return true;
  if (filter['expressionType'] === 'SQL') return false;
  return datasource.columns.some((c) => c.is_dttm === true && c.column_name === filter['subject']);
};

export interface DefaultTimeFilterContext {
  panel: ControlPanelConfig;
  datasource: ExploreDatasource | null;
  /** Whether explore opened a saved chart; only new charts get the default filter. */
  isSavedChart: boolean;
}

/**
 * Superset's explore hydration gives a new chart on a dataset with a temporal column a
 * 'No filter' TEMPORAL_RANGE adhoc filter on the main datetime column (else the first temporal
 * one), so the time range is one click away in Filters. Saved charts keep their filters as
 * saved, charts without an adhoc_filters control are left alone, and a filter that already
 * targets a temporal column wins over the default.
 */
export const withDefaultTimeFilter = (formData: FormData, ctx: DefaultTimeFilterContext): FormData => {
  const { panel, datasource } = ctx;
  if (ctx.isSavedChart || datasource === null) return formData;
  if (!panelControls(panel).some((c) => c.name === 'adhoc_filters')) return formData;
  const subject = defaultTemporalColumn(datasource);
  if (subject === null) return formData;
  const current = formData['adhoc_filters'];
  const filters: unknown[] = Array.isArray(current) ? current : [];
  if (filters.some((f) => targetsTemporal(f, datasource))) return formData;
  const timeFilter = {
    expressionType: 'SIMPLE',
    subject,
    operator: 'TEMPORAL_RANGE',
    comparator: NO_FILTER,
    clause: 'WHERE',
  };
  return { ...formData, adhoc_filters: [...filters, timeFilter] };
};
