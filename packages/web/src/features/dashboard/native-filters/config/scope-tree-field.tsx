import { Checkbox, Stack } from '@mantine/core';
import type { DashboardLayout, NativeFilterScope } from '@tessera/core';
import { useMemo, type ReactNode } from 'react';
import { useT } from '../../../../i18n';
import { buildScopeTree, checkedCharts, chartIdsUnder, scopeFromCheckedCharts, type ScopeTreeNode } from './scope-tree';

export interface ScopeTreeFieldProps {
  scope: NativeFilterScope;
  layout: DashboardLayout;
  chartIds: readonly number[];
  chartName: (id: number) => string;
  onChange: (scope: NativeFilterScope) => void;
}

/** The 'Scoping' tree: the dashboard, its tabs and charts as checkboxes; a tab checks all its charts. */
export function ScopeTreeField({ scope, layout, chartIds, chartName, onChange }: ScopeTreeFieldProps): ReactNode {
  const t = useT();
  const tree = useMemo(() => buildScopeTree(layout, chartName), [layout, chartName]);
  const checked = new Set(checkedCharts(scope, chartIds, layout));
  const toggle = (node: ScopeTreeNode, on: boolean) => {
    const under = chartIdsUnder(node);
    const next = new Set(checked);
    for (const id of under) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onChange(scopeFromCheckedCharts([...next], chartIds, layout));
  };
  const renderNode = (node: ScopeTreeNode, depth: number): ReactNode => {
    const under = chartIdsUnder(node);
    const count = under.filter((id) => checked.has(id)).length;
    const label = node.kind === 'root' ? t('All panels') : node.label;
    return (
      <Stack key={node.key} gap={4} pl={depth === 0 ? 0 : 20}>
        <Checkbox
          size="xs"
          label={label}
          checked={under.length > 0 && count === under.length}
          indeterminate={count > 0 && count < under.length}
          onChange={(e) => toggle(node, e.currentTarget.checked)}
          data-testid={`scope-node-${node.key}`}
        />
        {node.children.map((child) => renderNode(child, depth + 1))}
      </Stack>
    );
  };
  return (
    <Stack gap={4} data-testid="filter-scope-tree">
      {renderNode(tree, 0)}
    </Stack>
  );
}
