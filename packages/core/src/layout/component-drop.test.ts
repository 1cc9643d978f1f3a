import { describe, expect, it } from 'vitest';
import { parseDashboardMetadata } from '../dashboard/json-metadata.js';
import type { LayoutScopedFilters } from '../filters/filter-scope-move.js';
import { applyComponentDrop, type DropOutcome } from './component-drop.js';
import { NEW_COMPONENTS_SOURCE_ID } from './component-rules.js';
import type { DropResult } from './drop-result.js';
import { dashboardLayoutReducer, layoutActions } from './layout-reducer.js';
import type { DashboardLayout } from './layout-schema.js';
import { childrenIds, counterIds, frozen, gridLayout, moveDrop, tabsExport, tabsLayout } from '../../test-support/layout-fixtures.js';

const metadata = parseDashboardMetadata(tabsExport.metadata);
const filters: LayoutScopedFilters = {
  nativeFilters: metadata.native_filter_configuration,
  chartConfiguration: metadata.chart_configuration,
  globalChartConfiguration: metadata.global_chart_configuration,
};
const drop = (
  layout: DashboardLayout,
  dropResult: DropResult,
  hasChartDefinition?: (id: number) => boolean,
): DropOutcome =>
  applyComponentDrop(frozen(layout), dropResult, { generateId: counterIds(), filters, hasChartDefinition });
const applied = (outcome: DropOutcome): DashboardLayout => {
  expect(outcome.ok).toBe(true);
  return outcome.layout;
};

describe('spec 01 §5 layout rules', () => {
  it("Chart drop needs room. If the computed width is negative the drop is refused with 'There is not enough space for this component. Try decreasing its width, or increasing the destination width.'", () => {
    const layout = frozen(tabsLayout());
    const outcome = drop(layout, moveDrop(['CHART-a1', 'CHART'], ['ROW-Kpis', 'ROW', 0], ['ROW-Trends', 'ROW', 0]));
    expect(outcome).toEqual({ ok: false, reason: 'no-room', layout });
    expect(outcome.layout).toBe(layout);
    const fromBuilder: DropResult = {
      source: { id: NEW_COMPONENTS_SOURCE_ID, type: '', index: 0 },
      destination: { id: 'ROW-Full', type: 'ROW', index: 0 },
      dragging: { id: 'NEW_CHART_ID', type: 'CHART', meta: { chartId: 5 } },
    };
    expect(drop(gridLayout(), fromBuilder)).toMatchObject({ ok: false, reason: 'no-room' });
  });

  it("Moving a top-level tab into nested tabs is refused: 'Can not move top level tab into nested tabs'.", () => {
    const outcome = drop(
      tabsLayout(),
      moveDrop(['TAB-Overview', 'TAB'], ['TABS-Top', 'TABS', 0], ['TABS-Inner', 'TABS', 1]),
    );
    expect(outcome).toMatchObject({ ok: false, reason: 'top-level-tab-into-nested' });
    const nestedOut = drop(
      tabsLayout(),
      moveDrop(['TAB-Routes', 'TAB'], ['TABS-Inner', 'TABS', 1], ['TABS-Top', 'TABS', 2]),
    );
    expect(childrenIds(applied(nestedOut), 'TABS-Top')).toEqual(['TAB-Overview', 'TAB-Details', 'TAB-Routes']);
  });

  it("A moved chart that changes filter scope gets the notice 'This chart has been moved to a different filter scope.'", () => {
    // Into TAB-Details: the 'period' native filter (rootPath TAB-Details) now covers chart 101.
    const intoDetails = drop(
      tabsLayout(),
      moveDrop(['CHART-a1', 'CHART'], ['ROW-Kpis', 'ROW', 0], ['TAB-Details', 'TAB', 0]),
    );
    expect(intoDetails).toMatchObject({ ok: true, notices: ['filter-scope-changed'] });
    // Into TAB-Delays: chart 106's cross-filters (rootPath TAB-Delays) now reach chart 110.
    const intoDelays = drop(
      tabsLayout(),
      moveDrop(['CHART-b10', 'CHART'], ['ROW-Routes2', 'ROW', 1], ['TAB-Delays', 'TAB', 1]),
    );
    expect(intoDelays).toMatchObject({ ok: true, notices: ['filter-scope-changed'] });
    // Chart 109 is excluded from 'period' and no other scope tells the tabs apart: no notice.
    const excluded = drop(
      tabsLayout(),
      moveDrop(['CHART-b9', 'CHART'], ['ROW-Routes2', 'ROW', 0], ['TAB-Overview', 'TAB', 0]),
    );
    expect(excluded).toMatchObject({ ok: true, notices: [] });
    const sameRow = drop(tabsLayout(), moveDrop(['CHART-a1', 'CHART'], ['ROW-Kpis', 'ROW', 0], ['ROW-Kpis', 'ROW', 2]));
    expect(sameRow).toMatchObject({ ok: true, notices: [] });
  });

  it("Adding a chart with no definition gives 'Sorry, there is no chart definition associated with the chart trying to be added.'", () => {
    const newChart = (chartId: number): DropResult => ({
      source: { id: NEW_COMPONENTS_SOURCE_ID, type: '', index: 0 },
      destination: { id: 'ROW-Half', type: 'ROW', index: 1 },
      dragging: { id: 'NEW_CHART_ID', type: 'CHART', meta: { chartId } },
    });
    const known = (id: number): boolean => id === 204 || id === 300;
    expect(drop(gridLayout(), newChart(999), known)).toMatchObject({ ok: false, reason: 'no-chart-definition' });
    expect(childrenIds(applied(drop(gridLayout(), newChart(300), known)), 'ROW-Half')).toEqual([
      'CHART-h1',
      'CHART-n1',
    ]);
  });

  it('Resizing applies only when width or height actually changes.', () => {
    const layout = frozen(gridLayout());
    expect(
      dashboardLayoutReducer(layout, layoutActions.resizeComponent({ id: 'CHART-f1', width: 4, height: 50 })),
    ).toBe(layout);
    expect(dashboardLayoutReducer(layout, layoutActions.resizeComponent({ id: 'CHART-f1', width: 4 }))).toBe(layout);
    const wider = dashboardLayoutReducer(layout, layoutActions.resizeComponent({ id: 'CHART-h1', width: 8 }));
    expect(wider['CHART-h1']?.meta).toMatchObject({ width: 8, height: 50 });
  });
});

