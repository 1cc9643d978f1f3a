import { ActionIcon, Group, Menu, Text, Tooltip } from '@mantine/core';
import { notifications } from '../../../ui/notifications';
import type { DashboardChart, FormData, QueryContextInput } from '@tessera/core';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/client';
import { downloadChartData, saveFile } from '../../../api/download';
import { chartDatasourceMeta } from '../../../charts/datasource-meta';
import { loadChartPlugin } from '../../../charts/registry';
import { timeAgo, useT } from '../../../i18n';
import { exploreApi } from '../../explore/explore-api';
import { ChartFilterIndicator, type ChartFilterReport } from '../native-filters/indicators/chart-filter-indicator';
import { downloadChartImage } from '../download/dashboard-download';
import { dashboardActions } from '../state/dashboard-slice';
import { useDashboardDispatch, useDashboardSelector } from '../state/store';
import { selectDatasetOf } from '../state/selectors';
import { dashboardChrome } from '../state/url-params';
import { copyLink } from './copy-link';

const ViewQueryModal = lazy(() =>
  import('../../explore/components/menu/view-query-modal').then((m) => ({ default: m.ViewQueryModal })),
);
const ChartRowsModal = lazy(() => import('../drill/chart-rows-modal').then((m) => ({ default: m.ChartRowsModal })));

/** When the last answer was computed, for the chart menu's 'Cached …' / 'Fetched …' line. */
export interface ChartAnswerInfo extends ChartFilterReport {
  isCached: boolean;
  cachedAt: string | null;
  fetchedAt: number;
}

export interface ChartSlotHeaderProps {
  chart: DashboardChart;
  formData: FormData;
  name: string;
  answer: ChartAnswerInfo | null;
  focused: boolean;
  /** Opens Superset's DrillDetailModal on the chart's rows (paged from /datasource/samples). */
  onDrillToDetail: () => void;
}

/** When the shown answer was computed: its cache time, else when it was fetched. */
const answeredAt = (answer: ChartAnswerInfo): number => {
  const at = answer.cachedAt === null ? answer.fetchedAt : Date.parse(`${answer.cachedAt.replace(/Z?$/, '')}Z`);
  return Number.isNaN(at) ? answer.fetchedAt : at;
};

