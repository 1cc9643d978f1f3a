import type { DashboardPermalinkState } from '@tessera/core';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useDashboardStore } from '../state/store';

/** URL parameters a permalink must not carry: the permalink restores tabs and focus itself. */
const DROPPED = new Set(['tab', 'native_filters_key']);

/**
 * What 'Copy permalink' stores (Superset's DashboardPermalinkState): the URL parameters, the
 * data mask, the open tabs and the anchor (the focused chart's component, if any).
 */
export const usePermalinkState = (): (() => DashboardPermalinkState) => {
  const store = useDashboardStore();
  const { search } = useLocation();
  return useCallback(() => {
    const { dashboard } = store.getState();
    const urlParams = [...new URLSearchParams(search).entries()].filter(([k]) => !DROPPED.has(k));
    return {
      urlParams,
      dataMask: dashboard.dataMask,
      activeTabs: dashboard.activeTabs,
      anchor: dashboard.anchor,
    };
  }, [store, search]);
};
