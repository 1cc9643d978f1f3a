import { Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { HomeItemList } from './home-item-list';
import { homeKeys } from './query-keys';
import { fetchExampleDashboards } from './welcome-api';

/**
 * The example dashboards `load-examples` adds, for a newcomer whose home would otherwise be empty
 * (Superset's home shows its examples the same way). Nothing shows when none is readable.
 */
export function ExamplesSection(): ReactNode {
  const t = useT();
  const query = useQuery({
    queryKey: homeKeys.exampleDashboards,
    queryFn: ({ signal }) => fetchExampleDashboards(signal),
  });
  if (query.isSuccess && query.data.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" data-testid="home-examples">
      <Title order={3} size="h4">
        {t('Examples')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('Dashboards over the example data, to explore and copy')}
      </Text>
      <HomeItemList
        query={query}
        testId="home-example-items"
        emptyText=""
        timeLabel={(when) => t('Modified %s', when)}
        errorText={(message) => t('An error occurred while fetching %ss: %s', t('dashboard'), message)}
      />
    </Paper>
  );
}
