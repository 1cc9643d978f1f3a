import {
  columnsOf,
  createColorScale,
  getNumberFormatter,
  labelOfColumn,
  labelOfMetric,
  metricsOf,
  type ChartProps,
} from '@tessera/core';
import { t } from '../../i18n';
import { tooltipHtml } from '../big-number/tooltip';
import { metricNumberFormat, verboseNameOf } from '../datasource-meta';
import { categoryNamer, toFilterValue } from '../echarts/category-names';
import { LABEL_TYPES } from '../echarts/label-text';
import { legendOf } from '../echarts/legend';
import { readBoolean, readChoice, readNumber, readOptionalNumber, readString, readStringMap } from '../form-data';
import { buildSlices, formatSlicePercent, sliceData, type RawSlice } from './slices';
import type { PieOption, PieSlice, PieTransformedProps } from './types';
import { surfaceTextColor } from '../echarts/surface-colors';

export const OTHER_COLOR = '#8C8C8C';

const MAX_LEGEND_ENTRIES = 100;

/** The legend's names in slice order, limited to the largest slices. */
const legendNames = (slices: readonly PieSlice[]): string[] => {
  if (slices.length <= MAX_LEGEND_ENTRIES) return slices.map((s) => s.name);
  const largest = new Set([...slices].sort((a, b) => b.value - a.value).slice(0, MAX_LEGEND_ENTRIES));
  return slices.filter((s) => largest.has(s)).map((s) => s.name);
};

const tooltipFor = (slice: PieSlice | undefined, metric: string, format: (v: number) => string): string => {
  if (!slice) return '';
  const row = (name: string, value: number, percent: number) => [name, format(value), formatSlicePercent(percent)];
  if (!slice.isOther) return tooltipHtml(slice.name, [row(metric, slice.value, slice.percent)]);
  return tooltipHtml(slice.name, [
    ...slice.merged.map((m) => row(m.name, m.value, m.percent)),
    row(t('Total'), slice.value, slice.percent),
  ]);
};

const LABEL_EDGE_PX = 8;
const LABEL_MIN_PX = 24;

/** The room an outside label has between the pie and the slot's edge, in pixels. */
export const outerLabelWidth = (width: number, height: number, outerRadiusPercent: number): number => {
  const radius = ((Math.min(width, height) / 2) * outerRadiusPercent) / 100;
  // The label line's two segments (ECharts' defaults, 15 + 15 px) sit between the pie and the text.
  return Math.max(LABEL_MIN_PX, Math.floor(width / 2 - radius - 30 - LABEL_EDGE_PX));
};

export const transformProps = (chartProps: ChartProps): PieTransformedProps => {
  const { formData: fd, queriesData, width, height, theme, filterState, datasource } = chartProps;
  const result = queriesData[0];
  const rows = result?.data ?? [];
  const [metric] = metricsOf([fd.metric]);
  const metricLabel = metric === undefined ? '' : labelOfMetric(metric);
  const groupby = columnsOf(fd.groupby).map(labelOfColumn);
  const format = getNumberFormatter(metricNumberFormat(readString(fd, 'number_format'), [metricLabel], datasource));
  const nameOf = categoryNamer(result, readString(fd, 'date_format'));

  const raw: RawSlice[] = rows.map((row) => ({
    name: groupby.map((col) => nameOf(row[col], col)).join(', '),
    value: Number(row[metricLabel]) || 0,
    values: groupby.map((col) => toFilterValue(row[col])),
  }));
  const color = createColorScale({
    scheme: readString(fd, 'color_scheme'),
    theme,
    labelColors: readStringMap(fd, 'label_colors'),
  });
  const showLabelsThreshold = readNumber(fd, 'show_labels_threshold', 5);
  const outside = readBoolean(fd, 'labels_outside', true);
  const slices = buildSlices(raw, {
    sortByMetric: readBoolean(fd, 'sort_by_metric', true),
    rowLimit: readOptionalNumber(fd.row_limit),
    thresholdForOther: readNumber(fd, 'threshold_for_other', 0),
    showLabelsThreshold,
    showLabels: readBoolean(fd, 'show_labels', true),
    labelType: readChoice(fd, 'label_type', LABEL_TYPES, 'key'),
    format,
    color,
    labelsInside: !outside,
    otherName: t('Other'),
    otherColor: OTHER_COLOR,
  });
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  const donut = readBoolean(fd, 'donut', false);

  const echartOptions: PieOption = {
    tooltip: {
      trigger: 'item',
      formatter: (params) =>
        tooltipFor(
          slices[Array.isArray(params) ? -1 : params.dataIndex],
          verboseNameOf(datasource, metricLabel),
          format,
        ),
    },
    // The legend lists the largest slices only: laying out thousands of entries takes seconds and reads as noise.
    legend: legendOf(fd, legendNames(slices)),
    ...(readBoolean(fd, 'show_total', false) && {
      graphic: {
        type: 'text',
        left: 'center',
        top: donut ? 'middle' : 0,
        style: { text: t('Total: %s', format(total)), fontSize: 16, fontWeight: 'bold', fill: surfaceTextColor(theme) },
        z: 10,
      },
    }),
    series: [
      {
        type: 'pie',
        animation: false,
        radius: [`${donut ? readNumber(fd, 'innerRadius', 30) : 0}%`, `${readNumber(fd, 'outerRadius', 70)}%`],
        center: ['50%', '50%'],
        avoidLabelOverlap: true,
        minShowLabelAngle: showLabelsThreshold * 3.6,
        labelLine: { show: outside && readBoolean(fd, 'label_line', false) },
        label: {
          show: readBoolean(fd, 'show_labels', true),
          position: outside ? 'outer' : 'inner',
          formatter: (params) => slices[params.dataIndex]?.label ?? '',
          // Outside labels keep to the slot: aligned to its edges and cut with an ellipsis to the room
          // beside the pie, rather than drawn past the edge (cut off) in a narrow slot.
          ...(outside && {
            alignTo: 'edge' as const,
            edgeDistance: LABEL_EDGE_PX,
            overflow: 'truncate' as const,
            width: outerLabelWidth(width, height, readNumber(fd, 'outerRadius', 70)),
          }),
        },
        labelLayout: { hideOverlap: true },
        emphasis: { label: { show: true, fontWeight: 'bold' } },
        data: sliceData(slices),
      },
    ],
  };
  const [selectedName] = filterState?.selectedValues ?? [];
  return {
    width,
    height,
    theme,
    groupby,
    slices,
    total,
    echartOptions,
    selectedName: typeof selectedName === 'string' && slices.some((s) => s.name === selectedName) ? selectedName : null,
  };
};
