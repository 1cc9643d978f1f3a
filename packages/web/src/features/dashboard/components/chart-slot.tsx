import { Box, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import {
  FILTER_BOX_VIZ_TYPE,
  withControlDefaults,
  type ChartDataResult,
  type DashboardChart,
  type DataMask,
  type ExtraFormData,
  type FilterState,
  type FormData,
} from '@tessera/core';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { ChartDataSourceContext, type ChartDataSource } from '../../../charts/chart-data-source';
import { ChartHost } from '../../../charts/chart-host';
import { chartDatasourceMeta } from '../../../charts/datasource-meta';
import { ChartMessage } from '../../../charts/chart-states';
import type { ChartContextMenuEvent } from '../../../charts/types';
import { useChartPlugin } from '../../../charts/use-chart-plugin';
import { useT } from '../../../i18n';
import { dashboardActions } from '../state/dashboard-slice';
import { useFilterBoxMask } from '../native-filters/filter-box/use-filter-box-mask';
import { selectBlockedCharts, selectHighlightedCharts } from '../native-filters/state/selectors';
import { chartFormDataOnDashboard, extraFormDataOf, selectDashboardColors, selectDatasetOf } from '../state/selectors';
import { useDashboardDispatch, useDashboardSelector, type DashboardRootState } from '../state/store';
import { ChartSlotHeader, type ChartAnswerInfo } from './chart-slot-header';
import { useDashboardServices } from './dashboard-context';
import { useNearViewportChanges, useSeenNearViewport } from './viewport-observer';
import type { DrillRequest } from '../drill/chart-drill-layer';
import { usePrintMode } from '../../../ui/print-mode';

// The right-click menu and drill modals load on the first right-click, off the dashboard's first JS.
const ChartDrillLayer = lazy(() => import('../drill/chart-drill-layer').then((m) => ({ default: m.ChartDrillLayer })));

/** The contract's `data-chart-status`: idle (not near the viewport or in a closed tab) → loading → rendered | error. */
export type ChartSlotStatus = 'idle' | 'loading' | 'rendered' | 'error';

export interface ChartSlotProps {
  componentId: string;
  chartId: number;
  /** CSS width on the grid (columns of the parent box). */
  width: string;
  /** Height in px (meta.height × GRID_BASE_UNIT). */
  height: number;
  open: boolean;
  nameOverride: string | null;
}

const HEADER_HEIGHT = 32;
const PADDING = 8;

const failedResult = (result: ChartDataResult[]): boolean =>
  result.some((r) => r.status === 'failed' || (r.error ?? '') !== '');
const emptyResult = (result: ChartDataResult[]): boolean => result.every((r) => (r.data?.length ?? 0) === 0);

interface ChartBodyProps {
  chart: DashboardChart;
  formData: FormData;
  width: number;
  height: number;
  onStatus: (status: ChartSlotStatus) => void;
  onAnswer: (info: ChartAnswerInfo) => void;
  onContextMenu?: (event: ChartContextMenuEvent) => void;
}

/** A chart with no cross-filter shows no selection (the host's own one is never used on a dashboard). */
const NO_SELECTION: FilterState = {};

/** The names of the filters holding a chart back, joined; null when none does. */
const blockingFilterNames = (state: DashboardRootState, chartId: number): string | null => {
  const ids = selectBlockedCharts(state).get(chartId);
  if (ids === undefined) return null;
  return ids.map((id) => state.dashboard.nativeFilters.find((f) => f.id === id)?.name ?? id).join(', ');
};

const sameExtraFormData = (a: ExtraFormData, b: ExtraFormData): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The chart's cross-filter wiring (Superset's setDataMask on an InteractiveChart): a click sets the
 * mask under the chart's id, a deselect clears it; off when json_metadata.cross_filters_enabled is false.
 */
function useCrossFilter(chartId: number) {
  const dispatch = useDashboardDispatch();
  const enabled = useDashboardSelector((s) => s.dashboard.metadata.cross_filters_enabled !== false);
  const filterState = useDashboardSelector((s) => s.dashboard.dataMask[String(chartId)]?.filterState);
  const onCrossFilter = useCallback(
    (mask: DataMask | null) => {
      const id = String(chartId);
      if (mask === null || (mask.extraFormData?.filters ?? []).length === 0)
        dispatch(dashboardActions.clearDataMask(id));
      else dispatch(dashboardActions.updateDataMask({ id, dataMask: mask }));
    },
    [chartId, dispatch],
  );
  return enabled ? { filterState: filterState ?? NO_SELECTION, onCrossFilter } : {};
}

