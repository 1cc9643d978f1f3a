import { useEffect, useState } from 'react';
import { loadChartPlugin } from './registry';
import type { LoadedChartPlugin } from './types';

export type PluginState =
  | { status: 'loading' }
  | { status: 'unsupported' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; plugin: LoadedChartPlugin };

/** Plugins whose chunk has arrived (null: no plugin for the type), so later charts get them in their first render. */
const settled = new Map<string, LoadedChartPlugin | null>();

const load = (vizType: string): Promise<LoadedChartPlugin | null> =>
  loadChartPlugin(vizType).then((plugin) => {
    settled.set(vizType, plugin);
    return plugin;
  });

const known = (vizType: string): PluginState | null => {
  if (!settled.has(vizType)) return null;
  const plugin = settled.get(vizType) ?? null;
  return plugin ? { status: 'ready', plugin } : { status: 'unsupported' };
};

/** The plugin of a type whose chunk has already arrived; null while loading and for types without one. */
export const loadedChartPlugin = (vizType: string): LoadedChartPlugin | null => settled.get(vizType) ?? null;

/**
 * Loads the plugins of these types at once (a dashboard does, so all its charts can draw in one
 * render and query together); settles when every load has succeeded or failed.
 */
export const preloadChartPlugins = async (vizTypes: Iterable<string>): Promise<void> => {
  await Promise.allSettled([...new Set(vizTypes)].map(load));
};

/** The plugin of a viz type, loaded from its lazy chunk. */
export const useChartPlugin = (vizType: string): PluginState => {
  const [state, setState] = useState<{ vizType: string; value: PluginState }>(() => ({
    vizType,
    value: known(vizType) ?? { status: 'loading' },
  }));
  useEffect(() => {
    if (state.vizType === vizType && state.value.status !== 'loading') return undefined;
    let current = true;
    load(vizType).then(
      (plugin) => {
        if (current) setState({ vizType, value: plugin ? { status: 'ready', plugin } : { status: 'unsupported' } });
      },
      (error: unknown) => {
        if (current) setState({ vizType, value: { status: 'failed', error } });
      },
    );
    return () => {
      current = false;
    };
  }, [vizType, state]);
  if (state.vizType === vizType) return state.value;
  return known(vizType) ?? { status: 'loading' };
};
