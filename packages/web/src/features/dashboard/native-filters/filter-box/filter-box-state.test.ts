import { filterBoxMaskId } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { dashboardActions } from '../../state/dashboard-slice';
import { hydrateDashboard } from '../../state/hydrate';
import { extraFormDataOf } from '../../state/selectors';
import { createDashboardStore } from '../../state/store';
import { readDashboardUrlParams } from '../../state/url-params';
import {
  adminMe,
  dashboardChart,
  fixtureCharts,
  supersetDetail,
} from '../../../../../test-support/features/dashboard/fixtures';
import { selectFilterBoxSelection } from './filter-box-state';

/** The fixture dashboard with chart 101 as a filter box on origin, scoped to the Details tab less chart 109. */
const store = (defaultFilters?: string, search = '', filterState?: unknown) => {
  const box = dashboardChart(101, {
    viz_type: 'filter_box',
    form_data: {
      viz_type: 'filter_box',
      datasource: '1__table',
      filter_configs: [{ column: 'origin', multiple: true, defaultValue: 'JFK' }],
    },
  });
  const metadata = {
    filter_scopes: { '101': { origin: { scope: ['TAB-Details'], immune: [109] } } },
    ...(defaultFilters !== undefined && { default_filters: defaultFilters }),
  };
  return createDashboardStore(
    hydrateDashboard({
      detail: supersetDetail({ json_metadata: JSON.stringify(metadata) }),
      charts: [box, ...fixtureCharts().filter((c) => c.id !== 101)],
      me: adminMe,
      urlParams: readDashboardUrlParams(new URLSearchParams(search)),
      ...(filterState !== undefined && { filterState }),
    }),
  );
};

describe('the legacy filter box on the dashboard store', () => {
  it('filters the charts of its scope from load with its default, not the immune ones nor itself', () => {
    const s = store();
    expect(extraFormDataOf(s.getState(), 106)).toEqual({ filters: [{ col: 'origin', op: 'IN', val: ['JFK'] }] });
    expect(extraFormDataOf(s.getState(), 109)).toEqual({});
    expect(extraFormDataOf(s.getState(), 103)).toEqual({});
    expect(extraFormDataOf(s.getState(), 101)).toEqual({});
  });

  it("applies json_metadata's default_filters over the field defaults", () => {
    const s = store(JSON.stringify({ '101': { origin: ['SFO', 'LAX'] } }));
    expect(selectFilterBoxSelection(s.getState(), 101)).toEqual({ origin: ['SFO', 'LAX'] });
    expect(extraFormDataOf(s.getState(), 111)).toEqual({ filters: [{ col: 'origin', op: 'IN', val: ['SFO', 'LAX'] }] });
  });

  it("loads with the URL's preselect_filters instead of default_filters, as Superset's getInitialState", () => {
    const preselect = `preselect_filters=${encodeURIComponent(JSON.stringify({ '101': { origin: ['SEA'] } }))}`;
    const s = store(JSON.stringify({ '101': { origin: ['SFO', 'LAX'] } }), preselect);
    expect(selectFilterBoxSelection(s.getState(), 101)).toEqual({ origin: ['SEA'] });
    expect(extraFormDataOf(s.getState(), 106)).toEqual({ filters: [{ col: 'origin', op: 'IN', val: ['SEA'] }] });
  });

  it('follows a pick stored as its mask, and a cleared box filters nothing', () => {
    const s = store();
    const id = filterBoxMaskId(101);
    s.dispatch(dashboardActions.updateDataMask({ id, dataMask: { filterState: { value: { origin: ['BOS'] } } } }));
    expect(extraFormDataOf(s.getState(), 106)).toEqual({ filters: [{ col: 'origin', op: 'IN', val: ['BOS'] }] });
    s.dispatch(dashboardActions.updateDataMask({ id, dataMask: { filterState: { value: {} } } }));
    expect(extraFormDataOf(s.getState(), 106)).toEqual({});
  });

  it('keeps a pick in the state stored under native_filters_key: a reload restores it over the defaults', () => {
    const picked = store();
    const id = filterBoxMaskId(101);
    picked.dispatch(dashboardActions.updateDataMask({ id, dataMask: { filterState: { value: { origin: ['BOS'] } } } }));
    // What use-native-filters-url writes through the filter_state API, read back by the next load.
    const stored: unknown = JSON.parse(JSON.stringify(picked.getState().dashboard.dataMask));
    const reloaded = store(JSON.stringify({ '101': { origin: ['SFO'] } }), '', stored);
    expect(selectFilterBoxSelection(reloaded.getState(), 101)).toEqual({ origin: ['BOS'] });
    expect(extraFormDataOf(reloaded.getState(), 106)).toEqual({ filters: [{ col: 'origin', op: 'IN', val: ['BOS'] }] });
  });
});
