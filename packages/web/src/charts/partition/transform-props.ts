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
import type { CustomSeriesRenderItemReturn } from 'echarts';
import { t } from '../../i18n';
import { escapeHtml } from '../big-number/tooltip';
import { verboseNameOf } from '../datasource-meta';
import { categoryNamer } from '../echarts/category-names';
import { readBoolean, readChoice, readNumber, readString, readStringMap } from '../form-data';
import { layoutPartition, nestPartition, type PartitionNode } from './partition-tree';
import type { PartitionCell, PartitionOption, PartitionTransformedProps } from './types';
import { surfaceColor } from '../echarts/surface-colors';

const DIMMED = 0.3;
// Superset's icicle hides labels of boxes under 12 px and keeps 3 px between icicles.
const MIN_LABEL_HEIGHT = 12;
const GAP = 6;
const AGGREGATES = { not_time: 'sum', agg_sum: 'sum', agg_mean: 'mean' } as const;

const onPath = (key: string, selected: string): boolean =>
  key === selected || selected.startsWith(`${key},`) || key.startsWith(`${selected},`);

export const transformProps = (chartProps: ChartProps): PartitionTransformedProps => {
  const { formData: fd, queriesData, width, height, theme, filterState, datasource } = chartProps;
  const result = queriesData[0];
  const rows = result?.data ?? [];
  const metrics = metricsOf(fd.metrics).map(labelOfMetric);
  const groupby = columnsOf(fd.groupby).map(labelOfColumn);
  const format = getNumberFormatter(readString(fd, 'number_format'));
  const nameOf = categoryNamer(result, readString(fd, 'date_time_format'));
  const option = readChoice(fd, 'time_series_option', ['not_time', 'agg_sum', 'agg_mean'] as const, 'not_time');
  const pruning = {
    limit: readNumber(fd, 'partition_limit', 5),
    threshold: readNumber(fd, 'partition_threshold', 0.05),
    logScale: readBoolean(fd, 'log_scale', false),
  };
  const color = createColorScale({
    scheme: readString(fd, 'color_scheme'),
    theme,
    labelColors: readStringMap(fd, 'label_colors'),
  });
  // Superset's disp: a formatted value, nothing for 0 or a missing one.
  const display = (node: PartitionNode) => (node.val === null || node.val === 0 ? '' : format(node.val));
  const band = metrics.length === 0 ? 0 : (height - GAP * (metrics.length - 1)) / metrics.length;

  const parents = new Map<PartitionNode, PartitionNode>();
  const cells: PartitionCell[] = metrics.flatMap((metric, i) => {
    const root = nestPartition(rows, groupby, metric, AGGREGATES[option], nameOf);
    root.name = verboseNameOf(datasource, metric);
    const top = i * (band + GAP);
    const names = new Map<PartitionNode, string[]>([[root, [metric]]]);
    return layoutPartition(root, groupby.length, pruning).map((box) => {
      const path = names.get(box.node) ?? [metric];
      for (const child of box.node.children) {
        names.set(child, [...path, child.name]);
        parents.set(child, box.node);
      }
      const fill = color(box.node.name);
      const disp = display(box.node);
      return {
        ...box,
        x0: box.x0 * width,
        x1: box.x1 * width,
        y0: top + box.y0 * band,
        y1: top + box.y1 * band,
        key: path.join(','),
        color: fill,
        textColor: contrastingTextColor(fill) ?? '#000000',
        label: disp === '' ? box.node.name : `${box.node.name}: ${disp}`,
      };
    });
  });

  const category = (depth: number) => (depth === 0 ? t('Metric') : verboseNameOf(datasource, groupby[depth - 1] ?? ''));
  const richTooltip = readBoolean(fd, 'rich_tooltip', true);
  const cellOf = new Map(cells.map((cell) => [cell.node, cell]));
  /** The cell and, for the rich tooltip, its ancestors up to the metric: outermost first. */
  const chainOf = (cell: PartitionCell): PartitionCell[] => {
    const parent = parents.get(cell.node);
    const above = parent === undefined ? undefined : cellOf.get(parent);
    return above === undefined ? [cell] : [...chainOf(above), cell];
  };
  const tooltipFor = (cell: PartitionCell): string => {
    const chain = richTooltip ? chainOf(cell) : [cell];
    return chain
      .map((c) => `${escapeHtml(category(c.depth))}: <b>${escapeHtml(c.node.name)}</b> ${escapeHtml(display(c.node))}`)
      .join('<br/>');
  };
  const borderColor = surfaceColor(theme);

  const optionFor = (selected: string | null): PartitionOption => ({
    tooltip: {
      trigger: 'item',
      formatter: (params) => {
        const cell = cells[Array.isArray(params) ? -1 : params.dataIndex];
        return cell === undefined ? '' : tooltipFor(cell);
      },
    },
    series: [
      {
        type: 'custom',
        animation: false,
        coordinateSystem: 'none',
        data: cells.map((_, i) => i),
        renderItem: (params): CustomSeriesRenderItemReturn => {
          const cell = cells[params.dataIndex];
          if (cell === undefined) return null;
          const w = cell.x1 - cell.x0;
          const h = cell.y1 - cell.y0;
          const opacity = selected === null || onPath(cell.key, selected) ? 1 : DIMMED;
          return {
            type: 'rect',
            shape: { x: cell.x0, y: cell.y0, width: w, height: h },
            style: { fill: cell.color, stroke: borderColor, lineWidth: 1, opacity },
            textContent: {
              type: 'text',
              style: {
                text: h > MIN_LABEL_HEIGHT ? cell.label : '',
                fill: cell.textColor,
                width: Math.max(w - 10, 0),
                overflow: 'truncate',
                opacity,
              },
            },
            textConfig: { position: 'insideLeft' },
          };
        },
      },
    ],
  });

  const [selectedValue] = filterState?.selectedValues ?? [];
  const selectedName =
    typeof selectedValue === 'string' && cells.some((c) => c.key === selectedValue) ? selectedValue : null;
  return { width, height, theme, groupby, cells, optionFor, selectedName };
};
