import { Paper, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useCurrentUser } from '../../session/current-user';
import { useT } from '../../i18n';
import { HomeItemList } from './home-item-list';
import { homeKeys } from './query-keys';
import { fetchChartsAndDashboards, fetchRecentlyViewed } from './welcome-api';

type RecentTab = 'viewed' | 'edited' | 'created';

/** Superset's home "Recents": what the user viewed, edited and created, one query per opened tab. */
export function RecentsSection(): ReactNode {
  const t = useT();
  const user = useCurrentUser();
  const [tab, setTab] = useState<RecentTab>('viewed');
  const viewed = useQuery({
    queryKey: homeKeys.recentlyViewed,
    queryFn: ({ signal }) => fetchRecentlyViewed(signal),
    enabled: tab === 'viewed',
  });
  const edited = useQuery({
    queryKey: homeKeys.recentlyEdited(user.id),
    queryFn: ({ signal }) => fetchChartsAndDashboards('changed_by', user.id, signal),
    enabled: tab === 'edited',
  });
  const created = useQuery({
    queryKey: homeKeys.recentlyCreated(user.id),
    queryFn: ({ signal }) => fetchChartsAndDashboards('created_by', user.id, signal),
    enabled: tab === 'created',
  });
  const errorText = (message: string): string => `${t('There was an error fetching your recent activity:')} ${message}`;

  return (
    <Paper withBorder p="md" radius="md" data-testid="home-recents">
      <Title order={3} size="h4" mb="sm">
        {t('Recents')}
      </Title>
      <Tabs value={tab} onChange={(value) => setTab((value as RecentTab | null) ?? 'viewed')} keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="viewed">{t('Viewed')}</Tabs.Tab>
          <Tabs.Tab value="edited">{t('Edited')}</Tabs.Tab>
          <Tabs.Tab value="created">{t('Created')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="viewed">
          <HomeItemList
            query={viewed}
            testId="recent-viewed"
            emptyText={t('Recently viewed charts and dashboards will appear here')}
            timeLabel={(when) => t('Viewed %s', when)}
            errorText={errorText}
          />
        </Tabs.Panel>
        <Tabs.Panel value="edited">
          <HomeItemList
            query={edited}
            testId="recent-edited"
            emptyText={t('Recently edited charts and dashboards will appear here')}
            timeLabel={(when) => t('Modified %s', when)}
            errorText={errorText}
          />
        </Tabs.Panel>
        <Tabs.Panel value="created">
          <HomeItemList
            query={created}
            testId="recent-created"
            emptyText={t('Recently created charts and dashboards will appear here')}
            timeLabel={(when) => t('Modified %s', when)}
            errorText={errorText}
          />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
