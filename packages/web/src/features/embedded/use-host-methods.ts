import { useMantineColorScheme } from '@mantine/core';
import { EMBED_UI_CONFIG } from '@tessera/core';
import { useEffect } from 'react';
import { dashboardApi } from '../dashboard/dashboard-api';
import type { DashboardStore } from '../dashboard/state/store';
import type { Switchboard } from '@tessera/embed-sdk';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The theme mode the SDK names ('light', 'dark', or 'system' for the host's OS setting). */
const schemeOf = (value: unknown): 'light' | 'dark' | 'auto' | null => {
  if (value === 'light' || value === 'dark') return value;
  return value === 'system' || value === 'auto' ? 'auto' : null;
};

/**
 * The methods Superset's embedded page defines for the SDK (getScrollSize, getDashboardPermalink,
 * getActiveTabs, getDataMask, setThemeConfig, setThemeMode) over this page's store, and the
 * `observeDataMask` emits when uiConfig asks for them (emitDataMasks, 16).
 */
export const useHostMethods = (switchboard: Switchboard, store: DashboardStore | null, dashboardId: number): void => {
  const { setColorScheme } = useMantineColorScheme();
  useEffect(() => {
    if (store === null) return undefined;
    switchboard.defineMethod('getScrollSize', () => ({
      width: document.body.scrollWidth,
      height: document.body.scrollHeight,
    }));
    switchboard.defineMethod('getActiveTabs', () => store.getState().dashboard.activeTabs);
    switchboard.defineMethod('getDataMask', () => store.getState().dashboard.dataMask);
    switchboard.defineMethod('getDashboardPermalink', async (args: unknown) => {
      const { dashboard } = store.getState();
      const anchor = isRecord(args) && typeof args['anchor'] === 'string' ? args['anchor'] : dashboard.anchor;
      const { url } = await dashboardApi.createPermalink(dashboardId, {
        urlParams: [],
        dataMask: dashboard.dataMask,
        activeTabs: dashboard.activeTabs,
        anchor,
      });
      return new URL(url, window.location.origin).href;
    });
    const setMode = (args: unknown) => {
      const scheme = schemeOf(isRecord(args) ? (args['mode'] ?? args['themeMode']) : args);
      if (scheme !== null) setColorScheme(scheme);
    };
    switchboard.defineMethod('setThemeMode', setMode);
    switchboard.defineMethod('setThemeConfig', (args: unknown) => {
      const config = isRecord(args) ? args['themeConfig'] : null;
      if (isRecord(config)) setMode(config['mode'] ?? config['algorithm']);
    });
    if ((store.getState().dashboard.urlParams.uiConfig & EMBED_UI_CONFIG.emitDataMasks) === 0) return undefined;
    let last = store.getState().dashboard.dataMask;
    return store.subscribe(() => {
      const mask = store.getState().dashboard.dataMask;
      if (mask === last) return;
      last = mask;
      switchboard.emit('observeDataMask', mask);
    });
  }, [switchboard, store, dashboardId, setColorScheme]);
};
