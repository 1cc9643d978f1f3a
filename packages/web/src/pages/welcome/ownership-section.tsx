import { Anchor, Group, Paper, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../session/current-user';
import { ROUTES } from '../../routing/paths';
import { useT } from '../../i18n';
import { HomeItemList } from './home-item-list';
import { homeKeys } from './query-keys';
import {
  RECENT_PAGE_SIZE,
  favoriteOrMineFilters,
  fetchCharts,
  fetchDashboards,
  type HomeItemType,
  type OwnershipTab,
} from './welcome-api';

export interface OwnershipSectionProps {
  type: HomeItemType;
}

/** Superset's home Dashboards and Charts sections: the user's favourites and the items they own. */
export function OwnershipSection({ type }: OwnershipSectionProps): ReactNode {
  const t = useT();
  const user = useCurrentUser();
  const [tab, setTab] = useState<OwnershipTab>('favorite');
  const query = useQuery({
    queryKey: homeKeys.ownership(type, tab, user.id),
    queryFn: ({ signal }) => {
      const filters = favoriteOrMineFilters(type, tab, user.id);
      return type === 'slice'
        ? fetchCharts(filters, RECENT_PAGE_SIZE, signal)
        : fetchDashboards(filters, RECENT_PAGE_SIZE, signal);
    },
  });
  const isChart = type === 'slice';
  const resource = isChart ? t('chart') : t('dashboard');
  const emptyText =
    tab === 'favorite'
      ? isChart
        ? t("You don't have any favorite charts yet!")
        : t("You don't have any favorite dashboards yet!")
      : isChart
        ? t('No charts yet')
        : t('No dashboards yet');

  return (
    <Paper withBorder p="md" radius="md" data-testid={isChart ? 'home-charts' : 'home-dashboards'}>
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          {isChart ? t('Charts') : t('Dashboards')}
        </Title>
        <Anchor component={Link} to={isChart ? ROUTES.charts : ROUTES.dashboards} size="sm">
          {t('View all')}
        </Anchor>
      </Group>
      <Tabs value={tab} onChange={(value) => setTab((value as OwnershipTab | null) ?? 'favorite')}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="favorite">{t('Favorite')}</Tabs.Tab>
          <Tabs.Tab value="mine">{t('Mine')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <HomeItemList
        query={query}
        testId={isChart ? 'home-chart-items' : 'home-dashboard-items'}
        emptyText={emptyText}
        timeLabel={(when) => t('Modified %s', when)}
        errorText={(message) => t('An error occurred while fetching %ss: %s', resource, message)}
      />
    </Paper>
  );
}
