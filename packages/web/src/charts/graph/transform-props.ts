import {
  columnsOf,
  createColorScale,
  getCategoricalScheme,
  getNumberFormatter,
  labelOfColumn,
  labelOfMetric,
  metricsOf,
  schemeColors,
  type ChartProps,
} from '@tessera/core';
import type { GraphSeriesOption } from 'echarts/charts';
import { tooltipHtml } from '../big-number/tooltip';
import { metricNumberFormat, verboseNameOf } from '../datasource-meta';
import { metricValue, toFilterValue } from '../echarts/category-names';
import { legendOf, legendPadding } from '../echarts/legend';
import { surfaceTextColor } from '../echarts/surface-colors';
import { readChoice, readList, readNumber, readString, readStringMap } from '../form-data';
import { GRAPH_DEFAULTS } from './graph-defaults';
import type { GraphNode, GraphOption, GraphTransformedProps } from './types';

type GraphItem = NonNullable<GraphSeriesOption['data']>[number];
type GraphEdge = NonNullable<GraphSeriesOption['links']>[number];
type EdgeSymbol = 'none' | 'circle' | 'arrow';

const DIMMED = 0.2;
/**
 * ECharts stops animating a series past 2,000 data items (its animationThreshold), counting a
 * graph's nodes only; its edges animate too, so the same limit is applied to nodes and edges
 * together: a large network appears at once instead of growing in over Superset's 500 ms.
 */
const ANIMATED_ELEMENTS = 2000;
/**
 * Past this many nodes the labels show on hover only and edges lose their arrows: 2,000 labels overlap
 * into an unreadable mass and cost a third of the first draw, the arrows another third (issue 25's
 * 2,000-node budget). Superset draws them all.
 */
const LABELLED_NODES = 1000;
const EDGE_SYMBOLS: readonly EdgeSymbol[] = ['none', 'circle', 'arrow'];

/** Superset's parseEdgeSymbol: 'start,end', anything unknown as 'none'. */
const edgeSymbols = (text: string): [EdgeSymbol, EdgeSymbol] => {
  const [start, end] = text.split(',').map((s) => EDGE_SYMBOLS.find((e) => e === s.trim()) ?? 'none');
  return [start ?? 'none', end ?? 'none'];
};

/** Superset's getCategoryName: booleans as `column: value`, null as 'N/A', the rest as text. */
const categoryName = (column: string, value: unknown): string => {
  if (typeof value === 'boolean') return `${column}: ${value}`;
  return value === null || value === undefined ? 'N/A' : String(value);
};

/** Superset's normalizeStyles: sizes from half to twice (plus half) the base by the value's place in the range. */
const scaled = (value: number, min: number, max: number, base: number): number => {
  const spread = max - min;
  return (spread === 0 ? 0 : ((value - min) / spread) * base * 2) + base * 0.5;
};

/** Superset's graph roam and select mode: booleans or the named modes. */
const readFlagOrMode = <T extends string>(value: unknown, modes: readonly T[], fallback: boolean | T): boolean | T =>
  typeof value === 'boolean' ? value : (modes.find((m) => m === value) ?? fallback);

interface Link {
  source: string;
  target: string;
  value: number;
  color: string;
}

