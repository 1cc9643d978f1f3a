import { effectiveRefreshSeconds, staggerDelays } from '@tessera/core';
import { readCommonConf } from '../../../api/common-conf';
import { useEffect } from 'react';
import { dashboardActions } from '../state/dashboard-slice';
import { selectChartsToRefresh } from '../state/selectors';
import { useDashboardSelector, useDashboardStore } from '../state/store';

/**
 * The periodic refresh (Superset's startPeriodicRender): every `refreshFrequency` seconds the
 * charts of the open tabs, less `timed_refresh_immune_slices`, re-query with force, staggered by
 * core's staggerDelays so a large dashboard does not hit the database all at once. Only charts in
 * view re-query; the others turn stale and refresh when scrolled to (periodicRefreshDue). A
 * frequency under the admin's DASHBOARD_AUTO_REFRESH_INTERVALS minimum runs at the minimum.
 */
export const useAutoRefresh = (): void => {
  const store = useDashboardStore();
  const frequency = useDashboardSelector((s) =>
    effectiveRefreshSeconds(s.dashboard.refreshFrequency, readCommonConf().DASHBOARD_AUTO_REFRESH_INTERVALS),
  );
  useEffect(() => {
    if (frequency <= 0) return undefined;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const tick = () => {
      const state = store.getState();
      const delays = staggerDelays(selectChartsToRefresh(state), frequency, state.dashboard.metadata);
      // Charts due at once refresh in one action, so their queries share one batch.
      const now = [...delays].filter(([, delay]) => delay === 0).map(([id]) => id);
      if (now.length > 0) store.dispatch(dashboardActions.periodicRefreshDue(now));
      for (const [chartId, delay] of delays) {
        if (delay === 0) continue;
        const timer = setTimeout(() => {
          timers.delete(timer);
          store.dispatch(dashboardActions.periodicRefreshDue([chartId]));
        }, delay);
        timers.add(timer);
      }
    };
    const interval = setInterval(tick, frequency * 1000);
    return () => {
      clearInterval(interval);
      for (const timer of timers) clearTimeout(timer);
    };
  }, [frequency, store]);
};