/** The chart's title bar and its menu (Superset's SliceHeader and SliceHeaderControls). */
export function ChartSlotHeader({ chart, formData, name, answer, focused, onDrillToDetail }: ChartSlotHeaderProps) {
  const t = useT();
  const dispatch = useDashboardDispatch();
  const [, setParams] = useSearchParams();
  const permissions = useDashboardSelector((s) => s.dashboard.permissions);
  const dashboardId = useDashboardSelector((s) => s.dashboard.info.id);
  const urlParams = useDashboardSelector((s) => s.dashboard.urlParams);
  const [viewQuery, setViewQuery] = useState<QueryContextInput | null>(null);
  const [rows, setRows] = useState<QueryContextInput | null>(null);
  const dataset = useDashboardSelector((s) => selectDatasetOf(s, chart.id));
  const controls = dashboardChrome(urlParams).chartControls;

  const fail = (error: unknown) => notifications.show({ color: 'red', message: errorMessage(error) });
  const queryContext = async (): Promise<QueryContextInput> => {
    const plugin = await loadChartPlugin(formData.viz_type);
    if (plugin === null) throw new Error(t('This visualization type is not supported.'));
    return plugin.buildQuery(formData);
  };
  const focus = (on: boolean) => {
    dispatch(dashboardActions.focusedChartSet(on ? chart.id : null));
    setParams(
      (params) => {
        if (on) params.set('focused_chart', String(chart.id));
        else params.delete('focused_chart');
        return params;
      },
      { replace: true },
    );
  };
  const download = async (format: 'csv' | 'xlsx') => {
    const { blob, name: file } = await downloadChartData(await queryContext(), format, name);
    saveFile(blob, file);
  };
  // Drawn by the server's renderer (the one reports and 'Export to PDF' use), with a progress toast.
  const downloadImage = async () => {
    const id = notifications.show({
      loading: true,
      autoClose: false,
      withCloseButton: false,
      message: t('Downloading'),
    });
    try {
      const file = await downloadChartImage(chart.id, formData, name);
      saveFile(file.blob, file.name);
      notifications.hide(id);
    } catch (error) {
      notifications.update({ id, loading: false, autoClose: 6000, color: 'red', message: errorMessage(error) });
    }
  };
  const sharePermalink = async () => {
    const { url } = await exploreApi.permalink(formData, []);
    await copyLink(url, t);
  };
  const cached =
    answer === null
      ? null
      : answer.isCached
        ? t('Cached %s', timeAgo(answeredAt(answer)))
        : t('Fetched %s', timeAgo(answeredAt(answer)));

  return (
    <Group justify="space-between" wrap="nowrap" h={32} gap={4} className="chart-header">
      <Text fw={600} size="sm" truncate="end" data-testid="chart-slot-title" title={name}>
        {name}
      </Text>
      <Group gap={4} wrap="nowrap" style={{ flex: 'none' }}>
        <ChartFilterIndicator chartId={chart.id} report={answer} />
        {controls && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t('More Options')} data-testid="chart-slot-menu">
                ⋮
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Tooltip label={cached ?? ''} disabled={cached === null} position="left">
                <Menu.Item
                  onClick={() => dispatch(dashboardActions.chartsRefreshed({ chartIds: [chart.id], dashboard: false }))}
                >
                  {t('Force refresh')}
                  {cached !== null && (
                    <Text size="xs" c="dimmed" data-testid="chart-cached-at">
                      {cached}
                    </Text>
                  )}
                </Menu.Item>
              </Tooltip>
              <Menu.Item onClick={() => focus(!focused)}>
                {focused ? t('Exit fullscreen') : t('Enter fullscreen')}
              </Menu.Item>
              {chart.description !== null && chart.description !== '' && (
                <Menu.Item onClick={() => dispatch(dashboardActions.descriptionToggled(chart.id))}>
                  {t('Toggle chart description')}
                </Menu.Item>
              )}
              {permissions.explore && (
                <>
                  <Menu.Item onClick={() => void queryContext().then(setViewQuery, fail)}>{t('View query')}</Menu.Item>
                  <Menu.Item onClick={() => void queryContext().then(setRows, fail)}>{t('View as table')}</Menu.Item>
                  <Menu.Item onClick={onDrillToDetail}>{t('Drill to detail')}</Menu.Item>
                </>
              )}
              {permissions.slice && (
                <Menu.Item component="a" href={`/explore/?slice_id=${chart.id}&dashboard_id=${dashboardId}`}>
                  {t('Edit chart')}
                </Menu.Item>
              )}
              <Menu.Divider />
              {permissions.csv && (
                <>
                  <Menu.Item onClick={() => void download('csv').catch(fail)}>{t('Export to .CSV')}</Menu.Item>
                  <Menu.Item onClick={() => void download('xlsx').catch(fail)}>{t('Export to Excel')}</Menu.Item>
                </>
              )}
              <Menu.Item onClick={() => void downloadImage()} data-testid="chart-download-image">
                {t('Download as image')}
              </Menu.Item>
              {permissions.share_chart && (
                <Menu.Item onClick={() => void sharePermalink().catch(fail)}>
                  {t('Copy permalink to clipboard')}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      <Suspense fallback={null}>
        {viewQuery !== null && (
          <ViewQueryModal
            qc={viewQuery}
            backend={null}
            canSqlLab={false}
            onViewInSqlLab={() => undefined}
            onClose={() => setViewQuery(null)}
          />
        )}
        {rows !== null && (
          <ChartRowsModal
            title={name}
            qc={rows}
            formData={formData}
            datasource={chartDatasourceMeta(dataset)}
            datasetColumns={dataset?.column_names ?? []}
            onClose={() => setRows(null)}
          />
        )}
      </Suspense>
    </Group>
  );
}
