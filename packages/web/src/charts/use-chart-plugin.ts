import { useEffect, useState } from 'react';
import { loadChartPlugin } from './registry';
import type { LoadedChartPlugin } from './types';

export type PluginState =
  | { status: 'loading' }
  | { status: 'unsupported' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; plugin: LoadedChartPlugin };

/** The plugin of a viz type, loaded from its lazy chunk. */
export const useChartPlugin = (vizType: string): PluginState => {
  const [state, setState] = useState<{ vizType: string; value: PluginState }>({
    vizType,
    value: { status: 'loading' },
  });
  useEffect(() => {
    let current = true;
    loadChartPlugin(vizType).then(
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
  }, [vizType]);
  return state.vizType === vizType ? state.value : { status: 'loading' };
};
