import { useComputedColorScheme } from '@mantine/core';
import type { ChartDataResult, ChartProps, DataMask, FormData } from '@tessera/core';
import { useCallback, useMemo, useState } from 'react';
import { errorMessage } from '../api/client';
import { useT } from '../i18n';
import { ChartErrorBoundary } from './chart-error-boundary';
import { ChartLoading, ChartMessage } from './chart-states';
import type { ChartContextMenuEvent, ChartHooks, LoadedChartPlugin } from './types';
import { useChartData } from './use-chart-data';
import { useChartPlugin } from './use-chart-plugin';

export interface ChartHostProps {
  formData: FormData;
  /** The chart's data; without it the host builds the query and fetches it. */
  queriesData?: ChartDataResult[];
  width: number;
  height: number;
  /** Defaults to the app's resolved colour scheme. */
  theme?: 'light' | 'dark';
  /** The chart's cross-filter as the dashboard holds it; without it the host keeps its own. */
  filterState?: DataMask['filterState'];
  /** Cross-filters the chart emits (null clears); charts only cross-filter when this is set. */
  onCrossFilter?: (mask: DataMask | null) => void;
  onContextMenu?: (event: ChartContextMenuEvent) => void;
}

const isEmpty = (queriesData: ChartDataResult[]) => queriesData.every((q) => (q.data?.length ?? 0) === 0);

const failedQueryError = (queriesData: ChartDataResult[]): string | null =>
  queriesData.find((q) => q.status === 'failed' || (q.error ?? '') !== '')?.error ?? null;

interface RenderedChartProps {
  plugin: LoadedChartPlugin;
  chartProps: ChartProps;
  hooks: ChartHooks;
}

/** Runs transformProps and draws the component, inside the host's error boundary. */
function RenderedChart({ plugin, chartProps, hooks }: RenderedChartProps) {
  const draw = useMemo(() => plugin.prepare(chartProps), [plugin, chartProps]);
  return draw(hooks);
}

/**
 * Draws any registered chart from form data: loads the plugin's chunk, fetches the data unless
 * given, and shows loading (with elapsed time), empty, error and unsupported states.
 */
export function ChartHost({
  formData,
  queriesData,
  width,
  height,
  theme,
  filterState,
  onCrossFilter,
  onContextMenu,
}: ChartHostProps) {
  const t = useT();
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const pluginState = useChartPlugin(formData.viz_type);
  const plugin = pluginState.status === 'ready' ? pluginState.plugin : null;
  const fetched = useChartData(plugin, formData, queriesData === undefined);
  const data = queriesData ?? (fetched?.status === 'success' ? fetched.queriesData : null);
  const [ownFilterState, setOwnFilterState] = useState<DataMask['filterState']>(undefined);
  const [renderError, setRenderError] = useState<{ data: unknown; error: Error } | null>(null);

  const handleCrossFilter = useCallback(
    (mask: DataMask | null) => {
      setOwnFilterState(mask?.filterState);
      onCrossFilter?.(mask);
    },
    [onCrossFilter],
  );
  const handleRenderError = useCallback((error: Error) => setRenderError({ data, error }), [data]);

  const chartProps = useMemo<ChartProps | null>(
    () =>
      data === null
        ? null
        : {
            formData,
            queriesData: data,
            width,
            height,
            theme: theme ?? scheme,
            filterState: filterState ?? ownFilterState,
          },
    [formData, data, width, height, theme, scheme, filterState, ownFilterState],
  );
  const hooks = useMemo<ChartHooks>(
    () => ({
      ...(onCrossFilter && { onCrossFilter: handleCrossFilter }),
      ...(onContextMenu && { onContextMenu }),
      onRenderError: handleRenderError,
    }),
    [onCrossFilter, handleCrossFilter, onContextMenu, handleRenderError],
  );

  const box = { width, height };
  const renderFailure = (error: Error) => (
    <ChartMessage
      {...box}
      kind="error"
      title={t('An error occurred while rendering the visualization: %s', error.message)}
    />
  );

  if (pluginState.status === 'unsupported') {
    return <ChartMessage {...box} kind="unsupported" title={t('This visualization type is not supported.')} />;
  }
  if (pluginState.status === 'failed')
    return <ChartMessage {...box} kind="error" title={errorMessage(pluginState.error)} />;
  if (fetched?.status === 'failed') return <ChartMessage {...box} kind="error" title={errorMessage(fetched.error)} />;
  if (plugin === null || chartProps === null || data === null) {
    return <ChartLoading {...box} startedAt={fetched?.status === 'loading' ? fetched.startedAt : undefined} />;
  }
  const queryError = failedQueryError(data);
  if (queryError !== null) return <ChartMessage {...box} kind="error" title={queryError} />;
  if (isEmpty(data)) {
    return (
      <ChartMessage
        {...box}
        kind="empty"
        title={t('No results were returned for this query')}
        detail={t(
          'Make sure that the controls are configured properly and the datasource contains data for the selected time range',
        )}
      />
    );
  }
  if (renderError !== null && renderError.data === data) return renderFailure(renderError.error);
  return (
    <ChartErrorBoundary resetKey={chartProps} fallback={renderFailure}>
      <RenderedChart plugin={plugin} chartProps={chartProps} hooks={hooks} />
    </ChartErrorBoundary>
  );
}
