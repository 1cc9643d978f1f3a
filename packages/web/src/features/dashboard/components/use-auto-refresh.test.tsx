import { act, cleanup, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboardActions } from '../state/dashboard-slice';
import { hydrateDashboard } from '../state/hydrate';
import { createDashboardStore, type DashboardStore } from '../state/store';
import { readDashboardUrlParams } from '../state/url-params';
import { adminMe, fixtureCharts, supersetDetail } from '../../../../test-support/features/dashboard/fixtures';
import { useAutoRefresh } from './use-auto-refresh';

function Harness() {
  useAutoRefresh();
  return null;
}

const storeWith = (metadata: Record<string, unknown>): DashboardStore => {
  const detail = supersetDetail();
  const saved = JSON.parse(detail.json_metadata ?? '{}') as Record<string, unknown>;
  return createDashboardStore(
    hydrateDashboard({
      detail: { ...detail, json_metadata: JSON.stringify({ ...saved, ...metadata }) },
      charts: fixtureCharts(),
      me: adminMe,
      urlParams: readDashboardUrlParams(new URLSearchParams()),
    }),
  );
};

describe('useAutoRefresh', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("staggers a periodic refresh of the open tab's charts, leaving immune charts out", () => {
    vi.useFakeTimers();
    const store = storeWith({
      refresh_frequency: 0,
      timed_refresh_immune_slices: [103],
      stagger_refresh: true,
      stagger_time: 0,
    });
    render(
      <Provider store={store}>
        <Harness />
      </Provider>,
    );
    act(() => {
      store.dispatch(dashboardActions.refreshFrequencySet(10));
    });
    const refreshed = () => store.getState().dashboard.chartRefresh;
    act(() => vi.advanceTimersByTime(10_000));
    // Open tab: 101, 102, 104, 105 (103 immune); window max(2 s, 5 s) over 3 gaps.
    expect(refreshed()).toEqual({ 101: 1 });
    act(() => vi.advanceTimersByTime(5000 / 3));
    expect(refreshed()).toEqual({ 101: 1, 102: 1 });
    act(() => vi.advanceTimersByTime(5000));
    expect(refreshed()).toEqual({ 101: 1, 102: 1, 104: 1, 105: 1 });
  });

  it("refreshes every chart at once when stagger_refresh is 'false'", () => {
    vi.useFakeTimers();
    const store = storeWith({ refresh_frequency: 30, stagger_refresh: 'false' });
    render(
      <Provider store={store}>
        <Harness />
      </Provider>,
    );
    act(() => vi.advanceTimersByTime(30_000));
    expect(store.getState().dashboard.chartRefresh).toEqual({ 101: 1, 102: 1, 103: 1, 104: 1, 105: 1 });
  });

  it('does nothing while the interval is off', () => {
    vi.useFakeTimers();
    const store = storeWith({ refresh_frequency: 0 });
    render(
      <Provider store={store}>
        <Harness />
      </Provider>,
    );
    act(() => vi.advanceTimersByTime(100_000));
    expect(store.getState().dashboard.chartRefresh).toEqual({});
  });
});
