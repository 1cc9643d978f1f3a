import {
  createColorScale,
  createSequentialScale,
  getNumberFormatter,
  labelOfColumn,
  labelOfMetric,
  metricsOf,
  type ChartProps,
  type NumberFormatter,
} from '@tessera/core';
import type { SunburstSeriesOption } from 'echarts/charts';
import { t } from '../../i18n';
import { escapeHtml } from '../big-number/tooltip';
import { metricNumberFormat, verboseNameOf } from '../datasource-meta';
import { categoryNamer } from '../echarts/category-names';
import {
  buildHierarchy,
  flattenHierarchy,
  indexHierarchy,
  pathKey,
  type HierarchyEntry,
  type HierarchyNode,
} from '../echarts/hierarchy';
import { readBoolean, readNumber, readString, readStringMap } from '../form-data';
import { colorsByRatio } from './control-panel';
import { hierarchyColumns } from './hierarchy-columns';
import type { SunburstOption, SunburstTransformedProps } from './types';
import { surfaceTextColor } from '../echarts/surface-colors';

type SunburstItem = NonNullable<SunburstSeriesOption['data']>[number];

const DIMMED = 0.3;
// Superset's sunburst padding (theme grid units) around the rings.
const PADDING = { vertical: 12, horizontal: 4 };
const formatPercent = getNumberFormatter('.2%');

const labelText = (type: string, name: string, value: string): string => {
  if (type === 'value') return value;
  if (type === 'key_value') return `${name}: ${value}`;
  return name;
};

/** Whether an arc lies on the selected arc's path: the arc itself, an ancestor or a descendant. */
const onSelectedPath = (key: string, selected: string): boolean =>
  key === selected || selected.startsWith(`${key},`) || key.startsWith(`${selected},`);

/** Superset's getLinearDomain: the ratios' range, stretched to include 0. */
const linearDomain = (nodes: readonly HierarchyNode[]): [number, number] => {
  const ratios = nodes.map((n) => n.secondaryValue / n.value).filter((r) => Number.isFinite(r));
  return [Math.min(0, ...ratios), Math.max(0, ...ratios)];
};

interface TooltipContext {
  total: number;
  metric: string;
  secondary: string | null;
  format: NumberFormatter;
  formatSecondary: NumberFormatter;
}

/** Superset's sunburst tooltip: the arc, its share of the total and of its parent, the metric values. */
const tooltipFor = (entry: HierarchyEntry | undefined, ctx: TooltipContext): string => {
  if (entry === undefined) return '';
  const { node, parent } = entry;
  const lines = [
    `<b>${escapeHtml(node.name)}</b>`,
    t('%s of total', formatPercent(node.value / ctx.total)),
    ...(parent === null ? [] : [t('%s of %s', formatPercent(node.value / parent.value), escapeHtml(parent.name))]),
  ];
  if (ctx.secondary === null) return [...lines, `${escapeHtml(ctx.metric)}: ${ctx.format(node.value)}`].join('<br/>');
  const secondary = escapeHtml(ctx.secondary);
  return [
    ...lines,
    `${escapeHtml(ctx.metric)}: ${ctx.format(node.value)}, ${secondary}: ${ctx.formatSecondary(node.secondaryValue)}`,
    `${escapeHtml(ctx.metric)}/${secondary}: ${formatPercent(node.secondaryValue / node.value)}`,
  ].join('<br/>');
};

