import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/client';
import { localizeHumanizedTime, useT } from '../../i18n';
import { LoadingState } from '../../ui/query-state';
import type { HomeItem } from './welcome-api';

export interface HomeItemListProps {
  query: UseQueryResult<HomeItem[]>;
  /** Already translated; shown when the list is empty. */
  emptyText: string;
  /** Already translated; the item's time is appended (e.g. "Viewed %s"). */
  timeLabel: (when: string) => string;
  /** Already translated; the text before the server's message. */
  errorText: (message: string) => string;
  testId: string;
}

function HomeItemCard({ item, timeLabel }: { item: HomeItem; timeLabel: (when: string) => string }): ReactNode {
  const t = useT();
  return (
    <Paper withBorder p="sm" radius="md" data-testid="home-item">
      <Group justify="space-between" wrap="nowrap" gap="xs" mb={4}>
        <Anchor component={Link} to={item.url} fw={500} size="sm" lineClamp={1}>
          {item.title}
        </Anchor>
        <Badge size="xs" variant="light" color={item.type === 'dashboard' ? 'blue' : 'teal'}>
          {item.type === 'dashboard' ? t('Dashboard') : t('Chart')}
        </Badge>
      </Group>
      {item.when !== '' && (
        <Text size="xs" c="dimmed">
          {timeLabel(localizeHumanizedTime(item.when))}
        </Text>
      )}
    </Paper>
  );
}

/** A query's items as linked cards, with its loading, error and empty states. */
export function HomeItemList({ query, emptyText, timeLabel, errorText, testId }: HomeItemListProps): ReactNode {
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    return (
      <Alert color="red" variant="light" data-testid="error-state">
        <Text size="sm">{errorText(errorMessage(query.error))}</Text>
      </Alert>
    );
  }
  if (query.data.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid={`${testId}-empty`}>
        {emptyText}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" data-testid={testId}>
      {query.data.map((item) => (
        <HomeItemCard key={item.key} item={item} timeLabel={timeLabel} />
      ))}
    </SimpleGrid>
  );
}
