import { getInitialDataMask } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { adminMe, fixtureCharts, supersetDetail } from '../../../../test-support/features/dashboard/fixtures';
import { dashboardActions, dashboardSlice, type DashboardState } from './dashboard-slice';
import { hydrateDashboard } from './hydrate';
import { extraFormDataOf } from './selectors';
import { readDashboardUrlParams } from './url-params';

const CARRIER = 'NATIVE_FILTER-carrier';
const inFilter = (val: string[]) => ({ filters: [{ col: 'airline', op: 'IN' as const, val }] });

const hydrated = (): DashboardState =>
  hydrateDashboard({
    detail: supersetDetail(),
    charts: fixtureCharts(),
    me: adminMe,
    urlParams: readDashboardUrlParams(new URLSearchParams()),
  });

const reduce = (state: DashboardState, ...actions: Parameters<typeof dashboardSlice.reducer>[1][]) =>
  actions.reduce(dashboardSlice.reducer, state);

describe('dashboard data masks', () => {
  it('holds a picked value until Apply, then the charts in scope get it', () => {
    const pending = reduce(
      hydrated(),
      dashboardActions.pendingDataMaskSet({ id: CARRIER, dataMask: { extraFormData: inFilter(['AA']) } }),
    );
    expect(pending.dataMask[CARRIER]?.extraFormData).toEqual({});
    expect(extraFormDataOf({ dashboard: pending }, 101)).toEqual({});
    const applied = reduce(pending, dashboardActions.pendingDataMaskApplied());
    expect(extraFormDataOf({ dashboard: applied }, 101)).toEqual(inFilter(['AA']));
    expect(extraFormDataOf({ dashboard: applied }, 103)).toEqual({});
  });

  it("'Clear all' empties the pending values; Apply then removes the filters from the charts", () => {
    const state = reduce(
      hydrated(),
      dashboardActions.updateDataMask({ id: CARRIER, dataMask: { extraFormData: inFilter(['AA']) } }),
      dashboardActions.pendingDataMaskCleared(),
    );
    expect(extraFormDataOf({ dashboard: state }, 101)).toEqual(inFilter(['AA']));
    const applied = reduce(state, dashboardActions.pendingDataMaskApplied());
    expect(extraFormDataOf({ dashboard: applied }, 101)).toEqual({});
  });

  it('applies a cross-filter at once and clears it by chart id', () => {
    const crossFiltered = reduce(
      hydrated(),
      dashboardActions.updateDataMask({ id: '104', dataMask: { extraFormData: inFilter(['DL']) } }),
    );
    expect(crossFiltered.pendingDataMask['104']).toBeUndefined();
    expect(extraFormDataOf({ dashboard: crossFiltered }, 101)).toEqual(inFilter(['DL']));
    const cleared = reduce(crossFiltered, dashboardActions.clearDataMask('104'));
    expect(cleared.dataMask['104']).toBeUndefined();
    expect(extraFormDataOf({ dashboard: cleared }, 101)).toEqual({});
  });

  it('starts each filter from its default value (the period filter defaults to Last quarter)', () => {
    const state = hydrated();
    expect(state.dataMask['NATIVE_FILTER-period']?.extraFormData).toEqual({ time_range: 'Last quarter' });
    expect(state.pendingDataMask['NATIVE_FILTER-period']?.filterState.value).toBe('Last quarter');
    expect(state.dataMask[CARRIER]?.extraFormData).toEqual({});
  });

  it('drops the masks of filters a new configuration removes and saves the list in the metadata', () => {
    const state = reduce(
      hydrated(),
      dashboardActions.updateDataMask({ id: CARRIER, dataMask: { extraFormData: inFilter(['AA']) } }),
      dashboardActions.updateDataMask({ id: '105', dataMask: { extraFormData: inFilter(['B6']) } }),
      dashboardActions.setNativeFilters([]),
    );
    expect(Object.keys(state.dataMask).filter((id) => id.startsWith('NATIVE_FILTER'))).toEqual([]);
    expect(state.dataMask['105']?.extraFormData).toEqual(inFilter(['B6']));
    expect(state.metadata.native_filter_configuration).toEqual([]);
  });

  it('replaces every mask at once: known filters and cross-filters kept, others back to their defaults', () => {
    const state = reduce(
      hydrated(),
      dashboardActions.dataMasksReplaced({
        [CARRIER]: getInitialDataMask(CARRIER, { extraFormData: inFilter(['UA']) }),
        'NATIVE_FILTER-removed': getInitialDataMask('NATIVE_FILTER-removed'),
        '105': getInitialDataMask('105', { extraFormData: inFilter(['B6']) }),
      }),
    );
    expect(state.dataMask['NATIVE_FILTER-removed']).toBeUndefined();
    expect(state.dataMask[CARRIER]?.extraFormData).toEqual(inFilter(['UA']));
    expect(state.dataMask['105']?.extraFormData).toEqual(inFilter(['B6']));
    expect(state.dataMask['NATIVE_FILTER-period']?.extraFormData).toEqual({ time_range: 'Last quarter' });
    expect(Object.keys(state.pendingDataMask).sort()).toEqual([CARRIER, 'NATIVE_FILTER-period']);
  });
});
