import { describe, expect, it } from 'vitest';
import { adminMe, fixtureCharts, gammaMe, supersetDetail } from '../../../../test-support/features/dashboard/fixtures';
import { dashboardActions, dashboardSlice } from './dashboard-slice';
import { hydrateDashboard, type HydrateInput } from './hydrate';
import { chartFormDataOnDashboard, extraFormDataOf, selectChartsToRefresh } from './selectors';
import { readDashboardUrlParams } from './url-params';

const input = (query = '', extra: Partial<HydrateInput> = {}): HydrateInput => ({
  detail: supersetDetail(),
  charts: fixtureCharts(),
  me: adminMe,
  urlParams: readDashboardUrlParams(new URLSearchParams(query)),
  ...extra,
});

describe('hydrateDashboard', () => {
  it('hydrates an imported Superset dashboard: layout, metadata, flags, first tabs open', () => {
    const state = hydrateDashboard(input());
    expect(state.status).toBe('hydrated');
    expect(state.activeTabs).toEqual(['TAB-Overview']);
    expect(state.layout['CHART-a1']?.meta.chartId).toBe(101);
    expect(state.isPublished).toBe(true);
    expect(state.datasetsStatus).toBe('loading');
    expect(state.permissions).toEqual({
      edit: true,
      save_dash: true,
      share_dashboard: true,
      explore: true,
      share_chart: true,
      csv: true,
      slice: true,
    });
    expect(state.refreshFrequency).toBe(state.metadata.refresh_frequency ?? 0);
  });

  it('gives a Gamma viewer no edit, share or csv flags', () => {
    expect(hydrateDashboard(input('', { me: gammaMe })).permissions).toMatchObject({
      edit: false,
      share_dashboard: false,
      csv: false,
    });
  });

  it('opens the tab the URL names, with the tabs above it', () => {
    expect(hydrateDashboard(input('tab=TAB-Routes')).activeTabs).toEqual(['TAB-Details', 'TAB-Routes']);
  });

  it('opens the tabs holding a focused chart', () => {
    const state = hydrateDashboard(input('focused_chart=109'));
    expect(state.focusedChart).toBe(109);
    expect(state.activeTabs).toEqual(['TAB-Details', 'TAB-Routes']);
  });

  it('restores a permalink: its tabs, anchor, data mask and URL parameters', () => {
    const state = hydrateDashboard(
      input('', {
        permalink: {
          activeTabs: ['TAB-Details', 'TAB-Delays'],
          anchor: 'CHART-b6',
          dataMask: { 'NATIVE_FILTER-carrier': { extraFormData: {} }, 'NATIVE_FILTER-gone': {} },
        },
      }),
    );
    expect(state.activeTabs).toEqual(['TAB-Details', 'TAB-Delays']);
    expect(state.anchor).toBe('CHART-b6');
    // A removed filter's key is dropped, as Superset's hydration does.
    expect(state.dataMask['NATIVE_FILTER-carrier']).toEqual({
      id: 'NATIVE_FILTER-carrier',
      extraFormData: {},
      filterState: {},
      ownState: {},
    });
    expect(state.dataMask['NATIVE_FILTER-gone']).toBeUndefined();
  });

  it("puts a native filter's extra_form_data on the charts in its scope only", () => {
    const filter = { extraFormData: { filters: [{ col: 'origin', op: 'IN', val: ['ORD'] }] } };
    const dashboard = hydrateDashboard(input('', { permalink: { dataMask: { 'NATIVE_FILTER-carrier': filter } } }));
    const formDataOf = (id: number) => {
      const chart = dashboard.charts[id];
      if (chart === undefined) throw new Error(`chart ${id} missing`);
      return chartFormDataOnDashboard(chart, dashboard.metadata, extraFormDataOf({ dashboard }, id));
    };
    expect(formDataOf(101)['extra_form_data']).toEqual({
      filters: [{ col: 'origin', op: 'IN', val: ['ORD'], isExtra: true }],
    });
    // 103 is excluded from the filter's scope.
    expect(formDataOf(103)['extra_form_data']).toBeUndefined();
  });

  it("preselects filters from the native_filters rison, and prefers the URL key's stored state to it", () => {
    const rison =
      "(NATIVE_FILTER-carrier:(extraFormData:(filters:!((col:airline,op:IN,val:!('O!'Hare %')))),filterState:(value:!('O!'Hare %'))))";
    const fromRison = hydrateDashboard(input(`native_filters=${encodeURIComponent(rison)}`));
    expect(fromRison.dataMask['NATIVE_FILTER-carrier']?.extraFormData).toEqual({
      filters: [{ col: 'airline', op: 'IN', val: ["O'Hare %"] }],
    });
    expect(fromRison.pendingDataMask['NATIVE_FILTER-carrier']?.filterState.value).toEqual(["O'Hare %"]);
    const stored = {
      'NATIVE_FILTER-carrier': { extraFormData: { filters: [{ col: 'airline', op: 'IN', val: ['AA'] }] } },
    };
    const fromKey = hydrateDashboard(input(`native_filters=${encodeURIComponent(rison)}`, { filterState: stored }));
    expect(fromKey.dataMask['NATIVE_FILTER-carrier']?.extraFormData).toEqual(
      stored['NATIVE_FILTER-carrier'].extraFormData,
    );
  });

  it('stores edit=true (edit mode itself arrives with issue 11)', () => {
    expect(hydrateDashboard(input('edit=true')).editMode).toBe(true);
  });
});

describe('dashboard state', () => {
  it('is refreshing until every chart of a dashboard refresh has settled', () => {
    let state = hydrateDashboard(input());
    state = dashboardSlice.reducer(state, dashboardActions.chartsRefreshed({ chartIds: [101, 103], dashboard: true }));
    expect(state.isRefreshing).toBe(true);
    expect(state.chartRefresh).toEqual({ 101: 1, 103: 1 });
    state = dashboardSlice.reducer(state, dashboardActions.chartSettled(101));
    expect(state.isRefreshing).toBe(true);
    state = dashboardSlice.reducer(state, dashboardActions.chartSettled(103));
    expect(state.isRefreshing).toBe(false);
  });

  it('refreshes only the charts of open tabs', () => {
    const dashboard = hydrateDashboard(input());
    expect(selectChartsToRefresh({ dashboard })).toEqual([101, 102, 103, 104, 105]);
  });

  it("gives each chart its saved form data with the dashboard's colour scheme", () => {
    const dashboard = hydrateDashboard(input());
    const chart = dashboard.charts[101];
    if (chart === undefined) throw new Error('chart 101 missing');
    expect(chartFormDataOnDashboard(chart, { ...dashboard.metadata, color_scheme: 'bnbColors' })).toMatchObject({
      viz_type: 'big_number_total',
      metric: 'count',
      chart_id: 101,
      color_scheme: 'bnbColors',
    });
  });
});
