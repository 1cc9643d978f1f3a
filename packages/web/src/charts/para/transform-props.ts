import {
  columnsOf,
  createSequentialScale,
  getCategoricalScheme,
  getNumberFormatter,
  labelOfColumn,
  labelOfMetric,
  metricsOf,
  schemeColors,
  type ChartProps,
} from '@tessera/core';
import type { ParallelSeriesOption } from 'echarts/charts';

import { tooltipHtml } from '../big-number/tooltip';
import { metricNumberFormat, verboseNameOf } from '../datasource-meta';
import { categoryNamer, metricValue } from '../echarts/category-names';
import { readBoolean, readList, readString } from '../form-data';
import type { ParallelAxis, ParaOption, ParaTransformedProps } from './types';

type Line = NonNullable<ParallelSeriesOption['data']>[number];

/** Rows the table shows at most: Superset's divgrid pages through the rest, this one stops. */
const TABLE_ROWS = 100;

export const transformProps = (chartProps: ChartProps): ParaTransformedProps => {
  const { formData: fd, queriesData, width, height, theme, datasource } = chartProps;
  const result = queriesData[0];
  const rows = result?.data ?? [];
  const [series] = columnsOf(readList(fd, 'series')).map(labelOfColumn);
  const metricLabels = metricsOf(readList(fd, 'metrics')).map(labelOfMetric);
  const [colorMetric] = metricsOf(readList(fd, 'secondary_metric')).map(labelOfMetric);
  const includeSeries = readBoolean(fd, 'include_series', false) && series !== undefined;
  const nameOf = categoryNamer(result, readString(fd, 'date_format'));
  const names = rows.map((row) => (series === undefined ? '' : nameOf(row[series], series)));
  const format = (label: string) =>
    getNumberFormatter(metricNumberFormat(readString(fd, 'number_format'), [label], datasource));

  // One axis per metric; the series as a first, categorical axis when `include_series`.
  const axes: ParallelAxis[] = [
    ...(includeSeries
      ? [{ dim: 0, name: verboseNameOf(datasource, series), type: 'category' as const, data: names }]
      : []),
    ...metricLabels.map((label, i) => ({
      dim: i + (includeSeries ? 1 : 0),
      name: verboseNameOf(datasource, label),
      type: 'value' as const,
      scale: true,
    })),
  ];
  const colorValues = colorMetric === undefined ? [] : rows.map((row) => metricValue(row[colorMetric]));
  const domain: [number, number] = [Math.min(...colorValues), Math.max(...colorValues)];
  const sequential = createSequentialScale({ scheme: readString(fd, 'linear_color_scheme'), domain });
  const plain = schemeColors(getCategoricalScheme(readString(fd, 'color_scheme')), theme)[0] ?? '#1FA8C9';
  const lines: Line[] = rows.map((row, i) => ({
    name: names[i],
    value: [...(includeSeries ? [names[i] ?? ''] : []), ...metricLabels.map((label) => metricValue(row[label]))],
    lineStyle: { color: colorMetric === undefined ? plain : sequential(colorValues[i] ?? 0) },
  }));

  const option: ParaOption = {
    tooltip: {
      trigger: 'item',
      formatter: (params) => {
        const index = Array.isArray(params) ? -1 : params.dataIndex;
        const row = rows[index];
        if (row === undefined) return '';
        const shown =
          colorMetric === undefined || metricLabels.includes(colorMetric)
            ? metricLabels
            : [...metricLabels, colorMetric];
        return tooltipHtml(
          names[index] ?? '',
          shown.map((label) => [verboseNameOf(datasource, label), format(label)(metricValue(row[label]))]),
        );
      },
    },
    parallel: {
      left: 60,
      right: 60,
      top: 40,
      bottom: 30,
      parallelAxisDefault: { nameLocation: 'end', nameGap: 12, nameTextStyle: { fontSize: 12 } },
    },
    parallelAxis: axes,
    series: [
      {
        type: 'parallel',
        animation: false,
        smooth: false,
        lineStyle: { width: 1.5, opacity: 0.6 },
        emphasis: { lineStyle: { width: 3, opacity: 1 } },
        data: lines,
      },
    ],
  };

  const tableColumns = [...(series === undefined ? [] : [series]), ...metricLabels];
  const table = readBoolean(fd, 'show_datatable', false)
    ? {
        columns: tableColumns.map((label) => verboseNameOf(datasource, label)),
        rows: rows
          .slice(0, TABLE_ROWS)
          .map((row, i) => [
            ...(series === undefined ? [] : [names[i] ?? '']),
            ...metricLabels.map((label) => format(label)(metricValue(row[label]))),
          ]),
      }
    : null;
  return { width, height, theme, option, table };
};
