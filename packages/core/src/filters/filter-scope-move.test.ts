import { describe, expect, it } from 'vitest';
import { parseDashboardMetadata } from '../dashboard/json-metadata.js';
import { withMovedComponent } from '../layout/layout-operations.js';
import { tabsExport, tabsLayout } from '../../test-support/layout-fixtures.js';
import { filtersScopingChart, movedChartChangesFilterScope, type LayoutScopedFilters } from './filter-scope-move.js';

const metadata = parseDashboardMetadata(tabsExport.metadata);
const filters: LayoutScopedFilters = {
  nativeFilters: metadata.native_filter_configuration,
  chartConfiguration: metadata.chart_configuration,
  globalChartConfiguration: metadata.global_chart_configuration,
};

describe('filtersScopingChart', () => {
  const layout = tabsLayout();
  it('lists the native filters and cross-filter scopes covering a chart where it sits', () => {
    expect(filtersScopingChart(101, layout, filters)).toEqual([
      'NATIVE_FILTER-carrier',
      'NATIVE_FILTER_DIVIDER-x',
      'cross-filter:101',
    ]);
    expect(filtersScopingChart(107, layout, filters)).toEqual([
      'NATIVE_FILTER-carrier',
      'NATIVE_FILTER-period',
      'NATIVE_FILTER_DIVIDER-x',
      'cross-filter:101',
      'cross-filter:106',
    ]);
  });
  it('leaves out excluded charts', () => {
    expect(filtersScopingChart(103, layout, filters)).not.toContain('NATIVE_FILTER-carrier');
    expect(filtersScopingChart(109, layout, filters)).not.toContain('NATIVE_FILTER-period');
  });
});

describe('movedChartChangesFilterScope', () => {
  const before = tabsLayout();
  it('is true when a move brings a chart under a tab-scoped filter', () => {
    const after = withMovedComponent(before, {
      source: { id: 'ROW-Kpis', type: 'ROW', index: 0 },
      destination: { id: 'ROW-Bottom', type: 'ROW', index: 0 },
      dragging: { id: 'CHART-a1', type: 'CHART' },
    });
    expect(movedChartChangesFilterScope({ chartId: 101, before, after, filters })).toBe(true);
  });
  it('is false for a move within the same scopes, and without filters', () => {
    const after = withMovedComponent(before, {
      source: { id: 'ROW-Kpis', type: 'ROW', index: 0 },
      destination: { id: 'ROW-Kpis', type: 'ROW', index: 2 },
      dragging: { id: 'CHART-a1', type: 'CHART' },
    });
    expect(movedChartChangesFilterScope({ chartId: 101, before, after, filters })).toBe(false);
    expect(movedChartChangesFilterScope({ chartId: 101, before, after: before, filters: {} })).toBe(false);
  });
});
