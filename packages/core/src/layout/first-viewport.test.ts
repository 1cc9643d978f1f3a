import { describe, expect, it } from 'vitest';
import { chartIdsNearTop } from './first-viewport.js';
import { activeTabsOf } from './layout-queries.js';
import { parseLayout } from './parse-layout.js';
import exported from '../../test-support/superset-dashboard.json';

const layout = parseLayout(exported.position);

describe('chartIdsNearTop on the fixture', () => {
  const firstTabs = activeTabsOf(layout);
  it('stacks the tab strip (52 px), the header (64 px) and a gutter above the first row of charts', () => {
    // ROW-Kpis starts at 52 + 64 + 16 = 132 px.
    expect(chartIdsNearTop(layout, firstTabs, 132)).toEqual([]);
    expect(chartIdsNearTop(layout, firstTabs, 133)).toEqual([101, 102, 103]);
  });
  it('places the next row under the tallest chart of the row above (400 px + gutter), a column with it', () => {
    expect(chartIdsNearTop(layout, firstTabs, 548)).toEqual([101, 102, 103]);
    expect(chartIdsNearTop(layout, firstTabs, 549)).toEqual([101, 102, 103, 104, 105]);
  });
  it('never names a chart of a closed tab, however far down it looks', () => {
    const ids = chartIdsNearTop(layout, firstTabs, 100_000);
    expect(ids).toEqual([101, 102, 103, 104, 105]);
  });
  it('follows the open tabs, nested tab strips included', () => {
    const details = activeTabsOf(layout, ['TAB-Details']);
    // TAB-Details at 52, the inner strip takes another 52: ROW-Delays starts at 104.
    expect(chartIdsNearTop(layout, details, 105)).toEqual([106, 107]);
    expect(chartIdsNearTop(layout, details, 104)).toEqual([]);
  });
});
