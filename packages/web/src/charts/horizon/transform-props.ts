import {
  columnsOf,
  getNumberFormatter,
  getTimeFormatter,
  getXAxisLabel,
  labelOfMetric,
  metricsOf,
  type ChartProps,
  type FormData,
} from '@tessera/core';
import type { CustomSeriesRenderItem } from 'echarts';
import type { CustomSeriesOption } from 'echarts/charts';
import type { TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { tooltipHtml } from '../big-number/tooltip';
import { surfaceColor, surfaceTextColor } from '../echarts/surface-colors';
import { readChoice, readNumber, readString } from '../form-data';
import { extractSeries } from '../timeseries/series-data';
import { BANDS, bandColor, bandFill, bandSteps, scaledValues } from './bands';

export type HorizonOption = ComposeOption<CustomSeriesOption | TooltipComponentOption>;

export interface HorizonRow {
  name: string;
  times: number[];
  values: (number | null)[];
}

export interface HorizonChartProps {
  width: number;
  height: number;
  theme: 'light' | 'dark';
  rows: HorizonRow[];
  rowHeight: number;
  echartOptions: HorizonOption;
}

const MIN_ROW_HEIGHT = 8;
const LABEL_PADDING = 4;

const withXAxis = (fd: FormData): FormData =>
  fd['x_axis'] || typeof fd['granularity_sqla'] !== 'string' ? fd : { ...fd, x_axis: fd['granularity_sqla'] };

/**
 * Superset's horizon chart: one row per series, `series_height` px tall (fewer px when the rows
 * would overflow the slot), its values folded into four bands that stack on top of each other,
 * red above zero and blue below, darker further from zero; drawn on an ECharts custom series.
 */
export const transformProps = (chartProps: ChartProps): HorizonChartProps => {
  const { formData: fd, queriesData, width, height, theme } = chartProps;
  const result = queriesData[0];
  const x = getXAxisLabel(withXAxis(fd));
  const scale = readChoice(fd, 'horizon_color_scale', ['series', 'overall', 'change'] as const, 'series');
  const metrics = metricsOf(fd['metrics']).map(labelOfMetric);
  // One metric split by groups: the rows are named by their group alone, as Superset's series keys.
  const [onlyMetric] = metrics.length === 1 && columnsOf(fd['groupby']).length > 0 ? metrics : [];
  const rowName = (name: string) =>
    onlyMetric !== undefined && name.startsWith(`${onlyMetric}, `) ? name.slice(onlyMetric.length + 2) : name;
  const rows: HorizonRow[] = (result === undefined ? [] : extractSeries(result, x)).map((series) => ({
    name: rowName(series.name),
    times: series.points.map(([t]) => (typeof t === 'number' ? t : Number(t))),
    values: scaledValues(
      series.points.map(([, y]) => y),
      scale,
    ),
  }));
  const steps = bandSteps(
    rows.map((row) => row.values),
    scale,
  );
  const wanted = readNumber(fd, 'series_height', 25);
  const rowHeight = Math.max(MIN_ROW_HEIGHT, Math.min(wanted, height / Math.max(rows.length, 1)));
  const times = rows.flatMap((row) => row.times);
  const [start, end] = [Math.min(...times), Math.max(...times)];
  const xOf = (t: number, plotWidth: number) => (end === start ? 0 : ((t - start) / (end - start)) * plotWidth);
  const textColor = surfaceTextColor(theme);
  // The name sits on the bands: a halo of the page colour keeps it legible on any band.
  const haloColor = surfaceColor(theme);
  const formatTime = getTimeFormatter(readString(fd, 'x_axis_time_format'));
  const format = getNumberFormatter(readString(fd, 'y_axis_format'));

  // Each item is one band of one row on one side of zero: [row, band, positive (1) or not (0)].
  const renderItem: CustomSeriesRenderItem = (_params, api) => {
    const [rowIndex, band, positive] = [Number(api.value(0)), Number(api.value(1)), api.value(2) === 1];
    const row = rows[rowIndex];
    if (row === undefined) return null;
    const plotWidth = api.getWidth();
    const top = rowIndex * rowHeight;
    // Above zero the band rises from the row's bottom; below zero it hangs from the top (d3-horizon's offset mode).
    const yOf = (fill: number) => (positive ? top + rowHeight - fill * rowHeight : top + fill * rowHeight);
    const base = positive ? top + rowHeight : top;
    const outline = row.times.map((t, i) => [
      xOf(t, plotWidth),
      yOf(bandFill(row.values[i] ?? null, band, steps[rowIndex] ?? 0, positive)),
    ]);
    const points = [
      [xOf(row.times[0] ?? start, plotWidth), base],
      ...outline,
      [xOf(row.times.at(-1) ?? end, plotWidth), base],
    ];
    const label =
      band === 0 && positive
        ? [
            {
              type: 'text' as const,
              style: {
                text: row.name,
                x: LABEL_PADDING,
                y: top + rowHeight / 2,
                verticalAlign: 'middle' as const,
                fill: textColor,
                stroke: haloColor,
                lineWidth: 3,
                fontSize: Math.min(12, Math.max(8, rowHeight * 0.6)),
              },
              z2: 10,
            },
          ]
        : [];
    return {
      type: 'group',
      children: [{ type: 'polygon', shape: { points }, style: { fill: bandColor(band, positive) } }, ...label],
    };
  };

  const items = rows.flatMap((_, r) =>
    Array.from({ length: BANDS }, (_unused, b) => [
      [r, b, 1],
      [r, b, 0],
    ]).flat(),
  );
  const echartOptions: HorizonOption = {
    tooltip: {
      trigger: 'item',
      formatter: (params) => {
        const one = Array.isArray(params) ? params[0] : params;
        const item = items[one?.dataIndex ?? -1];
        const row = rows[item?.[0] ?? -1];
        if (row === undefined) return '';
        const last = row.values.length - 1;
        return tooltipHtml(row.name, [
          [formatTime(row.times[0] ?? start), format(row.values[0] ?? 0)],
          [formatTime(row.times[last] ?? end), format(row.values[last] ?? 0)],
        ]);
      },
    },
    series: [{ type: 'custom', coordinateSystem: 'none', renderItem, data: items, animation: false }],
  };
  return { width, height, theme, rows, rowHeight, echartOptions };
};