describe('spec 01 §4 component drop', () => {
  it('A tab or row emptied by a move is deleted.', () => {
    const rowEmptied = applied(
      drop(tabsLayout(), moveDrop(['MARKDOWN-Note', 'MARKDOWN'], ['ROW-Notes', 'ROW', 0], ['TAB-Overview', 'TAB', 0])),
    );
    expect(rowEmptied['ROW-Notes']).toBeUndefined();
    expect(childrenIds(rowEmptied, 'TAB-Overview')).not.toContain('ROW-Notes');
    // The inner tab set loses its tabs one by one; when the last one leaves, the tab set goes.
    const oneLeft = applied(
      drop(tabsLayout(), moveDrop(['TAB-Routes', 'TAB'], ['TABS-Inner', 'TABS', 1], ['TABS-Top', 'TABS', 2])),
    );
    expect(childrenIds(oneLeft, 'TABS-Inner')).toEqual(['TAB-Delays']);
    const noneLeft = applied(
      drop(oneLeft, moveDrop(['TAB-Delays', 'TAB'], ['TABS-Inner', 'TABS', 0], ['TABS-Top', 'TABS', 3])),
    );
    expect(noneLeft['TABS-Inner']).toBeUndefined();
    expect(childrenIds(noneLeft, 'TAB-Details')).toEqual(['ROW-Bottom']);
    expect(childrenIds(noneLeft, 'TABS-Top')).toEqual(['TAB-Overview', 'TAB-Details', 'TAB-Routes', 'TAB-Delays']);
  });

  it('A component can be created from the builder, moved, or created as top-level tabs.', () => {
    const tabsDrop: DropResult = {
      source: { id: NEW_COMPONENTS_SOURCE_ID, type: '', index: 0 },
      destination: { id: 'ROOT_ID', type: 'ROOT', index: 0 },
      dragging: { id: 'NEW_TABS_ID', type: 'TABS' },
    };
    const topTabs = applied(drop(gridLayout(), tabsDrop));
    expect(childrenIds(topTabs, 'ROOT_ID')).toEqual(['TABS-n1']);
    expect(childrenIds(topTabs, 'TAB-n2')).toContain('ROW-Full');
  });

  it('a drop that lands nowhere or where it started changes nothing', () => {
    const layout = frozen(gridLayout());
    const still = applyComponentDrop(
      layout,
      moveDrop(['CHART-f1', 'CHART'], ['ROW-Full', 'ROW', 0], ['ROW-Full', 'ROW', 0]),
    );
    expect(still).toEqual({ ok: true, layout, notices: [] });
    expect(still.layout).toBe(layout);
    const nowhere = applyComponentDrop(layout, {
      ...moveDrop(['CHART-f1', 'CHART'], ['ROW-Full', 'ROW', 0], ['x', 'ROW', 0]),
      destination: null,
    });
    expect(nowhere.layout).toBe(layout);
  });

  it('the reducer runs the same drop and leaves a refused one unchanged', () => {
    const layout = frozen(tabsLayout());
    const refused = layoutActions.handleComponentDrop(
      moveDrop(['CHART-a1', 'CHART'], ['ROW-Kpis', 'ROW', 0], ['ROW-Trends', 'ROW', 0]),
    );
    expect(dashboardLayoutReducer(layout, refused)).toBe(layout);
    const accepted = layoutActions.handleComponentDrop(
      moveDrop(['CHART-a1', 'CHART'], ['ROW-Kpis', 'ROW', 0], ['ROW-Kpis', 'ROW', 2]),
    );
    expect(childrenIds(dashboardLayoutReducer(layout, accepted), 'ROW-Kpis')).toEqual([
      'CHART-a2',
      'CHART-a3',
      'CHART-a1',
    ]);
  });
});
