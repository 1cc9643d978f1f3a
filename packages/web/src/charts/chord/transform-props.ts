import {
  columnsOf,
  createColorScale,
  getNumberFormatter,
  labelOfColumn,
  labelOfMetric,
  metricsOf,
  type ChartProps,
} from '@tessera/core';
import type { ChordSeriesOption } from 'echarts/charts';
import { escapeHtml } from '../big-number/tooltip';
import { metricNumberFormat } from '../datasource-meta';
import { categoryNamer, metricValue, toFilterValue } from '../echarts/category-names';
import { surfaceTextColor } from '../echarts/surface-colors';
import { readString, readStringMap } from '../form-data';
import type { ChordNode, ChordOption, ChordTransformedProps } from './types';

type ChordEdge = NonNullable<ChordSeriesOption['links']>[number];

const DIMMED = 0.2;

export const transformProps = (chartProps: ChartProps): ChordTransformedProps => {
  const { formData: fd, queriesData, width, height, theme, filterState, datasource } = chartProps;
  const result = queriesData[0];
  const [source = ''] = columnsOf(fd.groupby).map(labelOfColumn);
  const [target = ''] = columnsOf(fd.columns).map(labelOfColumn);
  const [metric] = metricsOf([fd.metric]);
  const metricLabel = metric === undefined ? '' : labelOfMetric(metric);
  const nameOf = categoryNamer(result, readString(fd, 'date_format'));
  const format = getNumberFormatter(metricNumberFormat(readString(fd, 'y_axis_format'), [metricLabel], datasource));

  const found = new Map<string, ChordNode>();
  const flows = new Map<string, number>();
  const links = (result?.data ?? []).map((row) => {
    const from = nameOf(row[source], source);
    const to = nameOf(row[target], target);
    if (!found.has(from)) found.set(from, { name: from, column: source, value: toFilterValue(row[source]) });
    if (!found.has(to)) found.set(to, { name: to, column: target, value: toFilterValue(row[target]) });
    const value = metricValue(row[metricLabel]);
    flows.set(`${from}\u0000${to}`, value);
    return { source: from, target: to, value };
  });
  // The legacy ChordViz sorts the groups by name around the circle.
  const nodes = [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
  const totals = new Map<string, number>();
  for (const { source: from, target: to, value } of links) {
    totals.set(from, (totals.get(from) ?? 0) + value);
    if (to !== from) totals.set(to, (totals.get(to) ?? 0) + value);
  }
  const color = createColorScale({
    scheme: readString(fd, 'color_scheme'),
    theme,
    labelColors: readStringMap(fd, 'label_colors'),
  });
  const colors = new Map(nodes.map((n) => [n.name, color(n.name)]));

  // Superset's chord titles: a group's total; a chord's value each way.
  const tooltip = (params: { dataType?: string; dataIndex: number }): string => {
    if (params.dataType === 'edge') {
      const link = links[params.dataIndex];
      if (link === undefined) return '';
      const back = flows.get(`${link.target}\u0000${link.source}`) ?? 0;
      return [
        `${escapeHtml(link.source)} → ${escapeHtml(link.target)}: <b>${escapeHtml(format(link.value))}</b>`,
        `${escapeHtml(link.target)} → ${escapeHtml(link.source)}: <b>${escapeHtml(format(back))}</b>`,
      ].join('<br/>');
    }
    const node = nodes[params.dataIndex];
    return node === undefined
      ? ''
      : `${escapeHtml(node.name)}: <b>${escapeHtml(format(totals.get(node.name) ?? 0))}</b>`;
  };

  const optionFor = (selected: string | null): ChordOption => {
    const on = (name: string) => selected === null || selected === name;
    // Superset colours each chord by its source group.
    const edges: ChordEdge[] = links.map((link) => ({
      ...link,
      lineStyle: { color: 'source', opacity: on(link.source) || on(link.target) ? 0.6 : DIMMED / 2 },
    }));
    return {
      tooltip: { trigger: 'item', formatter: (params) => (Array.isArray(params) ? '' : tooltip(params)) },
      series: [
        {
          type: 'chord',
          animation: false,
          center: ['50%', '50%'],
          radius: ['70%', '78%'],
          padAngle: 2,
          clockwise: true,
          emphasis: { focus: 'adjacency' },
          label: { show: true, color: surfaceTextColor(theme) },
          data: nodes.map((node) => ({
            name: node.name,
            itemStyle: { color: colors.get(node.name), opacity: on(node.name) ? 1 : DIMMED },
          })),
          links: edges,
        },
      ],
    };
  };

  const [selectedValue] = filterState?.selectedValues ?? [];
  const selectedName = typeof selectedValue === 'string' && found.has(selectedValue) ? selectedValue : null;
  return { width, height, theme, nodes, optionFor, selectedName };
};
