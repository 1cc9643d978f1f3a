import { Badge, Button } from '@mantine/core';
import type { DashboardListItem } from '@tessera/core';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
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
import { dashboardPath, ROUTES } from '../../routing/paths';
import { useT } from '../../i18n';

const dashboardUrl = (dashboard: DashboardListItem): string => dashboardPath(dashboard);

/** `/dashboard/list/`: dashboards over Superset's `GET /api/v1/dashboard/` contract. */
export function DashboardListPage(): ReactNode {
  const t = useT();
  const config = useMemo((): ListViewConfig<DashboardListItem> => {
    const status = (dashboard: DashboardListItem): ReactNode => (
      <Badge size="sm" variant="light" color={dashboard.published === true ? 'green' : 'gray'}>
        {dashboard.published === true ? t('Published') : t('Draft')}
      </Badge>
    );
    return {
      resource: 'dashboard',
      singular: t('dashboard'),
      plural: t('dashboards'),
      title: t('Dashboards'),
      defaults: NEWEST_FIRST,
      columns: [
        {
          id: 'title',
          header: t('Title'),
          sortKey: 'dashboard_title',
          render: (dashboard) => (
            <ItemTitle
              name={dashboard.dashboard_title}
              url={dashboardUrl(dashboard)}
              certification={certificationOf(dashboard)}
            />
          ),
        },
        { id: 'status', header: t('Status'), sortKey: 'published', render: status },
        ownersColumn(t),
        { id: 'changed_by', header: t('Modified by'), render: (dashboard) => dashboard.changed_by_name ?? '' },
        modifiedColumn(t),
      ],
      filters: [
        { kind: 'search', id: 'search', col: 'dashboard_title', label: t('Search') },
        ownersFilter(t),
        {
          kind: 'select',
          id: 'status',
          col: 'published',
          opr: 'eq',
          label: t('Status'),
          source: {
            kind: 'static',
            choices: [
              { label: t('Published'), value: true },
              { label: t('Draft'), value: false },
            ],
          },
        },
        favoriteFilter(t, 'dashboard_is_favorite'),
        certifiedFilter(t, 'dashboard_is_certified'),
      ],
      card: { title: (dashboard) => dashboard.dashboard_title, url: dashboardUrl, subtitle: status },
      itemName: (dashboard) => dashboard.dashboard_title,
      modified: (dashboard) => dashboard.changed_on_delta_humanized,
      owners: (dashboard) => dashboard.owners,
      certification: certificationOf,
      favorites: true,
      exportable: true,
      importable: true,
      writeActions: (
        <Button component={Link} to={ROUTES.dashboardNew} data-testid="dashboard-add">
          {t('+ Dashboard')}
        </Button>
      ),
    };
  }, [t]);
  return <ListView config={config} />;
}
