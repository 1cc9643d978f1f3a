import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { queryKeys } from '../../api/query-keys';
import { datasetApi } from '../../api/resources';
import { DatasetTable } from '../../features/lists/dataset-table';
import { useT } from '../../i18n';
import { PageHeader } from '../../ui/page-header';
import { ErrorState, LoadingState } from '../../ui/query-state';
import { filterDatasets } from './filter-datasets';

/** Datasets list with a search box over the loaded rows. */
export function DatasetListPage() {
  const t = useT();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const datasets = useQuery({ queryKey: queryKeys.datasetsAll, queryFn: ({ signal }) => datasetApi.all(signal) });
  const shown = useMemo(
    () => filterDatasets(datasets.data?.result ?? [], deferredSearch),
    [datasets.data, deferredSearch],
  );

  return (
    <Stack gap="md">
      <PageHeader title={t('Datasets')} />
      <Group justify="space-between" align="flex-end">
        <TextInput
          placeholder={t('Search')}
          aria-label={t('Search datasets')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={320}
          data-testid="dataset-search"
        />
        {datasets.data !== undefined && (
          <Text size="sm" c="dimmed" data-testid="dataset-count">
            {t('%s of %s', shown.length, datasets.data.count)}
          </Text>
        )}
      </Group>
      {datasets.isPending && <LoadingState />}
      {datasets.isError && <ErrorState error={datasets.error} resource={t('dataset')} />}
      {datasets.data !== undefined && (
        <DatasetTable
          datasets={shown}
          columns={['name', 'database', 'schema', 'rows', 'modified']}
          emptyText={search.trim() === '' ? t('No datasets yet.') : t('No datasets match your search.')}
        />
      )}
    </Stack>
  );
}
