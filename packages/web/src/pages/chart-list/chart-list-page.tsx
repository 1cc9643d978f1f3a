import { Anchor, Button, Text } from '@mantine/core';
import { encodeRison, type ChartListItem, type DatasetListItem } from '@tessera/core';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { api } from '../../api/client';
import type { ListResponse } from '../../api/resources';
import { dashboardPath, ROUTES } from '../../routing/paths';
import { chartMetadata, registeredChartMetadata } from '../../charts/registry';
import {
  certificationOf,
  certifiedFilter,
  favoriteFilter,
  ItemTitle,
  ListView,
  modifiedColumn,
  NEWEST_FIRST,
  ownersColumn,
  ownersFilter,
  type ListViewConfig,
} from '../../features/lists/list-view';
import { useT } from '../../i18n';

/** The chart type's display name; an unregistered type (e.g. imported from Superset) shows its key. */
export const vizTypeName = (vizType: string): string => chartMetadata(vizType)?.name ?? vizType;

/** Every registered chart type by name, as Superset's chart list offers them. */
const vizTypeChoices = () =>
  registeredChartMetadata()
    .map(({ vizType, metadata }) => ({ label: metadata.name, value: vizType }))
    .sort((a, b) => a.label.localeCompare(b.label));

export const chartUrl = (chart: ChartListItem): string => chart.url ?? `/explore/?slice_id=${chart.id}`;

/** Datasets as filter choices (there is no `related/datasource`). */
const loadDatasets = async (signal: AbortSignal) => {
  const q = encodeURIComponent(
    encodeRison({ columns: ['id', 'table_name'], order_column: 'table_name', order_direction: 'asc', page_size: 100 }),
  );
  const answer = await api.get<ListResponse<Pick<DatasetListItem, 'id' | 'table_name'>>>(
    `/api/v1/dataset/?q=${q}`,
    signal,
  );
  return answer.result.map((row) => ({ label: row.table_name, value: row.id }));
};

const dashboardsCell = (chart: ChartListItem): ReactNode =>
  (chart.dashboards ?? []).map((dashboard, index) => (
    <Text key={dashboard.id} span size="sm">
      {index > 0 ? ', ' : ''}
      <Anchor component={Link} to={dashboardPath(dashboard)} size="sm">
        {dashboard.dashboard_title}
      </Anchor>
    </Text>
  ));

/** `/chart/list/`: every chart the user can see. */
export function ChartListPage(): ReactNode {
  const t = useT();
  const config = useMemo(
    (): ListViewConfig<ChartListItem> => ({
      resource: 'chart',
      singular: t('chart'),
      plural: t('charts'),
      title: t('Charts'),
      defaults: NEWEST_FIRST,
      columns: [
        {
          id: 'name',
          header: t('Name'),
          sortKey: 'slice_name',
          render: (chart) => (
            <ItemTitle name={chart.slice_name} url={chartUrl(chart)} certification={certificationOf(chart)} />
          ),
        },
        { id: 'type', header: t('Type'), sortKey: 'viz_type', render: (chart) => vizTypeName(chart.viz_type) },
        {
          id: 'dataset',
          header: t('Dataset'),
          sortKey: 'datasource_name',
          render: (chart) =>
            chart.datasource_url ? (
              <Anchor component={Link} to={chart.datasource_url} size="sm">
                {chart.datasource_name_text ?? ''}
              </Anchor>
            ) : (
              (chart.datasource_name_text ?? '')
            ),
        },
        { id: 'dashboards', header: t('On dashboards'), render: dashboardsCell },
        { id: 'changed_by', header: t('Modified by'), render: (chart) => chart.changed_by_name ?? '' },
        modifiedColumn(t),
        ownersColumn(t),
      ],
      filters: [
        { kind: 'search', id: 'search', col: 'slice_name', label: t('Search') },
        ownersFilter(t),
        {
          kind: 'select',
          id: 'type',
          col: 'viz_type',
          opr: 'eq',
          label: t('Type'),
          source: { kind: 'static', choices: vizTypeChoices() },
        },
        {
          kind: 'select',
          id: 'dataset',
          col: 'datasource_id',
          opr: 'eq',
          label: t('Dataset'),
          source: { kind: 'custom', key: 'datasets', load: loadDatasets },
        },
        favoriteFilter(t, 'chart_is_favorite'),
        certifiedFilter(t, 'chart_is_certified'),
      ],
      card: { title: (chart) => chart.slice_name, url: chartUrl, subtitle: (chart) => vizTypeName(chart.viz_type) },
      itemName: (chart) => chart.slice_name,
      modified: (chart) => chart.changed_on_delta_humanized,
      owners: (chart) => chart.owners,
      certification: certificationOf,
      favorites: true,
      editUrl: chartUrl,
      exportable: true,
      importable: true,
      writeActions: (
        <Button component={Link} to={ROUTES.chartAdd} data-testid="chart-add">
          {t('+ Chart')}
        </Button>
      ),
    }),
    [t],
  );
  return <ListView config={config} />;
}
