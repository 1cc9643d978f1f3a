import {
  createColorScale,
  getNumberFormatter,
  labelOfColumn,
  labelOfMetric,
  metricsOf,
  columnsOf,
  type ChartProps,
  type NumberFormatter,
} from '@tessera/core';
import type { TreemapSeriesOption } from 'echarts/charts';
import { tooltipHtml } from '../big-number/tooltip';
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
import { readBoolean, readString, readStringMap } from '../form-data';
import type { TreemapOption, TreemapTransformedProps } from './types';
import { surfaceColor } from '../echarts/surface-colors';

type TreemapItem = NonNullable<TreemapSeriesOption['data']>[number];

// Superset's treemap constants: children vary the parent's colour in saturation; small labels.
const COLOR_SATURATION = [0.7, 0.4];
const LABEL_FONT_SIZE = 11;
const BORDER_WIDTH = 2;
const GAP_WIDTH = 2;
const DIMMED = 0.3;
const formatPercent = getNumberFormatter('.2%');

/** `label_type` as Superset's formatLabel reads it; its control saves 'Key' for the key alone. */
const labelText = (type: string, name: string, value: string): string => {
  if (type === 'value') return value;
  if (type === 'key_value') return `${name}: ${value}`;
  return name;
};

const ROOT_ID = '';

/**
 * Superset's treemap tooltip: the path, then the metric with its share of the parent box (the
 * root box, the metric's total, without an entry).
 */
const tooltipFor = (entry: HierarchyEntry | undefined, metric: string, total: number, format: NumberFormatter) => {
  if (entry === undefined) return tooltipHtml(metric, [[metric, format(total)]]);
  const { node, parent } = entry;
  const whole = parent === null ? total : parent.value;
  const share = whole === 0 ? '' : ` (${formatPercent(node.value / whole)})`;
  return tooltipHtml(node.names.join(' ▸ '), [[metric, `${format(node.value)}${share}`]]);
};

export const transformProps = (chartProps: ChartProps): TreemapTransformedProps => {
  const { formData: fd, queriesData, width, height, theme, filterState, datasource } = chartProps;
  const result = queriesData[0];
  const [metric] = metricsOf([fd.metric]);
  const metricLabel = metric === undefined ? '' : labelOfMetric(metric);
  const groupby = columnsOf(fd.groupby).map(labelOfColumn);
  const format = getNumberFormatter(metricNumberFormat(readString(fd, 'number_format'), [metricLabel], datasource));
  const nodes = buildHierarchy(result?.data ?? [], {
    levels: groupby,
    metric: metricLabel,
    nameOf: categoryNamer(result, readString(fd, 'date_format')),
  });
  const total = nodes.reduce((sum, n) => sum + n.value, 0);
  const color = createColorScale({
    scheme: readString(fd, 'color_scheme'),
    theme,
    labelColors: readStringMap(fd, 'label_colors'),
  });
  const labelType = readString(fd, 'label_type', 'key_value');
  const label = (name: string, value: number) => labelText(labelType, name, format(value));
  const borderColor = surfaceColor(theme);
  const boxStyle = (name: string) => ({
    borderColor,
    color: color(name),
    borderWidth: BORDER_WIDTH,
    gapWidth: GAP_WIDTH,
  });

  const entries = indexHierarchy(nodes);
  const leafKeys = new Set(
    flattenHierarchy(nodes)
      .filter((n) => n.children.length === 0)
      .map((n) => pathKey(n.names)),
  );

  const rootStyle = boxStyle(metricLabel);
  const itemsOf = (children: readonly HierarchyNode[], selected: string | null): TreemapItem[] =>
    children.map((node) => {
      const id = pathKey(node.names);
      if (node.children.length > 0) {
        return {
          id,
          name: node.name,
          value: node.value,
          colorSaturation: COLOR_SATURATION,
          itemStyle: boxStyle(node.name),
          children: itemsOf(node.children, selected),
        };
      }
      const dimmed = selected !== null && selected !== id;
      return {
        id,
        name: node.name,
        value: node.value,
        ...(dimmed && { itemStyle: { colorAlpha: DIMMED }, label: { opacity: DIMMED } }),
      };
    });

  const optionFor = (selected: string | null): TreemapOption => ({
    tooltip: {
      trigger: 'item',
      formatter: (params) => {
        const data = Array.isArray(params) ? undefined : (params.data as { id?: string } | undefined);
        return tooltipFor(entries.get(data?.id ?? ROOT_ID), verboseNameOf(datasource, metricLabel), total, format);
      },
    },
    series: [
      {
        type: 'treemap',
        animation: false,
        // The whole slot: ECharts 6 leaves margins around a treemap by default.
        left: 0,
        top: 0,
        right: 0,
        bottom: 0,
        // A click cross-filters; zooming into a box (ECharts' default) would leave no way back without a breadcrumb.
        nodeClick: false,
        roam: false,
        breadcrumb: { show: false },
        emphasis: { label: { show: true } },
        // The root box stands for the metric and draws no label of its own.
        levels: [{ upperLabel: { show: false }, label: { show: false } }],
        label: {
          show: readBoolean(fd, 'show_labels', true),
          position: 'insideTopLeft',
          fontSize: LABEL_FONT_SIZE,
          formatter: (params) => label(params.name, Number(params.value)),
        },
        upperLabel: {
          show: readBoolean(fd, 'show_upper_labels', true),
          textBorderColor: 'transparent',
          fontSize: LABEL_FONT_SIZE,
          formatter: (params) => label(params.name, Number(params.value)),
        },
        data: [
          {
            id: ROOT_ID,
            name: metricLabel,
            value: total,
            colorSaturation: COLOR_SATURATION,
            itemStyle: rootStyle,
            upperLabel: { show: false },
            children: itemsOf(nodes, selected),
          },
        ],
      },
    ],
  });

  const [selectedValue] = filterState?.selectedValues ?? [];
  const selectedName = typeof selectedValue === 'string' && leafKeys.has(selectedValue) ? selectedValue : null;
  const nodeAt = (id: string): HierarchyNode | null => entries.get(id)?.node ?? null;
  return { width, height, theme, groupby, nodeAt, optionFor, selectedName };
};
