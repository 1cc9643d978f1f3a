import {
  createColorScale,
  ensureColumns,
  getNumberFormatter,
  isCrossFilterValue,
  labelOfColumn,
  labelOfMetric,
  metricsOf,
  type ChartProps,
} from '@tessera/core';
import { tooltipHtml } from '../big-number/tooltip';
import { verboseNameOf } from '../datasource-meta';
import { readBoolean, readBounds, readNumber, readString, readStringMap } from '../form-data';
import { legendLayout } from './layout';
import type { BubbleGroup, BubbleOption, BubblePoint, BubbleTransformedProps } from './types';

/** Superset's smallest bubble, in pixels. */
const MINIMUM_BUBBLE_SIZE = 5;

const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const label = (fd: ChartProps['formData'], key: string): string => {
  const [metric] = metricsOf([fd[key]]);
  return metric === undefined ? '' : labelOfMetric(metric);
};

/**
 * Superset's normalizeSymbolSize: sizes spread linearly from the minimum bubble to twice the
 * max bubble size over the range of the size metric.
 */
const bubbleSize = (sizes: readonly number[], maxBubbleSize: number) => {
  const low = Math.min(...sizes);
  const spread = Math.max(...sizes) - low;
  return (value: number | null): number =>
    (value === null || spread === 0 ? 0 : ((value - low) / spread) * (maxBubbleSize * 2)) + MINIMUM_BUBBLE_SIZE;
};

export const transformProps = (chartProps: ChartProps): BubbleTransformedProps => {
  const { formData: fd, queriesData, width, height, theme, filterState, datasource } = chartProps;
  const rows = queriesData[0]?.data ?? [];
  const [x, y, size] = [label(fd, 'x'), label(fd, 'y'), label(fd, 'size')];
  const [entityColumn = null] = ensureColumns(fd['entity']).map(labelOfColumn);
  const [seriesColumn = null] = ensureColumns(fd['series']).map(labelOfColumn);
  const color = createColorScale({
    scheme: readString(fd, 'color_scheme'),
    theme,
    labelColors: readStringMap(fd, 'label_colors'),
  });
  const text = (value: unknown) => (value === null || value === undefined ? '<NULL>' : String(value));

  // One colour per series value; without a series, one per entity (Superset's one series a row).
  const groups = new Map<string, BubbleGroup>();
  for (const row of rows) {
    const entity = entityColumn === null ? undefined : row[entityColumn];
    const series = seriesColumn === null ? undefined : row[seriesColumn];
    const name = text(seriesColumn === null ? entity : series);
    const group = groups.get(name) ?? { name, color: color(name), points: [], entities: [] };
    groups.set(name, group);
    group.points.push([
      numberOrNull(row[x]),
      numberOrNull(row[y]),
      numberOrNull(row[size]),
      text(entity),
      series === undefined ? '' : text(series),
    ]);
    group.entities.push(isCrossFilterValue(entity) ? entity : text(entity));
  }
  const all = [...groups.values()];
  const sizeOf = bubbleSize(
    all.flatMap((g) => g.points.map((p) => p[2]).filter((v): v is number => v !== null)),
    readNumber(fd, 'max_bubble_size', 25),
  );

  const formatX = getNumberFormatter(readString(fd, 'xAxisFormat'));
  const formatY = getNumberFormatter(readString(fd, 'y_axis_format'));
  const formatSize = getNumberFormatter(readString(fd, 'tooltipSizeFormat'));
  const tooltip = ([px, py, psize, entity, series]: BubblePoint): string =>
    tooltipHtml(series === '' ? entity : `${series} (${entity})`, [
      [verboseNameOf(datasource, x), formatX(px)],
      [verboseNameOf(datasource, y), formatY(py)],
      [verboseNameOf(datasource, size), formatSize(psize)],
    ]);

  const logX = readBoolean(fd, 'logXAxis', false);
  const logY = readBoolean(fd, 'logYAxis', false);
  const [xMin, xMax] = readBounds(fd, 'x_axis_bounds');
  const [yMin, yMax] = readBounds(fd, 'y_axis_bounds');
  const truncateX = readBoolean(fd, 'truncateXAxis', true);
  const truncateY = readBoolean(fd, 'truncateYAxis', false);
  const { legend, grid } = legendLayout(
    fd,
    all.map((g) => g.name),
  );
  const opacity = readNumber(fd, 'opacity', 0.6);
  const axisName = (name: string, margin: number) => ({
    name,
    nameLocation: 'middle' as const,
    nameGap: margin,
    nameTextStyle: { fontWeight: 'bolder' as const },
  });

  const echartOptions: BubbleOption = {
    grid,
    legend,
    tooltip: {
      trigger: 'item',
      formatter: (params) => (Array.isArray(params) ? '' : tooltip(params.value as BubblePoint)),
    },
    xAxis: {
      type: logX ? 'log' : 'value',
      scale: true,
      splitLine: { lineStyle: { type: 'dashed' } },
      axisLabel: {
        formatter: (v: number) => formatX(v),
        rotate: readNumber(fd, 'xAxisLabelRotation', 0),
        hideOverlap: true,
      },
      ...axisName(readString(fd, 'x_axis_label'), readNumber(fd, 'x_axis_title_margin', 30)),
      // Bounds only widen the axis, and only while it is truncated (Superset's getMinAndMaxFromBounds).
      ...(truncateX && { min: xMin ?? undefined, max: xMax ?? undefined }),
    },
    yAxis: {
      type: logY ? 'log' : 'value',
      scale: truncateY,
      splitLine: { lineStyle: { type: 'dashed' } },
      axisLabel: { formatter: (v: number) => formatY(v), rotate: readNumber(fd, 'yAxisLabelRotation', 0) },
      ...axisName(readString(fd, 'y_axis_label'), readNumber(fd, 'y_axis_title_margin', 30)),
      ...(truncateY && { min: yMin ?? undefined, max: yMax ?? undefined }),
    },
    series: all.map((group) => ({
      type: 'scatter',
      name: group.name,
      animation: false,
      data: group.points,
      symbolSize: (value: BubblePoint) => sizeOf(value[2]),
      itemStyle: { color: group.color, opacity },
    })),
  };
  const [selected] = filterState?.selectedValues ?? [];
  const known = isCrossFilterValue(selected) && all.some((g) => g.entities.includes(selected));
  return {
    width,
    height,
    theme,
    echartOptions,
    groups: all,
    entityColumn,
    selectedEntity: known ? selected : null,
  };
};
