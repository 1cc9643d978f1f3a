import { parseLayout } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import exported from '../../../../../../core/test-support/superset-dashboard.json';
import { buildScopeTree, chartIdsUnder, computeScope, scopeFromCheckedCharts } from './scope-tree';

const layout = parseLayout(exported.position);
const charts = [101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112];

describe('the scoping tree', () => {
  it('shows tabs and charts only, nested as on the dashboard', () => {
    const tree = buildScopeTree(layout, (id) => `Chart ${id}`);
    expect(tree.children.map((n) => n.label)).toEqual(['Overview', 'Details']);
    const details = tree.children[1];
    expect(details?.children.map((n) => n.label)).toEqual(['Delays', 'Routes', 'Chart 111', 'Chart 112']);
    expect(chartIdsUnder(tree)).toHaveLength(12);
  });

  it('keeps the whole dashboard as root when every chart is checked', () => {
    expect(scopeFromCheckedCharts(charts, charts, layout)).toEqual({ rootPath: ['ROOT_ID'], excluded: [] });
  });

  it('roots a scope at the outermost tab of the checked charts and excludes the unchecked ones there', () => {
    const scope = scopeFromCheckedCharts([106, 107, 108], charts, layout);
    expect(scope).toEqual({ rootPath: ['TAB-Details'], excluded: [109, 110, 111, 112] });
    expect(computeScope(scope, charts, layout)).toEqual({
      chartsInScope: [106, 107, 108],
      tabsInScope: ['TAB-Details', 'TAB-Delays', 'TAB-Routes'],
    });
  });

  it('computes the charts and tabs of an excluded-chart scope', () => {
    const computed = computeScope({ rootPath: ['ROOT_ID'], excluded: [101] }, charts, layout);
    expect(computed.chartsInScope).toEqual(charts.filter((id) => id !== 101));
    expect(computed.tabsInScope).toContain('TAB-Overview');
  });
});
