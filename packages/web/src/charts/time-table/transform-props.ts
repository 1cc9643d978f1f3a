import {
  columnsOf,
  getXAxisLabel,
  labelOfColumn,
  labelOfMetric,
  metricsOf,
  readTimeTableColumns,
  timeTableSeries,
  type ChartProps,
} from '@tessera/core';
import { t } from '../../i18n';
import { verboseNameOf } from '../datasource-meta';
import { readString } from '../form-data';
import type { TimeTableTransformedProps } from './types';

/**
 * Superset's time-series table: a row per metric, or per group of the first metric when grouped,
 * and a column per entry of `column_collection` (spec 02's time-series column config).
 */
export const transformProps = ({
  formData: fd,
  queriesData,
  width,
  height,
  datasource,
}: ChartProps): TimeTableTransformedProps => {
  const groupby = columnsOf(fd['groupby']).map(labelOfColumn);
  const metrics = metricsOf(fd['metrics']).map(labelOfMetric);
  const series = timeTableSeries(queriesData[0]?.data ?? [], getXAxisLabel(fd), metrics, groupby);
  return {
    width,
    height,
    series,
    columns: readTimeTableColumns(fd['column_collection']),
    rowTitle: series.grouped ? groupby.map((g) => verboseNameOf(datasource, g)).join(', ') : t('Metric'),
    rowLabel: (name) => (series.grouped ? name : verboseNameOf(datasource, name)),
    urlTemplate: readString(fd, 'url'),
  };
};
