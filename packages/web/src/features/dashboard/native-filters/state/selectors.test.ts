import { describe, expect, it } from 'vitest';
import { dashboardActions, dashboardSlice, type DashboardState } from '../../state/dashboard-slice';
import { hydrateDashboard } from '../../state/hydrate';
import { readDashboardUrlParams } from '../../state/url-params';
import { adminMe, fixtureCharts, supersetDetail } from '../../../../../test-support/features/dashboard/fixtures';
import {
  selectBlockedCharts,
  selectCrossFilterChips,
  selectHasPendingChanges,
  selectHighlightedCharts,
  selectMissingRequired,
} from './selectors';

const CARRIER = 'NATIVE_FILTER-carrier';

const hydrated = (): DashboardState =>
  hydrateDashboard({
    detail: supersetDetail(),
    charts: fixtureCharts(),
    me: adminMe,
    urlParams: readDashboardUrlParams(new URLSearchParams()),
  });

const reduce = (state: DashboardState, ...actions: Parameters<typeof dashboardSlice.reducer>[1][]) => ({
  dashboard: actions.reduce(dashboardSlice.reducer, state),
});

/** The fixture's carrier filter made required ('Filter value is required'). */
const withRequiredCarrier = (state: DashboardState) =>
  dashboardActions.setNativeFilters(
    state.nativeFilters.map((f) =>
      f.id === CARRIER ? { ...f, controlValues: { ...f.controlValues, enableEmptyFilter: true } } : f,
    ),
  );

describe('native filter selectors', () => {
  it('highlights the charts in the scope of the hovered filter', () => {
    const state = reduce(hydrated(), dashboardActions.filterHighlighted(CARRIER));
    const charts = selectHighlightedCharts(state);
    expect(charts.has(101)).toBe(true);
    // Chart 103 is excluded from the carrier filter's scope.
    expect(charts.has(103)).toBe(false);
    expect(selectHighlightedCharts(reduce(hydrated(), dashboardActions.filterHighlighted(null))).size).toBe(0);
  });

  it('has pending changes only while a picked value differs from the applied one', () => {
    const mask = {
      extraFormData: { filters: [{ col: 'airline', op: 'IN' as const, val: ['AA'] }] },
      filterState: { value: ['AA'] },
    };
    const picked = reduce(hydrated(), dashboardActions.pendingDataMaskSet({ id: CARRIER, dataMask: mask }));
    expect(selectHasPendingChanges(picked)).toBe(true);
    expect(selectHasPendingChanges(reduce(picked.dashboard, dashboardActions.pendingDataMaskApplied()))).toBe(false);
  });

  it('holds back the charts of a required filter without a value, and Apply waits for it', () => {
    const start = hydrated();
    const state = reduce(start, withRequiredCarrier(start));
    expect(selectBlockedCharts(state).get(101)).toEqual([CARRIER]);
    expect(selectBlockedCharts(state).has(103)).toBe(false);
    expect(selectMissingRequired(state)).toEqual([CARRIER]);
    const chosen = reduce(
      state.dashboard,
      dashboardActions.updateDataMask({ id: CARRIER, dataMask: { filterState: { value: ['AA'] } } }),
    );
    expect(selectBlockedCharts(chosen).size).toBe(0);
    expect(selectMissingRequired(chosen)).toEqual([]);
  });

  it("lists the cross-filters as chips with the emitting chart's name and selection", () => {
    const state = reduce(
      hydrated(),
      dashboardActions.updateDataMask({
        id: '104',
        dataMask: {
          extraFormData: { filters: [{ col: 'origin', op: 'IN', val: ['SEA'] }] },
          filterState: { value: ['SEA'], selectedValues: ['SEA'] },
        },
      }),
    );
    expect(selectCrossFilterChips(state)).toEqual([{ chartId: 104, chartName: 'Chart 104', label: 'SEA' }]);
  });
});