/** The drawn chart: the chart host fed by the dashboard's batching transport. */
function ChartBody({ chart, formData, width, height, onStatus, onAnswer, onContextMenu }: ChartBodyProps) {
  const dispatch = useDashboardDispatch();
  const { transport } = useDashboardServices();
  const refresh = useDashboardSelector((s) => s.dashboard.chartRefresh[chart.id] ?? 0);
  const dataset = useDashboardSelector((s) => selectDatasetOf(s, chart.id));
  const datasetsStatus = useDashboardSelector((s) => s.dashboard.datasetsStatus);
  const pluginsReady = useDashboardSelector((s) => s.dashboard.pluginsReady);
  const plugin = useChartPlugin(chart.viz_type);
  const crossFilter = useCrossFilter(chart.id);
  const isFilterBox = chart.viz_type === FILTER_BOX_VIZ_TYPE;
  const filterBox = useFilterBoxMask(chart.id, isFilterBox);
  const interaction = isFilterBox ? filterBox : crossFilter;

  // A new source per forced refresh: the host fetches again, the first fetch skipping the server cache.
  const source = useMemo<ChartDataSource>(() => {
    let force = refresh > 0;
    return {
      peek: force ? undefined : transport.peek,
      fetch: async (qc, { signal }) => {
        // A new query (a filter applied, a refresh) shows as loading until the chart draws its answer.
        // An answer the transport already holds (another chart asked the same query) is drawn from it
        // at once, before this fetch settles, and would never report drawn again: it stays as drawn.
        const forced = force;
        force = false;
        if (forced || transport.peek(qc) === undefined) onStatus('loading');
        try {
          const result = await transport.fetch({ qc, sliceId: chart.id, force: forced, signal });
          const first = result[0];
          onAnswer({
            isCached: first?.is_cached ?? false,
            cachedAt: first?.cached_dttm ?? null,
            fetchedAt: Date.now(),
            appliedFilters: first?.applied_filters ?? [],
            rejectedFilters: first?.rejected_filters ?? [],
          });
          if (failedResult(result)) onStatus('error');
          else if (emptyResult(result)) onStatus('rendered');
          return result;
        } catch (error) {
          if (!signal.aborted) onStatus('error');
          throw error;
        } finally {
          if (!signal.aborted) dispatch(dashboardActions.chartSettled(chart.id));
        }
      },
    };
  }, [refresh, transport, chart.id, onAnswer, onStatus, dispatch]);

  const full = useMemo(
    () => (plugin.status === 'ready' ? withControlDefaults(plugin.plugin.controlPanel, formData) : formData),
    [plugin, formData],
  );
  const onRendered = useCallback(() => onStatus('rendered'), [onStatus]);
  const onRenderFailed = useCallback(() => onStatus('error'), [onStatus]);
  const unavailable = plugin.status === 'unsupported' || plugin.status === 'failed';
  useEffect(() => {
    if (unavailable) onStatus('error');
  }, [unavailable, onStatus]);
  if (unavailable) {
    return <ChartHost formData={formData} width={width} height={height} queriesData={[]} />;
  }
  // The datasets answer carries every chart's verbose names: wait for it rather than fetch them per chart.
  if (plugin.status === 'loading' || !pluginsReady || datasetsStatus === 'loading') return null;
  const meta = chartDatasourceMeta(dataset);
  return (
    <ChartDataSourceContext value={source}>
      <ChartHost
        formData={full}
        width={width}
        height={height}
        onRendered={onRendered}
        onRenderFailed={onRenderFailed}
        {...interaction}
        {...(meta !== undefined && { datasource: meta })}
        {...(onContextMenu !== undefined && !isFilterBox && { onContextMenu })}
      />
    </ChartDataSourceContext>
  );
}