export const transformProps = (chartProps: ChartProps): SunburstTransformedProps => {
  const { formData: fd, queriesData, width, height, theme, filterState, datasource } = chartProps;
  const result = queriesData[0];
  const [metric] = metricsOf([fd.metric]);
  const [secondaryMetric] = metricsOf([fd.secondary_metric]);
  const metricLabel = metric === undefined ? '' : labelOfMetric(metric);
  const byRatio = colorsByRatio(fd) && secondaryMetric !== undefined;
  const secondaryLabel = byRatio ? labelOfMetric(secondaryMetric) : null;
  const columns = hierarchyColumns(fd).map(labelOfColumn);
  const numberFormat = readString(fd, 'number_format');
  const format = getNumberFormatter(metricNumberFormat(numberFormat, [metricLabel], datasource));
  const formatSecondary = getNumberFormatter(metricNumberFormat(numberFormat, [secondaryLabel ?? ''], datasource));
  const nodes = buildHierarchy(result?.data ?? [], {
    levels: columns,
    metric: metricLabel,
    ...(secondaryLabel !== null && { secondaryMetric: secondaryLabel }),
    nameOf: categoryNamer(result, readString(fd, 'date_format')),
  });
  const all = flattenHierarchy(nodes);
  const total = nodes.reduce((sum, n) => sum + n.value, 0);

  const categorical = createColorScale({
    scheme: readString(fd, 'color_scheme'),
    theme,
    labelColors: readStringMap(fd, 'label_colors'),
  });
  const linear = createSequentialScale({ scheme: readString(fd, 'linear_color_scheme'), domain: linearDomain(all) });
  // The metric takes the scheme's first colour, as Superset's base colour keeps parity with its other charts.
  if (!byRatio) categorical(metricLabel);
  const colorOf = (node: HierarchyNode) =>
    byRatio ? linear(node.value === 0 ? 0 : node.secondaryValue / node.value) : categorical(node.name);

  const entries = indexHierarchy(nodes);
  const colors = new Map(all.map((node) => [pathKey(node.names), colorOf(node)]));

  const labelType = readString(fd, 'label_type', 'key');
  const showLabels = readBoolean(fd, 'show_labels', false);
  const radius = Math.min(width - 2 * PADDING.horizontal, height - 2 * PADDING.vertical) / 2;
  const tooltip: TooltipContext = {
    total,
    metric: verboseNameOf(datasource, metricLabel),
    secondary: secondaryLabel === null ? null : verboseNameOf(datasource, secondaryLabel),
    format,
    formatSecondary,
  };

  const itemsOf = (children: readonly HierarchyNode[], selected: string | null): SunburstItem[] =>
    children.map((node) => {
      const id = pathKey(node.names);
      const dimmed = selected !== null && !onSelectedPath(id, selected);
      return {
        id,
        name: node.name,
        value: node.value,
        itemStyle: { color: colors.get(id), ...(dimmed && { opacity: DIMMED }) },
        ...(dimmed && { label: { opacity: DIMMED } }),
        ...(node.children.length > 0 && { children: itemsOf(node.children, selected) }),
      };
    });

  const optionFor = (selected: string | null): SunburstOption => ({
    tooltip: {
      trigger: 'item',
      formatter: (params) => {
        const data = Array.isArray(params) ? undefined : (params.data as { id?: string } | undefined);
        return tooltipFor(entries.get(data?.id ?? ''), tooltip);
      },
    },
    series: [
      {
        type: 'sunburst',
        animation: false,
        // A click cross-filters; drilling into an arc (ECharts' default) is not Superset's behaviour.
        nodeClick: false,
        radius: [radius * 0.3, radius],
        emphasis: { focus: 'ancestor', label: { show: showLabels } },
        label: {
          show: showLabels,
          width: (radius * 0.6) / Math.max(columns.length, 1),
          minAngle: readNumber(fd, 'show_labels_threshold', 5) * 3.6,
          overflow: 'breakAll',
          formatter: (params) => labelText(labelType, params.name, format(Number(params.value))),
        },
        data: itemsOf(nodes, selected),
      },
    ],
    ...(readBoolean(fd, 'show_total', false) && {
      graphic: {
        type: 'text',
        top: 'center',
        left: 'center',
        style: { text: t('Total: %s', format(total)), fontSize: 16, fontWeight: 'bold', fill: surfaceTextColor(theme) },
        z: 10,
      },
    }),
  });

  const [selectedValue] = filterState?.selectedValues ?? [];
  const selectedName = typeof selectedValue === 'string' && entries.has(selectedValue) ? selectedValue : null;
  const nodeAt = (id: string): HierarchyNode | null => entries.get(id)?.node ?? null;
  return { width, height, theme, columns, nodeAt, optionFor, selectedName };
};
