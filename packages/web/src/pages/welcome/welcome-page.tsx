import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { queryKeys } from '../../api/query-keys';
import { datasetApi } from '../../api/resources';
import { displayName, useCurrentUser } from '../../app/auth/current-user';
import { ROUTES } from '../../app/paths';
import { DatasetTable } from '../../features/lists/dataset-table';
import { useT, useTn } from '../../i18n';
import { PageHeader } from '../../ui/page-header';
import { ErrorState, LoadingState } from '../../ui/query-state';

const PAGE_SIZE = 25;

/** Home: a greeting and the datasets the user can see. */
export function WelcomePage() {
  const t = useT();
  const tn = useTn();
  const user = useCurrentUser();
  const datasets = useQuery({
    queryKey: queryKeys.datasetPage(0, PAGE_SIZE),
    queryFn: ({ signal }) => datasetApi.page({ page: 0, page_size: PAGE_SIZE }, signal),
  });

  return (
    <Stack gap="lg">
      <PageHeader title={t('Welcome, %s', displayName(user))} />
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" mb="sm">
          <Title order={3} size="h4">
            {t('Datasets')}
          </Title>
          {datasets.data !== undefined && (
            <Group gap="md">
              <Text size="sm" c="dimmed" data-testid="dataset-count">
                {tn('%s dataset', '%s datasets', datasets.data.count, datasets.data.count)}
              </Text>
              <Anchor component={Link} to={ROUTES.datasets} size="sm">
                {t('View all')}
              </Anchor>
            </Group>
          )}
        </Group>
        {datasets.isPending && <LoadingState />}
        {datasets.isError && <ErrorState error={datasets.error} resource={t('dataset')} />}
        {datasets.data !== undefined && (
          <DatasetTable
            datasets={datasets.data.result}
            columns={['name', 'database', 'description', 'rows', 'modified']}
            emptyText={t('No datasets yet.')}
          />
        )}
      </Paper>
    </Stack>
  );
}
