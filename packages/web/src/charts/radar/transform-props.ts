import {
  columnsOf,
  createColorScale,
  getNumberFormatter,
  labelOfColumn,
  labelOfMetric,
  metricsOf,
  type ChartProps,
} from '@tessera/core';
import { tooltipHtml } from '../big-number/tooltip';
import { metricNumberFormat, verboseNameOf } from '../datasource-meta';
import { categoryNamer, metricValue, toFilterValue } from '../echarts/category-names';
import { legendOf, legendPadding } from '../echarts/legend';
import { readBoolean, readChoice, readString, readStringMap } from '../form-data';
import { readMetricBounds } from './metric-config';
import type { RadarEntity, RadarOption, RadarTransformedProps } from './types';

const FADED_LINE = 0.3;
// About the width of a character of ECharts' 12 px axis names.
const CHAR_WIDTH = 7;

/** A metric name cut with an ellipsis to the pixels it has. */
const truncate = (name: string, width: number): string => {
  const fits = Math.max(Math.floor(width / CHAR_WIDTH), 3);
  return name.length <= fits ? name : `${name.slice(0, fits - 1)}…`;
};
const LABEL_POSITIONS = [
  'top',
  'left',
  'right',
  'bottom',
  'inside',
  'insideLeft',
  'insideRight',
  'insideTop',
  'insideBottom',
  'insideTopLeft',
  'insideBottomLeft',
  'insideTopRight',
  'insideBottomRight',
] as const;

/** The radar's centre and radius, inside what the legend leaves (Superset's chart padding). */
const radarBox = (width: number, height: number, padding: Record<'top' | 'bottom' | 'left' | 'right', number>) => {
  const w = Math.max(width - padding.left - padding.right, 0);
  const h = Math.max(height - padding.top - padding.bottom, 0);
  const radius = Math.max((Math.min(w, h) / 2) * 0.7, 0);
  return {
    center: [padding.left + w / 2, padding.top + h / 2],
    radius,
    // Metric names beside the side vertices get what is left of the width, cut with an ellipsis.
    nameWidth: Math.max(w / 2 - radius - 16, 40),
  };
};

export const transformProps = (chartProps: ChartProps): RadarTransformedProps => {
  const { formData: fd, queriesData, width, height, theme, filterState, datasource } = chartProps;
  const result = queriesData[0];
  const rows = result?.data ?? [];
  const metricLabels = metricsOf(fd.metrics).map(labelOfMetric);
  const groupby = columnsOf(fd.groupby).map(labelOfColumn);
  const format = getNumberFormatter(metricNumberFormat(readString(fd, 'number_format'), metricLabels, datasource));
  const nameOf = categoryNamer(result, readString(fd, 'date_format'));

  const entities: RadarEntity[] = rows.map((row) => ({
    name: groupby.map((col) => nameOf(row[col], col)).join(', '),
    values: metricLabels.map((m) => metricValue(row[m])),
    filterValues: groupby.map((col) => toFilterValue(row[col])),
  }));

  // Each metric's axis: a configured max (and min), the data's own when set to null, else ECharts' scale.
  const indicator = metricLabels.map((metric, i) => {
    const column = entities.map((e) => e.values[i] ?? 0);
    const bounds = readMetricBounds(fd.column_config, metric);
    const dataMax = Math.max(...column);
    const max = bounds.max === null ? (dataMax === 0 ? undefined : dataMax) : bounds.max;
    const min = bounds.min === undefined ? 0 : bounds.min === null ? Math.min(...column, 0) : bounds.min;
    return { name: verboseNameOf(datasource, metric), min, ...(max !== undefined && { max }) };
  });

  const color = createColorScale({
    scheme: readString(fd, 'color_scheme'),
    theme,
    labelColors: readStringMap(fd, 'label_colors'),
  });
  const colors = entities.map((e) => color(e.name));
  const showLabels = readBoolean(fd, 'show_labels', true);
  const labelType = readChoice(fd, 'label_type', ['value', 'key_value'] as const, 'value');
  const position = readChoice(fd, 'label_position', LABEL_POSITIONS, 'top');
  const box = radarBox(width, height, legendPadding(fd));

  const optionFor = (selected: string | null): RadarOption => ({
    tooltip: {
      trigger: 'item',
      formatter: (params) => {
        const entity = entities[Array.isArray(params) ? -1 : params.dataIndex];
        if (entity === undefined) return '';
        return tooltipHtml(
          entity.name,
          indicator.map((axis, i) => [axis.name, format(entity.values[i] ?? 0)]),
        );
      },
    },
    legend: legendOf(
      fd,
      entities.map((e) => e.name),
    ),
    radar: {
      shape: readBoolean(fd, 'is_circle', false) ? 'circle' : 'polygon',
      center: box.center,
      radius: box.radius,
      axisName: { formatter: (name?: string) => truncate(name ?? '', box.nameWidth) },
      indicator,
    },
    series: [
      {
        type: 'radar',
        animation: false,
        emphasis: { label: { show: true, fontWeight: 'bold' } },
        data: entities.map((entity, i) => {
          const faded = selected !== null && selected !== entity.name;
          return {
            name: entity.name,
            value: entity.values,
            itemStyle: { color: colors[i], opacity: faded ? 0 : 1 },
            lineStyle: { opacity: faded ? FADED_LINE : 1 },
            label: {
              show: showLabels,
              position,
              formatter: (params: { value: unknown }) =>
                labelType === 'key_value'
                  ? `${entity.name}: ${format(Number(params.value))}`
                  : format(Number(params.value)),
            },
          };
        }),
      },
    ],
  });

  const [selectedValue] = filterState?.selectedValues ?? [];
  const selectedName =
    typeof selectedValue === 'string' && entities.some((e) => e.name === selectedValue) ? selectedValue : null;
  return { width, height, theme, groupby, entities, optionFor, selectedName };
};
