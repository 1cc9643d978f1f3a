import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useDashboardSelector } from '../../state/store';
import { nativeFiltersApi } from '../native-filters-api';

/** The URL parameter naming the stored filter state (Superset's URL_PARAMS.nativeFiltersKey). */
export const NATIVE_FILTERS_KEY = 'native_filters_key';

/**
 * Keeps `native_filters_key` current as filters and cross-filters apply (Superset's
 * DashboardPage): the applied data mask is stored through the filter_state API (PUT on the
 * page's key, POST for a first one) and the key replaces the URL's, so reloading or sharing the
 * URL restores the selection; a `native_filters` rison preselection gives way to the key. The
 * hydration read the key's state already. Writes run one after another, the last mask last.
 */
export const useNativeFiltersUrl = (): void => {
  const dataMask = useDashboardSelector((s) => s.dashboard.dataMask);
  const dashboardId = useDashboardSelector((s) => s.dashboard.info.id);
  const [params, setParams] = useSearchParams();
  const initial = useRef(dataMask);
  const key = useRef<string | null>(params.get(NATIVE_FILTERS_KEY));
  const queue = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    // The hydrated selection is what the URL already says: only a change is written.
    if (dataMask === initial.current) return;
    queue.current = queue.current.then(async () => {
      try {
        const next = await nativeFiltersApi.writeFilterState(dashboardId, dataMask, key.current);
        if (next === key.current && !new URLSearchParams(window.location.search).has('native_filters')) return;
        key.current = next;
        setParams(
          (p) => {
            p.set(NATIVE_FILTERS_KEY, next);
            p.delete('native_filters');
            return p;
          },
          { replace: true },
        );
      } catch {
        // A viewer the server refuses a key (or a failed write) keeps filtering; only the URL stays as it was.
      }
    });
  }, [dataMask, dashboardId, setParams]);
};
