import {
  columnsOf,
  DEFAULT_SIGNIFICANCE_LEVEL,
  getXAxisLabel,
  labelOfColumn,
  labelOfMetric,
  metricsOf,
  timeTableSeries,
  type ChartProps,
} from '@tessera/core';
import { t } from '../../i18n';
import { verboseNameOf } from '../datasource-meta';
import { readNumber } from '../form-data';
import type { PairedTTestTransformedProps } from './types';

/** Superset's paired t-test: one table per metric, its groups' series tested against a control. */
export const transformProps = ({
  formData: fd,
  queriesData,
  width,
  height,
  datasource,
}: ChartProps): PairedTTestTransformedProps => {
  const records = queriesData[0]?.data ?? [];
  const groupby = columnsOf(fd['groupby']).map(labelOfColumn);
  const time = getXAxisLabel(fd);
  return {
    width,
    height,
    groupTitle: groupby.length ? groupby.map((g) => verboseNameOf(datasource, g)).join(', ') : t('Metric'),
    metrics: metricsOf(fd['metrics'])
      .map(labelOfMetric)
      .map((metric) => ({
        metric,
        label: verboseNameOf(datasource, metric),
        series: timeTableSeries(records, time, [metric], groupby),
      })),
    alpha: readNumber(fd, 'significance_level', DEFAULT_SIGNIFICANCE_LEVEL),
    pValuePrecision: readNumber(fd, 'pvalue_precision', 6),
    liftPrecision: readNumber(fd, 'liftvalue_precision', 4),
  };
};
