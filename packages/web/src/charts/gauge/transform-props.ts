import {
  columnsOf,
  getCategoricalScheme,
  getNumberFormatter,
  labelOfColumn,
  labelOfMetric,
  metricsOf,
  schemeColors,
  createColorScale,
  type ChartProps,
} from '@tessera/core';
import { tooltipHtml } from '../big-number/tooltip';
import { metricNumberFormat, verboseNameOf } from '../datasource-meta';
import { metricValue, toFilterValue } from '../echarts/category-names';
import { readBoolean, readNumber, readNumberList, readOptionalNumber, readString, readStringMap } from '../form-data';
import { axisRange, gaugeLayout, intervalBands } from './gauge-layout';
import type { GaugeDial, GaugeOption, GaugeTransformedProps } from './types';

const DIMMED = 0.3;

/** Superset's gauge colours from its theme: the primary colour, its lightest tint and the axis label grey. */
const THEME = {
  light: { primary: '#20A7C9', track: '#E9F6F9', label: '#323232' },
  dark: { primary: '#20A7C9', track: '#2A3B42', label: '#C1C2C5' },
} as const;

export const transformProps = (chartProps: ChartProps): GaugeTransformedProps => {
  const { formData: fd, queriesData, width, height, theme, filterState, datasource } = chartProps;
  const rows = queriesData[0]?.data ?? [];
  const [metric] = metricsOf([fd.metric]);
  const metricLabel = metric === undefined ? '' : labelOfMetric(metric);
  const groupby = columnsOf(fd.groupby).map(labelOfColumn);
  const format = getNumberFormatter(metricNumberFormat(readString(fd, 'number_format'), [metricLabel], datasource));
  const valueFormat = readString(fd, 'value_formatter', '{value}');
  const formatValue = (value: number) => valueFormat.replace('{value}', format(value));
  const fontSize = readNumber(fd, 'font_size', 15);
  const colors = { ...THEME[theme] };

  // Superset names a dial by its `column: value` pairs, columns by their verbose names.
  const dials: GaugeDial[] = rows.map((row) => ({
    name: groupby.map((col) => `${verboseNameOf(datasource, col)}: ${String(row[col])}`).join(', '),
    value: metricValue(row[metricLabel]),
    values: groupby.map((col) => toFilterValue(row[col])),
  }));
  const [min, max] = axisRange(
    dials.map((d) => d.value),
    readOptionalNumber(fd.min_val),
    readOptionalNumber(fd.max_val),
  );
  const scheme = readString(fd, 'color_scheme');
  const color = createColorScale({ scheme, theme, labelColors: readStringMap(fd, 'label_colors') });
  // Superset colours dials by their index; by name here, so a dashboard's label colours reach them too.
  const dialColors = dials.map((dial, i) => color(dial.name === '' ? String(i) : dial.name));
  const bands = intervalBands(
    readNumberList(fd, 'intervals'),
    readNumberList(fd, 'interval_color_indices'),
    schemeColors(getCategoricalScheme(scheme), theme),
    min,
    max,
  );
  const splitNumber = readNumber(fd, 'split_number', 10);
  const showSplitLine = readBoolean(fd, 'show_split_line', false);
  const showAxisTick = readBoolean(fd, 'show_axis_tick', false);
  const overlap = readBoolean(fd, 'overlap', true);
  const roundCap = readBoolean(fd, 'round_cap', false);
  const animation = readBoolean(fd, 'animation', true);
  const layout = gaugeLayout({
    width,
    height,
    fontSize,
    dialCount: dials.length,
    overlap,
    showSplitLine,
    showAxisTick,
    splitNumber,
    min,
    max,
    format,
  });
  // With intervals the ticks, labels and pointer take the colour of the band they are in.
  const banded = bands.length > 0;
  const metricName = verboseNameOf(datasource, metricLabel);

  const optionFor = (selected: string | null): GaugeOption => ({
    tooltip: {
      trigger: 'item',
      formatter: (params) => {
        const dial = dials[Array.isArray(params) ? -1 : params.dataIndex];
        return dial === undefined ? '' : tooltipHtml(dial.name, [[metricName, formatValue(dial.value)]]);
      },
    },
    series: [
      {
        type: 'gauge',
        startAngle: readNumber(fd, 'start_angle', 225),
        endAngle: readNumber(fd, 'end_angle', -45),
        min,
        max,
        animation,
        radius: Math.max(layout.radius, 0),
        center: ['50%', '55%'],
        progress: { show: readBoolean(fd, 'show_progress', true), overlap, roundCap, width: fontSize },
        axisLine: {
          roundCap,
          lineStyle: { width: layout.axisLineWidth, color: banded ? bands : [[1, colors.track]] },
        },
        splitLine: {
          show: showSplitLine,
          distance: -layout.splitLineDistance,
          length: layout.splitLineLength,
          lineStyle: { width: layout.splitLineWidth, color: banded ? 'auto' : colors.primary },
        },
        splitNumber,
        axisLabel: {
          distance: -layout.axisLabelDistance,
          fontSize,
          formatter: (value: number) => format(value),
          color: banded ? 'auto' : colors.label,
        },
        axisTick: {
          show: showAxisTick,
          distance: -layout.axisTickDistance,
          length: layout.axisTickLength,
          lineStyle: { width: 2, color: banded ? 'auto' : colors.primary },
        },
        pointer: {
          show: readBoolean(fd, 'show_pointer', true),
          showAbove: false,
          ...(banded && { itemStyle: { color: 'auto' } }),
        },
        detail: { valueAnimation: animation, formatter: (value: number) => formatValue(value), color: 'auto' },
        data: dials.map((dial, i) => {
          const dimmed = selected !== null && selected !== dial.name;
          return {
            value: dial.value,
            name: dial.name,
            itemStyle: { color: dialColors[i], ...(dimmed && { opacity: DIMMED }) },
            title: { show: !dimmed, offsetCenter: ['0%', layout.titleOffset(i)], fontSize },
            detail: {
              show: !dimmed,
              offsetCenter: ['0%', layout.detailOffset(i)],
              fontSize: layout.detailFontSize,
            },
          };
        }),
      },
    ],
  });

  const [selectedValue] = filterState?.selectedValues ?? [];
  const selectedName =
    typeof selectedValue === 'string' && dials.some((d) => d.name === selectedValue) ? selectedValue : null;
  return { width, height, theme, groupby, dials, optionFor, selectedName };
};
