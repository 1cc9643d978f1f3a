import { describe, expect, it } from 'vitest';
import { defaultLayout, firstParentContainerId, withUnplacedCharts } from './default-layout.js';
import { activeTabsOf, chartIdsInActiveTabs, chartIdsInLayout, chartsByTab, tabPathTo } from './layout-queries.js';
import { DASHBOARD_VERSION_KEY } from './layout-schema.js';
import { layoutToPositionJson, layoutTree, parseLayout, walkLayout } from './parse-layout.js';
import exported from '../../test-support/superset-dashboard.json';

const layout = parseLayout(exported.position);
const ALL = [101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112];

describe('parseLayout on a Superset export', () => {
  it('reads JSON text and the parsed object alike', () => {
    expect(parseLayout(JSON.stringify(exported.position))).toEqual(layout);
  });
  it('keeps what ROOT_ID reaches, in layout order; the orphan row and HEADER_ID are not drawn', () => {
    expect(chartIdsInLayout(layout)).toEqual(ALL);
    expect(layout['ROW-Orphan']).toBeUndefined();
    expect(layout['HEADER_ID']).toBeUndefined();
    expect(layout[DASHBOARD_VERSION_KEY]).toBeUndefined();
  });
  it('turns a chart id given as text into a number', () => {
    expect(layout['CHART-b8']?.meta.chartId).toBe(108);
  });
  it('rebuilds parents an export leaves out', () => {
    expect(layout['CHART-c12']?.parents).toEqual(['ROOT_ID', 'TABS-Top', 'TAB-Details', 'ROW-Bottom']);
  });
  it('keeps meta keys it does not know and every Superset meta field', () => {
    expect(layout['CHART-a2']?.meta).toMatchObject({
      sliceName: 'Delayed flights',
      sliceNameOverride: 'Late departures',
      width: 4,
      height: 50,
    });
    expect(layout['MARKDOWN-Help']?.meta.code).toContain('**minutes**');
    expect(layout['HEADER-Kpis']?.meta).toMatchObject({ headerSize: 'LARGE_HEADER', text: 'Key numbers' });
  });
  it('writes position_json back with the version key', () => {
    const written = layoutToPositionJson(layout);
    expect(written[DASHBOARD_VERSION_KEY]).toBe('v2');
    expect(parseLayout(written)).toEqual(layout);
  });
});

describe('parseLayout tolerance', () => {
  it('answers the empty layout for null, {}, broken JSON and non-objects', () => {
    for (const value of [null, {}, '{', '[]', 42, '']) {
      expect(Object.keys(parseLayout(value)).sort()).toEqual(['GRID_ID', 'ROOT_ID']);
    }
  });
  it('drops entries without a type, children naming nothing, and cuts cycles', () => {
    const parsed = parseLayout({
      ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
      GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-1', 'ROW-gone'] },
      'ROW-1': { type: 'ROW', id: 'ROW-1', children: ['CHART-1', 'ROW-1', 'GRID_ID'], meta: { background: 3 } },
      'CHART-1': { type: 'CHART', children: 'x', meta: { chartId: 'abc', width: 4, overrideHeight: 3 } },
      'BROKEN-1': { id: 'BROKEN-1' },
    });
    expect(parsed['GRID_ID']?.children).toEqual(['ROW-1']);
    expect(parsed['ROW-1']?.children).toEqual(['CHART-1']);
    expect(parsed['ROW-1']?.meta.background).toBeUndefined();
    expect(parsed['CHART-1']).toMatchObject({ id: 'CHART-1', children: [], meta: { width: 4, overrideHeight: 3 } });
    expect(parsed['CHART-1']?.meta.chartId).toBeUndefined();
    expect(parsed['BROKEN-1']).toBeUndefined();
  });
  it('gives a layout without ROOT_ID a root over its top components', () => {
    const parsed = parseLayout({
      'ROW-1': { type: 'ROW', children: ['CHART-1'] },
      'CHART-1': { type: 'CHART', meta: { chartId: 5 } },
    });
    expect(parsed['ROOT_ID']?.children).toEqual(['GRID_ID']);
    expect(parsed['GRID_ID']?.children).toEqual(['ROW-1']);
    expect(chartIdsInLayout(parsed)).toEqual([5]);
  });
});

