import { columnsOf, getNumberFormatter, labelOfColumn, labelOfMetric, metricsOf, type ChartProps } from '@tessera/core';
import { tooltipHtml } from '../big-number/tooltip';
import { metricNumberFormat, verboseNameOf } from '../datasource-meta';
import { surfaceTextColor } from '../echarts/surface-colors';
import { readChoice, readList, readNumber, readString } from '../form-data';
import { buildTree } from './build-tree';
import { LABEL_POSITIONS, TREE_DEFAULTS } from './tree-defaults';
import type { TreeOption, TreeTransformedProps } from './types';

const SYMBOLS = ['emptyCircle', 'circle', 'rect', 'triangle', 'diamond', 'pin', 'arrow', 'none'] as const;

interface TreeTooltipParams {
  value?: unknown;
  treeAncestors?: { name?: string }[];
}

export const transformProps = (chartProps: ChartProps): TreeTransformedProps => {
  const { formData: fd, queriesData, width, height, theme, datasource } = chartProps;
  const column = (name: string) => columnsOf(readList(fd, name)).map(labelOfColumn)[0] ?? '';
  const [metric] = metricsOf([fd.metric]);
  const metricLabel = metric === undefined ? '' : labelOfMetric(metric);
  const id = column('id');
  const rootNodeId = readString(fd, 'root_node_id').trim();
  const root = buildTree(
    queriesData[0]?.data ?? [],
    { id, parent: column('parent'), name: column('name') || id, metric: metricLabel },
    rootNodeId,
  );
  const format = getNumberFormatter(metricNumberFormat(readString(fd, 'number_format'), [metricLabel], datasource));
  const metricName = verboseNameOf(datasource, metricLabel);
  const textColor = surfaceTextColor(theme);
  const roam = fd.roam;
  const layout = readChoice(fd, 'layout', ['orthogonal', 'radial'] as const, TREE_DEFAULTS.layout);

  const option: TreeOption = {
    animationDuration: 500,
    animationEasing: 'cubicOut',
    tooltip: {
      trigger: 'item',
      triggerOn: 'mousemove',
      // Superset's formatTooltip: the path from the root, then the metric when the node has a value.
      formatter: (params) => {
        const { value, treeAncestors = [] } = (Array.isArray(params) ? {} : params) as TreeTooltipParams;
        const path = treeAncestors.map((a) => a.name ?? '').filter((name) => name !== '');
        const rows = typeof value === 'number' ? [[metricName, format(value)]] : [];
        return tooltipHtml(path.join(' ▸ '), rows);
      },
    },
    series: [
      {
        type: 'tree',
        data: root === null ? [] : [root],
        layout,
        orient: readChoice(fd, 'orient', ['LR', 'RL', 'TB', 'BT'] as const, TREE_DEFAULTS.orient),
        symbol: readChoice(fd, 'symbol', SYMBOLS, TREE_DEFAULTS.symbol),
        symbolSize: readNumber(fd, 'symbolSize', TREE_DEFAULTS.symbolSize),
        roam: typeof roam === 'boolean' || roam === 'scale' || roam === 'move' ? roam : TREE_DEFAULTS.roam,
        // Room for the root's label on the left and the leaves' on the right.
        left: '15%',
        right: '22%',
        label: {
          position: readChoice(fd, 'node_label_position', LABEL_POSITIONS, TREE_DEFAULTS.nodeLabelPosition),
          fontSize: 15,
          color: textColor,
        },
        leaves: {
          label: {
            position: readChoice(fd, 'child_label_position', LABEL_POSITIONS, TREE_DEFAULTS.childLabelPosition),
          },
        },
        emphasis: {
          focus: readChoice(fd, 'emphasis', ['ancestor', 'descendant'] as const, TREE_DEFAULTS.emphasis),
        },
        lineStyle: { color: textColor, width: 1.5, opacity: 0.4 },
        // Every level open, as Superset draws it (ECharts would fold below the second level).
        initialTreeDepth: -1,
        expandAndCollapse: true,
      },
    ],
  };
  return { width, height, theme, root, option };
};
