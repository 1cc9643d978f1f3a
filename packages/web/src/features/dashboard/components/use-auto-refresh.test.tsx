import { act, cleanup, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboardActions } from '../state/dashboard-slice';
import { hydrateDashboard } from '../state/hydrate';
import { createDashboardStore, type DashboardStore } from '../state/store';
import { readDashboardUrlParams } from '../state/url-params';
import { adminMe, fixtureCharts, supersetDetail } from '../../../../test-support/features/dashboard/fixtures';
import { COMMON_CONF_ELEMENT_ID } from '@tessera/core';
import { resetCommonConfForTests } from '../../../api/common-conf';
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
    document.getElementById(COMMON_CONF_ELEMENT_ID)?.remove();
    resetCommonConfForTests();
  });

  it('refreshes only the charts in view; one out of view turns stale and refreshes once when it scrolls in', () => {
    vi.useFakeTimers();
    const store = storeWith({ refresh_frequency: 30, stagger_refresh: false });
    store.dispatch(dashboardActions.chartViewportChanged({ chartId: 104, inView: false }));
    store.dispatch(dashboardActions.chartViewportChanged({ chartId: 105, inView: false }));
    render(
      <Provider store={store}>
        <Harness />
      </Provider>,
    );
    act(() => vi.advanceTimersByTime(60_000));
    expect(store.getState().dashboard.chartRefresh).toEqual({ 101: 2, 102: 2, 103: 2 });
    expect(store.getState().dashboard.staleCharts).toEqual({ 104: true, 105: true });
    act(() => {
      store.dispatch(dashboardActions.chartViewportChanged({ chartId: 104, inView: true }));
    });
    expect(store.getState().dashboard.chartRefresh).toEqual({ 101: 2, 102: 2, 103: 2, 104: 1 });
    expect(store.getState().dashboard.staleCharts).toEqual({ 105: true });
    // Scrolling out and back without a tick in between does not query again.
    act(() => {
      store.dispatch(dashboardActions.chartViewportChanged({ chartId: 104, inView: false }));
      store.dispatch(dashboardActions.chartViewportChanged({ chartId: 104, inView: true }));
    });
    expect(store.getState().dashboard.chartRefresh[104]).toBe(1);
  });

  it("raises a saved frequency to the admin's DASHBOARD_AUTO_REFRESH_INTERVALS minimum", () => {
    vi.useFakeTimers();
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = COMMON_CONF_ELEMENT_ID;
    element.textContent = JSON.stringify({
      DASHBOARD_AUTO_REFRESH_INTERVALS: [
        [0, "Don't refresh"],
        [60, '1 minute'],
      ],
    });
    document.head.append(element);
    const store = storeWith({ refresh_frequency: 10, stagger_refresh: false });
    render(
      <Provider store={store}>
        <Harness />
      </Provider>,
    );
    act(() => vi.advanceTimersByTime(59_000));
    expect(store.getState().dashboard.chartRefresh).toEqual({});
    act(() => vi.advanceTimersByTime(1000));
    expect(store.getState().dashboard.chartRefresh).toEqual({ 101: 1, 102: 1, 103: 1, 104: 1, 105: 1 });
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