/** A CHART component: header, menu and the chart, mounted once it nears the viewport in an open tab. */
export function ChartSlot({ componentId, chartId, width, height, open, nameOverride }: ChartSlotProps) {
  const t = useT();
  const chart = useDashboardSelector((s) => s.dashboard.charts[chartId]);
  // Only the colour keys: saving the bar's orientation or the filters does not redraw the charts.
  const metadata = useDashboardSelector(selectDashboardColors);
  // Compared by value: a chart whose merged mask did not change keeps its form data and never re-queries.
  const extraFormData = useDashboardSelector((s) => extraFormDataOf(s, chartId), sameExtraFormData);
  const highlighted = useDashboardSelector((s) => selectHighlightedCharts(s).has(chartId));
  const blockedBy = useDashboardSelector((s) => blockingFilterNames(s, chartId));
  const focused = useDashboardSelector((s) => s.dashboard.focusedChart === chartId);
  const expanded = useDashboardSelector((s) => s.dashboard.expandedSlices[chartId] === true);
  const ref = useRef<HTMLDivElement>(null);
  const seen = useSeenNearViewport(ref, open);
  const printed = usePrintMode();
  const dispatch = useDashboardDispatch();
  useNearViewportChanges(ref, open, (inView) => dispatch(dashboardActions.chartViewportChanged({ chartId, inView })));
  const [status, setStatus] = useState<ChartSlotStatus>('loading');
  const [answer, setAnswer] = useState<ChartAnswerInfo | null>(null);
  const [drill, setDrill] = useState<{ request: DrillRequest; key: number } | null>(null);
  const canDrill = useDashboardSelector((s) => s.dashboard.permissions.explore);
  const dataset = useDashboardSelector((s) => selectDatasetOf(s, chartId));
  const crossFilter = useCrossFilter(chartId);
  const openDrill = useCallback(
    (request: DrillRequest) => setDrill((current) => ({ request, key: (current?.key ?? 0) + 1 })),
    [],
  );
  const onContextMenu = useCallback((event: ChartContextMenuEvent) => openDrill({ kind: 'menu', event }), [openDrill]);
  const { ref: bodyRef, width: bodyWidth, height: bodyHeight } = useElementSize();
  // The one merge point of filters: saved form data + the extra_form_data of the masks in scope (core).
  const formData = useMemo(
    () => (chart === undefined ? null : chartFormDataOnDashboard(chart, metadata, extraFormData)),
    [chart, metadata, extraFormData],
  );
  // A required filter without a value holds the chart back: it waits instead of querying '1 = 0'.
  const active = seen && chart !== undefined && blockedBy === null;
  const shownStatus: ChartSlotStatus = chart === undefined ? 'error' : active ? status : 'idle';
  // A slot in a tab never opened yet is an empty box of its size: its header and menu (hidden
  // anyway) are built when the tab first opens, so the page's first render builds one tab's worth.
  const [everOpen, setEverOpen] = useState(open);
  if (open && !everOpen) setEverOpen(true);

  // An export lets a slot grow past its layout height so a table prints all its rows. The chart
  // is then given the layout's height, not the measured one: a measured height that the chart's
  // own growth feeds would never settle, and the renderer waits for settled charts.
  const box: CSSProperties = focused
    ? { position: 'fixed', inset: 0, zIndex: 300, background: 'var(--mantine-color-body)' }
    : printed
      ? { width, minHeight: height, flex: 'none' }
      : { width, height, flex: 'none' };
  const slotBodyHeight = height - HEADER_HEIGHT - 2 * PADDING;
  const chartHeight = printed ? slotBodyHeight : Math.floor(bodyHeight);
  if (!everOpen && chart !== undefined) {
    return (
      <Box
        ref={ref}
        id={componentId}
        data-testid={`dashboard-chart-${chartId}`}
        data-chart-status={shownStatus}
        className="dashboard-component-chart-holder"
        style={box}
      />
    );
  }
  return (
    <Box
      ref={ref}
      id={componentId}
      data-testid={`dashboard-chart-${chartId}`}
      data-chart-status={shownStatus}
      data-filter-highlight={highlighted || undefined}
      className="dashboard-component-chart-holder"
      p={PADDING}
      style={{
        ...box,
        display: 'flex',
        flexDirection: 'column',
        border: highlighted
          ? '1px solid var(--mantine-primary-color-filled)'
          : '1px solid var(--mantine-color-default-border)',
        boxShadow: highlighted ? '0 0 0 2px var(--mantine-primary-color-light)' : undefined,
        borderRadius: 4,
      }}
    >
      {chart === undefined || formData === null ? (
        <ChartMessage
          width="100%"
          height={height - 2 * PADDING}
          kind="error"
          title={t('This chart has been deleted or you lack access')}
        />
      ) : (
        <>
          <ChartSlotHeader
            chart={chart}
            formData={formData}
            name={nameOverride || chart.slice_name}
            answer={answer}
            focused={focused}
            onDrillToDetail={() => openDrill({ kind: 'detail', filters: [] })}
          />
          {expanded && chart.description !== null && chart.description !== '' && (
            <Text size="sm" c="dimmed" pb={4} data-testid="chart-description">
              {chart.description}
            </Text>
          )}
          <div
            ref={bodyRef}
            style={
              printed ? { flex: 'none', minHeight: slotBodyHeight } : { flex: 1, minHeight: 0, height: slotBodyHeight }
            }
          >
            {blockedBy !== null && (
              <ChartMessage
                width="100%"
                height={height - HEADER_HEIGHT - 2 * PADDING}
                kind="empty"
                title={t('Waiting on filters')}
                detail={t('Select a value in the filter bar: %s', blockedBy)}
              />
            )}
            {active && bodyWidth > 0 && chartHeight > 0 && (
              <ChartBody
                chart={chart}
                formData={formData}
                width={Math.floor(bodyWidth)}
                height={chartHeight}
                onStatus={setStatus}
                onAnswer={setAnswer}
                {...((canDrill || crossFilter.onCrossFilter !== undefined) && { onContextMenu })}
              />
            )}
          </div>
          {drill !== null && (
            <Suspense fallback={null}>
              <ChartDrillLayer
                key={drill.key}
                name={nameOverride || chart.slice_name}
                formData={formData}
                dataset={dataset}
                request={drill.request}
                canDrill={canDrill}
                crossFilter={
                  crossFilter.onCrossFilter === undefined
                    ? null
                    : {
                        onCrossFilter: crossFilter.onCrossFilter,
                        selectedValues: crossFilter.filterState?.selectedValues ?? [],
                      }
                }
                onClose={() => setDrill(null)}
              />
            </Suspense>
          )}
        </>
      )}
    </Box>
  );
}
