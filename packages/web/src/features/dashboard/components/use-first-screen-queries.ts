import { chartIdsNearTop, withControlDefaults } from '@tessera/core';
import { useEffect } from 'react';
import { loadedChartPlugin } from '../../../charts/use-chart-plugin';
import { selectBlockedCharts } from '../native-filters/state/selectors';
import { chartFormDataOnDashboard, extraFormDataOf } from '../state/selectors';
import { useDashboardSelector, useDashboardStore } from '../state/store';
import { useDashboardServices } from './dashboard-context';

/**
 * Asks for the queries of the charts near the first screen as soon as the chart types' chunks
 * are in, computed from the grid geometry (core's chartIdsNearTop, over the same reach as the
 * viewport watcher: one screen below the visible one) instead of waiting for each slot's
 * IntersectionObserver and size callbacks, a frame or two each. The query is the one the slot's
 * chart host builds (same form data, same control defaults), so when the slot asks moments later
 * it joins this request in the transport; charts further down still wait until they come near.
 */
export const useFirstScreenQueries = (gridRef: { current: HTMLElement | null }): void => {
  const store = useDashboardStore();
  const { transport } = useDashboardServices();
  const pluginsReady = useDashboardSelector((s) => s.dashboard.pluginsReady);
  useEffect(() => {
    if (!pluginsReady || typeof window === 'undefined') return;
    const state = store.getState();
    const { layout, activeTabs, charts, metadata } = state.dashboard;
    const gridTop = gridRef.current?.getBoundingClientRect().top ?? 0;
    const reach = 2 * window.innerHeight - gridTop;
    // A chart held by a required filter without a value waits in its slot and asks nothing.
    const blocked = selectBlockedCharts(state);
    for (const chartId of chartIdsNearTop(layout, activeTabs, reach)) {
      if (blocked.has(chartId)) continue;
      const chart = charts[chartId];
      const plugin = chart === undefined ? null : loadedChartPlugin(chart.viz_type);
      if (chart === undefined || plugin === null) continue;
      try {
        const formData = chartFormDataOnDashboard(chart, metadata, extraFormDataOf(state, chartId));
        const qc = plugin.buildQuery(withControlDefaults(plugin.controlPanel, formData));
        // The slot reports the answer or the failure; this request only starts it early.
        transport.fetch({ qc, sliceId: chartId }).catch(() => undefined);
      } catch {
        // A query that cannot be built fails in the slot, with its message.
      }
    }
  }, [pluginsReady, store, transport, gridRef]);
};
