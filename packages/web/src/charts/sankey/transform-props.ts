import {
  createColorScale,
  getNumberFormatter,
  labelOfColumn,
  labelOfMetric,
  metricsOf,
  columnsOf,
  type ChartProps,
} from '@tessera/core';
import type { SankeySeriesOption } from 'echarts/charts';
import { tooltipHtml } from '../big-number/tooltip';
import { metricNumberFormat, verboseNameOf } from '../datasource-meta';
import { categoryNamer, metricValue, toFilterValue } from '../echarts/category-names';
import { surfaceColor, surfaceTextColor } from '../echarts/surface-colors';
import { readList, readString, readStringMap } from '../form-data';
import { linkKey, nodeKey } from './sankey-keys';
import type { SankeyLink, SankeyNode, SankeyOption, SankeyTransformedProps } from './types';

type SankeyItem = NonNullable<SankeySeriesOption['data']>[number];
type SankeyEdge = NonNullable<SankeySeriesOption['links']>[number];

const DIMMED = 0.3;
const LINK_OPACITY = 0.5;
const formatPercent = getNumberFormatter('.2%');

/** Whether `to` is reachable from `from` over the kept links. */
const reaches = (next: Map<string, string[]>, from: string, to: string): boolean => {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const at = stack.pop() as string;
    if (at === to) return true;
    if (seen.has(at)) continue;
    seen.add(at);
    stack.push(...(next.get(at) ?? []));
  }
  return false;
};

/**
 * ECharts lays a sankey out only when its links form no cycle (Superset's chart fails with an
 * error then). Links are kept in query order and one that would close a cycle (a self-link, or
 * a route back such as B → A after A → B) is left out, so an origin → destination flow still draws.
 */
const acyclic = (links: SankeyLink[]): SankeyLink[] => {
  const next = new Map<string, string[]>();
  return links.filter((link) => {
    if (reaches(next, link.target, link.source)) return false;
    next.set(link.source, [...(next.get(link.source) ?? []), link.target]);
    return true;
  });
};

export const transformProps = (chartProps: ChartProps): SankeyTransformedProps => {
  const { formData: fd, queriesData, width, height, theme, filterState, datasource } = chartProps;
  const result = queriesData[0];
  const [source = '', target = ''] = columnsOf([...readList(fd, 'source'), ...readList(fd, 'target')]).map(
    labelOfColumn,
  );
  const [metric] = metricsOf([fd.metric]);
  const metricLabel = metric === undefined ? '' : labelOfMetric(metric);
  const nameOf = categoryNamer(result, readString(fd, 'date_format'));
  // Superset formats the sankey's values with two decimals (NumberFormats.FLOAT_2_POINT) unless the metric has its own.
  const format = getNumberFormatter(metricNumberFormat(',.2f', [metricLabel], datasource));

  const links = acyclic(
    (result?.data ?? []).map((row) => ({
      source: nameOf(row[source], source),
      target: nameOf(row[target], target),
      value: metricValue(row[metricLabel]),
      sourceValue: toFilterValue(row[source]),
      targetValue: toFilterValue(row[target]),
    })),
  );
  const incoming = new Map<string, number>();
  const outgoing = new Map<string, number>();
  const nodeMap = new Map<string, SankeyNode>();
  for (const link of links) {
    outgoing.set(link.source, (outgoing.get(link.source) ?? 0) + link.value);
    incoming.set(link.target, (incoming.get(link.target) ?? 0) + link.value);
    if (!nodeMap.has(link.source))
      nodeMap.set(link.source, { name: link.source, column: source, value: link.sourceValue, total: 0 });
    if (!nodeMap.has(link.target))
      nodeMap.set(link.target, { name: link.target, column: target, value: link.targetValue, total: 0 });
  }
  const nodes = [...nodeMap.values()].map((node) => ({
    ...node,
    total: Math.max(incoming.get(node.name) ?? 0, outgoing.get(node.name) ?? 0),
  }));
  const totals = new Map(nodes.map((n) => [n.name, n.total]));
  const share = (value: number, name: string) => formatPercent(value / (totals.get(name) || 1));

  const color = createColorScale({
    scheme: readString(fd, 'color_scheme'),
    theme,
    labelColors: readStringMap(fd, 'label_colors'),
  });
  const metricName = verboseNameOf(datasource, metricLabel);
  const textColor = surfaceTextColor(theme);

  const tooltip = (params: { dataType?: string; dataIndex: number }): string => {
    if (params.dataType === 'edge') {
      const link = links[params.dataIndex];
      if (link === undefined) return '';
      return tooltipHtml(`${link.source} > ${link.target}`, [
        [metricName, format(link.value)],
        [`% (${link.source})`, share(link.value, link.source)],
        [`% (${link.target})`, share(link.value, link.target)],
      ]);
    }
    const node = nodes[params.dataIndex];
    return node === undefined ? '' : tooltipHtml(node.name, [[metricName, format(node.total)]]);
  };

  const optionFor = (selected: string | null): SankeyOption => {
    const linkOn = (link: SankeyLink) =>
      selected === null ||
      selected === linkKey(link.source, link.target) ||
      selected === nodeKey(link.source) ||
      selected === nodeKey(link.target);
    const lit = new Set(links.filter(linkOn).flatMap((l) => [l.source, l.target]));
    const nodeOn = (node: SankeyNode) =>
      selected === null || (selected.startsWith('node:') ? selected === nodeKey(node.name) : lit.has(node.name));
    const data: SankeyItem[] = nodes.map((node) => ({
      name: node.name,
      value: node.total,
      itemStyle: { color: color(node.name), opacity: nodeOn(node) ? 1 : DIMMED },
      label: { color: textColor, textBorderColor: surfaceColor(theme), textBorderWidth: 2 },
    }));
    const edges: SankeyEdge[] = links.map((link) => ({
      source: link.source,
      target: link.target,
      value: link.value,
      lineStyle: { opacity: linkOn(link) ? LINK_OPACITY : DIMMED / 3 },
    }));
    return {
      tooltip: { trigger: 'item', formatter: (params) => (Array.isArray(params) ? '' : tooltip(params)) },
      series: [
        {
          type: 'sankey',
          animation: false,
          left: 10,
          right: 80,
          top: 10,
          bottom: 10,
          nodeGap: 8,
          emphasis: { focus: 'adjacency' },
          lineStyle: { color: 'source', curveness: 0.5 },
          data,
          links: edges,
        },
      ],
    };
  };

  const [selectedValue] = filterState?.selectedValues ?? [];
  const selectedName = typeof selectedValue === 'string' ? selectedValue : null;
  return { width, height, theme, source, target, nodes, links, optionFor, selectedName };
};
