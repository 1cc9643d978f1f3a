import { columnKind, TYPE_GENERIC, type ConfigurableColumn, type FormData } from '@tessera/core';
import { columnValueName, readColumns } from '../column-select/column-state';
import { findColumn } from '../dataset-items';
import { metricValueLabel, readMetrics, type MetricValue } from '../metric-select/metric-state';
import type { ExploreDatasource } from '../types';

const KIND_TO_GENERIC = {
  numeric: TYPE_GENERIC.NUMERIC,
  string: TYPE_GENERIC.STRING,
  temporal: TYPE_GENERIC.TEMPORAL,
  boolean: TYPE_GENERIC.BOOLEAN,
} as const;

/**
 * The columns a table's `column_config` lists, read from the form data when no query result is
 * at hand: raw mode lists its columns; aggregate mode its dimensions, metrics and percentage
 * metrics (`%name`, as Superset names them). Column types come from the dataset; metrics are numbers.
 */
export const columnsFromFormData = (formData: FormData, datasource: ExploreDatasource | null): ConfigurableColumn[] => {
  const raw = formData.query_mode === 'raw';
  const dimensions = readColumns(raw ? formData.all_columns : formData.groupby).map((c): ConfigurableColumn => {
    const key = columnValueName(c);
    const column = typeof c === 'string' ? findColumn(datasource, c) : undefined;
    return { key, label: key, dataType: column ? KIND_TO_GENERIC[columnKind(column)] : undefined };
  });
  if (raw) return dimensions;
  const metric =
    (prefix: string) =>
    (m: MetricValue): ConfigurableColumn => {
      const key = `${prefix}${metricValueLabel(m, null)}`;
      return { key, label: key, dataType: TYPE_GENERIC.NUMERIC };
    };
  const all = [
    ...dimensions,
    ...readMetrics(formData.metrics).map(metric('')),
    ...readMetrics(formData.percent_metrics).map(metric('%')),
  ];
  // A metric that is also chosen as a percentage keeps one entry per result column name.
  return all.filter((c, i) => all.findIndex((o) => o.key === c.key) === i);
};