describe('walking the layout', () => {
  it('walks depth-first with ancestors, and builds the render tree', () => {
    const seen: string[] = [];
    walkLayout(layout, (item, ancestors) => {
      if (item.id === 'CHART-a4') seen.push(...ancestors.map((a) => a.id));
    });
    expect(seen).toEqual(['ROOT_ID', 'TABS-Top', 'TAB-Overview', 'ROW-Trends', 'COLUMN-Left']);
    const tree = layoutTree(layout);
    expect(tree?.children[0]?.children.map((n) => n.item.id)).toEqual(['TAB-Overview', 'TAB-Details']);
  });
  it('chartsByTab counts nested tabs for their outer tab too', () => {
    const byTab = chartsByTab(layout);
    expect(byTab.get('TAB-Overview')).toEqual([101, 102, 103, 104, 105]);
    expect(byTab.get('TAB-Details')).toEqual([106, 107, 108, 109, 110, 111, 112]);
    expect(byTab.get('TAB-Delays')).toEqual([106, 107]);
    expect(byTab.get('TAB-Routes')).toEqual([108, 109, 110]);
  });
  it('tabPathTo names the tabs to open, outermost first', () => {
    expect(tabPathTo(layout, 'CHART-b9')).toEqual(['TAB-Details', 'TAB-Routes']);
    expect(tabPathTo(layout, 'CHART-a1')).toEqual(['TAB-Overview']);
    expect(tabPathTo(layout, 'nope')).toEqual([]);
  });
  it('opens the first tab of each tab set unless asked otherwise; only open tabs query', () => {
    expect(activeTabsOf(layout)).toEqual(['TAB-Overview']);
    const routes = activeTabsOf(layout, ['TAB-Details', 'TAB-Routes']);
    expect(routes).toEqual(['TAB-Details', 'TAB-Routes']);
    expect(chartIdsInActiveTabs(layout, routes)).toEqual([108, 109, 110, 111, 112]);
    expect(activeTabsOf(layout, ['TAB-Details'])).toEqual(['TAB-Details', 'TAB-Delays']);
    expect(chartIdsInActiveTabs(layout, activeTabsOf(layout))).toEqual([101, 102, 103, 104, 105]);
  });
});

describe('charts without a place (Superset hydrate)', () => {
  it('lays out a dashboard with no position_json in rows of three 4×50 charts', () => {
    const made = defaultLayout([1, 2, 3, 4, 5, 3]);
    expect(made['GRID_ID']?.children).toEqual(['ROW-explore-1', 'ROW-explore-2']);
    expect(made['ROW-explore-1']?.children).toEqual(['CHART-explore-1-1', 'CHART-explore-2-1', 'CHART-explore-3-1']);
    expect(made['ROW-explore-2']?.children).toEqual(['CHART-explore-4-1', 'CHART-explore-5-1']);
    expect(made['CHART-explore-5-1']).toMatchObject({
      meta: { chartId: 5, width: 4, height: 50 },
      parents: ['ROOT_ID', 'GRID_ID', 'ROW-explore-2'],
    });
    expect(parseLayout(layoutToPositionJson(made))).toEqual(made);
  });
  it('appends charts missing from a tabbed layout to its first tab, leaving the input unchanged', () => {
    expect(firstParentContainerId(layout)).toBe('TAB-Overview');
    const withOrphan = withUnplacedCharts(layout, [...ALL, 113]);
    expect(withOrphan['TAB-Overview']?.children.at(-1)).toBe('ROW-explore-1');
    expect(tabPathTo(withOrphan, 'CHART-explore-113-1')).toEqual(['TAB-Overview']);
    expect(layout['TAB-Overview']?.children).not.toContain('ROW-explore-1');
    expect(withUnplacedCharts(layout, ALL)).toBe(layout);
  });
});
