import { Center, Loader, useComputedColorScheme } from '@mantine/core';
import type {
  ChartDataResult,
  ChartDatasourceMeta,
  ChartOwnState,
  ChartProps,
  DataMask,
  FilterState,
  FormData,
} from '@tessera/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { usePrintMode } from '../ui/print-mode';
import { errorMessage } from '../api/client';
import { useT } from '../i18n';
import { ChartErrorBoundary } from './chart-error-boundary';
import { ChartLoading, ChartMessage } from './chart-states';
import type { ChartContextMenuEvent, ChartHooks, LoadedChartPlugin } from './types';
import { useChartData, type OwnStateInput } from './use-chart-data';
import { useChartPlugin } from './use-chart-plugin';
import { useDatasourceMeta } from './use-datasource-meta';

export interface ChartHostProps {
  formData: FormData;
  /** The chart's data; without it the host builds the query and fetches it. */
  queriesData?: ChartDataResult[];
  width: number;
  height: number;
  /** Defaults to the app's resolved colour scheme. */
  theme?: 'light' | 'dark';
  /** The chart's cross-filter as the dashboard holds it; without it the host keeps its own. */
  filterState?: FilterState;
  /** Cross-filters the chart emits (null clears); charts only cross-filter when this is set. */
  onCrossFilter?: (mask: DataMask | null) => void;
  onContextMenu?: (event: ChartContextMenuEvent) => void;
  /** The chart's own state (a table's page and sort) as a dashboard holds it; without it the host keeps its own. */
  ownState?: ChartOwnState;
  /** Own-state changes the chart makes; the host re-queries with them whenever it fetches the data itself. */
  onOwnStateChange?: (ownState: ChartOwnState) => void;
  /** Superset's setControlValue, passed to the chart (explore sets it: a map saves its view). */
  setControlValue?: (name: string, value: unknown) => void;
  /** Called after the chart has drawn its current props (explore's 'rendered' chart status). */
  onRendered?: () => void;
  /** Called when transforming the props or drawing the chart failed. */
  onRenderFailed?: (error: Error) => void;
  /** Verbose names and formats of the dataset; without it a host fetching its own data loads them. */
  datasource?: ChartDatasourceMeta;
}

/** Every query answered no rows; a chart without queries of its own (deck_multi) is never empty. */
const isEmpty = (queriesData: ChartDataResult[]) =>
  queriesData.length > 0 && queriesData.every((q) => (q.data?.length ?? 0) === 0);

const failedQueryError = (queriesData: ChartDataResult[]): string | null =>
  queriesData.find((q) => q.status === 'failed' || (q.error ?? '') !== '')?.error ?? null;

interface RenderedChartProps {
  plugin: LoadedChartPlugin;
  chartProps: ChartProps;
  hooks: ChartHooks;
  onRendered?: () => void;
}

/** Runs transformProps and draws the component, inside the host's error boundary. */
function RenderedChart({ plugin, chartProps, hooks, onRendered }: RenderedChartProps) {
  const draw = useMemo(() => plugin.prepare(chartProps), [plugin, chartProps]);
  useEffect(() => {
    onRendered?.();
  }, [draw, onRendered]);
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
  ownState,
  onOwnStateChange,
  setControlValue,
  onRendered,
  onRenderFailed,
  datasource,
}: ChartHostProps) {
  const t = useT();
  const printed = usePrintMode();
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const pluginState = useChartPlugin(formData.viz_type);
  const plugin = pluginState.status === 'ready' ? pluginState.plugin : null;
  const [hostOwnState, setHostOwnState] = useState<OwnStateInput | undefined>(undefined);
  const ownStateInput = useMemo(
    () => (ownState !== undefined ? { value: ownState } : hostOwnState),
    [ownState, hostOwnState],
  );
  const loaded = useDatasourceMeta(formData.datasource, datasource === undefined && queriesData === undefined);
  const datasourceMeta = datasource ?? loaded.meta;
  const fetched = useChartData(plugin, formData, queriesData === undefined, ownStateInput);
  const state = fetched?.state;
  // A new page of the same query keeps the current one on screen, under a loader.
  const previous = state?.status === 'loading' ? state.previous : undefined;
  const data = queriesData ?? (state?.status === 'success' ? state.queriesData : (previous ?? null));
  const [ownFilterState, setOwnFilterState] = useState<FilterState | undefined>(undefined);
  const [renderError, setRenderError] = useState<{ data: unknown; error: Error } | null>(null);

  const handleCrossFilter = useCallback(
    (mask: DataMask | null) => {
      setOwnFilterState(mask?.filterState);
      onCrossFilter?.(mask);
    },
    [onCrossFilter],
  );
  const handleRenderError = useCallback(
    (error: Error) => {
      setRenderError({ data, error });
      onRenderFailed?.(error);
    },
    [data, onRenderFailed],
  );
  const baseKey = fetched?.baseKey ?? undefined;
  const handleOwnStateChange = useCallback(
    (value: ChartOwnState) => {
      setHostOwnState({ value, baseKey });
      onOwnStateChange?.(value);
    },
    [baseKey, onOwnStateChange],
  );
  const canRequery = queriesData === undefined || onOwnStateChange !== undefined;
  const chartOwnState = queriesData === undefined ? fetched?.ownState : ownState;

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
            ...(chartOwnState && { ownState: chartOwnState }),
            ...(datasourceMeta && { datasource: datasourceMeta }),
          },
    [formData, data, width, height, theme, scheme, filterState, ownFilterState, chartOwnState, datasourceMeta],
  );
  const hooks = useMemo<ChartHooks>(
    () => ({
      ...(onCrossFilter && { onCrossFilter: handleCrossFilter }),
      ...(onContextMenu && { onContextMenu }),
      onRenderError: handleRenderError,
      ...(canRequery && { onOwnStateChange: handleOwnStateChange }),
      ...(setControlValue && { setControlValue }),
    }),
    [
      onCrossFilter,
      handleCrossFilter,
      onContextMenu,
      handleRenderError,
      canRequery,
      handleOwnStateChange,
      setControlValue,
    ],
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
  if (state?.status === 'failed') return <ChartMessage {...box} kind="error" title={errorMessage(state.error)} />;
  // Waiting for the names avoids drawing raw ones first; a failed request settles it too.
  if (plugin === null || chartProps === null || data === null || loaded.pending) {
    return <ChartLoading {...box} startedAt={state?.status === 'loading' ? state.startedAt : undefined} />;
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
  // One wrapper whether or not a page is loading, so the chart keeps its state across pages.
  return (
    // An export lets a chart taller than its box (a whole table) push the box down instead of spilling.
    <div
      style={{ position: 'relative', width, ...(printed ? { minHeight: height } : { height }) }}
      data-testid="chart-body"
    >
      <ChartErrorBoundary resetKey={chartProps} fallback={renderFailure} onError={onRenderFailed}>
        <RenderedChart plugin={plugin} chartProps={chartProps} hooks={hooks} onRendered={onRendered} />
      </ChartErrorBoundary>
      {previous !== undefined && (
        <Center
          data-testid="chart-refreshing"
          style={{ position: 'absolute', inset: 0, zIndex: 3, background: 'rgba(128, 128, 128, 0.15)' }}
        >
          <Loader size="sm" aria-label={t('Loading')} />
        </Center>
      )}
    </div>
  );
}
