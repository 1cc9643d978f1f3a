import {
  columnsOf,
  contrastingTextColor,
  createColorScale,
  getNumberFormatter,
  labelOfColumn,
  labelOfMetric,
  metricsOf,
  type ChartProps,
} from '@tessera/core';
import { escapeHtml } from '../big-number/tooltip';
import { metricNumberFormat, verboseNameOf } from '../datasource-meta';
import { categoryNamer, metricValue, toFilterValue } from '../echarts/category-names';
import { labelText, type LabelType } from '../echarts/label-text';
import { legendOf, legendPadding } from '../echarts/legend';
import { readBoolean, readChoice, readString, readStringMap } from '../form-data';
import { readFunnelLabelType } from './label-types';
import type { FunnelOption, FunnelStep, FunnelTransformedProps } from './types';

const DIMMED = 0.3;
const formatPercent = getNumberFormatter('.2%');
const PERCENT_CALCULATIONS = ['first_step', 'prev_step', 'total'] as const;

/** Superset's funnel tooltip: the name as title when the type has the key, then metric, value and percent. */
const tooltipText = (type: LabelType, metric: string, name: string, value: string, percent: string): string => {
  const cells = [
    ...(type === 'key' ? [] : [escapeHtml(metric)]),
    ...(type.includes('value') ? [`<b>${escapeHtml(value)}</b>`] : []),
    ...(type.includes('percent') ? [`<b>${escapeHtml(percent)}</b>`] : []),
  ];
  const title = type.startsWith('key') ? [`<b>${escapeHtml(name)}</b>`] : [];
  return [...title, ...(cells.length > 0 ? [cells.join(' ')] : [])].join('<br/>');
};

export const transformProps = (chartProps: ChartProps): FunnelTransformedProps => {
  const { formData: fd, queriesData, width, height, theme, filterState, datasource } = chartProps;
  const result = queriesData[0];
  const rows = result?.data ?? [];
  const [metric] = metricsOf([fd.metric]);
  const metricLabel = metric === undefined ? '' : labelOfMetric(metric);
  const groupby = columnsOf(fd.groupby).map(labelOfColumn);
  const format = getNumberFormatter(metricNumberFormat(readString(fd, 'number_format'), [metricLabel], datasource));
  const nameOf = categoryNamer(result, readString(fd, 'date_format'));
  const calculation = readChoice(fd, 'percent_calculation_type', PERCENT_CALCULATIONS, 'first_step');

  const values = rows.map((row) => metricValue(row[metricLabel]));
  const total = values.reduce((sum, v) => sum + v, 0);
  const first = values[0] ?? 0;
  const ratio = (value: number, whole: number) => (whole === 0 ? 0 : value / whole);
  const steps: FunnelStep[] = rows.map((row, i) => {
    const value = values[i] ?? 0;
    const base = calculation === 'total' ? total : calculation === 'prev_step' ? (values[i - 1] ?? value) : first;
    return {
      name: groupby.map((col) => nameOf(row[col], col)).join(', '),
      value,
      values: groupby.map((col) => toFilterValue(row[col])),
      percent: ratio(value, base),
    };
  });

  const color = createColorScale({
    scheme: readString(fd, 'color_scheme'),
    theme,
    labelColors: readStringMap(fd, 'label_colors'),
  });
  const colors = steps.map((s) => color(s.name));
  const labelType = readFunnelLabelType(fd, 'label_type', 'key');
  const tooltipType = readFunnelLabelType(fd, 'tooltip_label_type', 'key_value_percent');
  const parts = (step: FunnelStep) => [step.name, format(step.value), formatPercent(step.percent)] as const;
  const metricName = verboseNameOf(datasource, metricLabel);

  const optionFor = (selected: string | null): FunnelOption => ({
    tooltip: {
      trigger: 'item',
      show: readBoolean(fd, 'show_tooltip_labels', true),
      formatter: (params) => {
        const step = steps[Array.isArray(params) ? -1 : params.dataIndex];
        return step === undefined ? '' : tooltipText(tooltipType, metricName, ...parts(step));
      },
    },
    legend: legendOf(
      fd,
      steps.map((s) => s.name),
    ),
    series: [
      {
        type: 'funnel',
        animation: false,
        ...legendPadding(fd),
        minSize: '0%',
        maxSize: '100%',
        sort: 'descending',
        orient: 'vertical',
        gap: 0,
        funnelAlign: 'center',
        labelLine: { show: false },
        label: {
          show: readBoolean(fd, 'show_labels', true),
          position: 'inner',
          textBorderColor: 'transparent',
          formatter: (params) => {
            const step = steps[params.dataIndex];
            return step === undefined ? '' : labelText(labelType, ...parts(step));
          },
        },
        emphasis: { label: { show: true, fontWeight: 'bold' } },
        data: steps.map((step, i) => ({
          name: step.name,
          value: step.value,
          itemStyle: { color: colors[i], opacity: selected === null || selected === step.name ? 1 : DIMMED },
          // Labels sit on the steps: black or white by the step colour, as the pie's inner labels.
          label: { color: contrastingTextColor(colors[i] ?? '') },
        })),
      },
    ],
  });

  const [selectedValue] = filterState?.selectedValues ?? [];
  const selectedName =
    typeof selectedValue === 'string' && steps.some((s) => s.name === selectedValue) ? selectedValue : null;
  return { width, height, theme, groupby, steps, optionFor, selectedName };
};