export const transformProps = (chartProps: ChartProps): GraphTransformedProps => {
  const { formData: fd, queriesData, width, height, theme, filterState, datasource } = chartProps;
  const label = (key: string) => columnsOf(readList(fd, key)).map(labelOfColumn)[0];
  const [source = '', target = ''] = [label('source'), label('target')];
  const [sourceCategory, targetCategory] = [label('source_category'), label('target_category')];
  const [metric] = metricsOf([fd.metric]);
  const metricLabel = metric === undefined ? '' : labelOfMetric(metric);
  const color = createColorScale({
    scheme: readString(fd, 'color_scheme'),
    theme,
    labelColors: readStringMap(fd, 'label_colors'),
  });
  // Nodes without a category take the scheme's first colour, as Superset's colorFn.range()[0].
  const firstColor = schemeColors(getCategoricalScheme(readString(fd, 'color_scheme')), theme)[0] ?? '#1FA8C9';

  const nodes: GraphNode[] = [];
  const byName = new Map<string, GraphNode>();
  const links: Link[] = [];
  const nodeOf = (name: string, column: string, value: unknown, category: string | undefined): GraphNode => {
    let node = byName.get(name);
    if (node === undefined) {
      node = { id: String(nodes.length), name, column, value: toFilterValue(value), total: 0, category };
      nodes.push(node);
      byName.set(name, node);
    }
    // A node keeps its first category: Superset's "only the first will be used".
    node.category ??= category;
    return node;
  };
  for (const row of queriesData[0]?.data ?? []) {
    const value = metricValue(row[metricLabel]);
    // Superset skips rows without a value: an edge of 0 has nothing to draw.
    if (value === 0) continue;
    const sourceCat = sourceCategory === undefined ? undefined : categoryName(sourceCategory, row[sourceCategory]);
    const targetCat = targetCategory === undefined ? undefined : categoryName(targetCategory, row[targetCategory]);
    const from = nodeOf(String(row[source]), source, row[source], sourceCat);
    const to = nodeOf(String(row[target]), target, row[target], targetCat);
    from.total += value;
    to.total += value;
    links.push({
      source: from.id,
      target: to.id,
      value,
      color: sourceCat === undefined ? firstColor : color(sourceCat),
    });
  }

  const categories = [...new Set(nodes.flatMap((n) => (n.category === undefined ? [] : [n.category])))];
  const baseNodeSize = readNumber(fd, 'baseNodeSize', GRAPH_DEFAULTS.baseNodeSize);
  const baseEdgeWidth = readNumber(fd, 'baseEdgeWidth', GRAPH_DEFAULTS.baseEdgeWidth);
  const threshold = readNumber(fd, 'showSymbolThreshold', GRAPH_DEFAULTS.showSymbolThreshold);
  const totals = nodes.map((n) => n.total);
  const [nodeMin, nodeMax] = [Math.min(...totals), Math.max(...totals)];
  const widths = links.map((l) => l.value);
  const [linkMin, linkMax] = [Math.min(...widths), Math.max(...widths)];
  const format = getNumberFormatter(metricNumberFormat(readString(fd, 'number_format'), [metricLabel], datasource));
  const metricName = verboseNameOf(datasource, metricLabel);
  const layout = readChoice(fd, 'layout', ['force', 'circular'] as const, GRAPH_DEFAULTS.layout);

  const tooltip = (params: { dataType?: string; dataIndex: number }): string => {
    if (params.dataType === 'edge') {
      const link = links[params.dataIndex];
      const [from, to] = [nodes[Number(link?.source)], nodes[Number(link?.target)]];
      if (link === undefined || from === undefined || to === undefined) return '';
      return tooltipHtml(`${from.name} > ${to.name}`, [[metricName, format(link.value)]]);
    }
    const node = nodes[params.dataIndex];
    return node === undefined ? '' : tooltipHtml(node.name, [[metricName, format(node.total)]]);
  };

  const labelled = nodes.length <= LABELLED_NODES;
  const optionFor = (selected: string | null): GraphOption => {
    const lit = (node: GraphNode | undefined) => selected === null || node?.name === selected;
    const data: GraphItem[] = nodes.map((node) => ({
      id: node.id,
      name: node.name,
      value: node.total,
      ...(node.category !== undefined && { category: node.category }),
      symbolSize: scaled(node.total, nodeMin, nodeMax, baseNodeSize),
      itemStyle: {
        ...(node.category === undefined && { color: firstColor }),
        opacity: lit(node) ? 1 : DIMMED,
      },
      label: { show: labelled && (threshold > 0 ? node.total > threshold : true) },
    }));
    const edges: GraphEdge[] = links.map((link) => {
      const on = selected === null || lit(nodes[Number(link.source)]) || lit(nodes[Number(link.target)]);
      const lineWidth = scaled(link.value, linkMin, linkMax, baseEdgeWidth);
      return {
        source: link.source,
        target: link.target,
        value: link.value,
        lineStyle: { color: link.color, width: lineWidth, opacity: on ? 0.6 : DIMMED / 2 },
        // Superset's getEmphasizedEdgeWidth: twice as wide, between 5 and 20.
        emphasis: { lineStyle: { width: Math.max(5, Math.min(lineWidth * 2, 20)) } },
      };
    });
    return {
      animation: nodes.length + links.length <= ANIMATED_ELEMENTS,
      animationDuration: 500,
      animationEasing: 'cubicOut',
      tooltip: { trigger: 'item', formatter: (params) => (Array.isArray(params) ? '' : tooltip(params)) },
      legend: legendOf(fd, categories),
      series: [
        {
          type: 'graph',
          layout,
          zoom: 0.7,
          ...legendPadding(fd),
          categories: categories.map((name) => ({ name, itemStyle: { color: color(name) } })),
          force: {
            initLayout: 'circular',
            layoutAnimation: true,
            edgeLength: readNumber(fd, 'edgeLength', GRAPH_DEFAULTS.edgeLength),
            gravity: readNumber(fd, 'gravity', GRAPH_DEFAULTS.gravity),
            repulsion: readNumber(fd, 'repulsion', GRAPH_DEFAULTS.repulsion),
            friction: readNumber(fd, 'friction', GRAPH_DEFAULTS.friction),
          },
          circular: { rotateLabel: true },
          roam: readFlagOrMode(fd.roam, ['scale', 'move'] as const, GRAPH_DEFAULTS.roam),
          draggable: typeof fd.draggable === 'boolean' ? fd.draggable : GRAPH_DEFAULTS.draggable,
          selectedMode: readFlagOrMode(fd.selectedMode, ['single', 'multiple'] as const, GRAPH_DEFAULTS.selectedMode),
          // Past the labelled size the edges' arrows go too (a path each); the tooltip still says 'a > b'.
          edgeSymbol: labelled
            ? edgeSymbols(readString(fd, 'edgeSymbol', GRAPH_DEFAULTS.edgeSymbol))
            : ['none', 'none'],
          edgeSymbolSize: baseEdgeWidth * 2,
          label: { show: true, position: 'right', distance: 5, fontSize: 12, color: surfaceTextColor(theme) },
          lineStyle: { curveness: 0.1 },
          emphasis: { focus: 'adjacency', label: { show: true } },
          select: { itemStyle: { borderWidth: 3, opacity: 1 }, label: { fontWeight: 'bolder' } },
          data,
          links: edges,
        },
      ],
    };
  };

  const [selectedValue] = filterState?.selectedValues ?? [];
  const selectedName = typeof selectedValue === 'string' && byName.has(selectedValue) ? selectedValue : null;
  return { width, height, theme, nodes, optionFor, selectedName };
};
