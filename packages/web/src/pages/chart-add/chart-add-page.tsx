import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DatasetListItem } from '@tessera/core';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { api } from '../../api/client';
import type { ListResponse } from '../../api/resources';
import { useHasPermission } from '../../session/current-user';
import { ROUTES } from '../../routing/paths';
import { allVizTypes } from '../../features/explore/components/viz-type-picker/viz-type-catalog';
import { VizTypeDetail } from '../../features/explore/components/viz-type-picker/viz-type-detail';
import { createVizTypeSearch } from '../../features/explore/components/viz-type-picker/viz-type-search';
import { VizTypeTile } from '../../features/explore/components/viz-type-picker/viz-type-tile';
import { useT } from '../../i18n';
import { PageHeader } from '../../ui/page-header';
import { datasetChoice, datasetSearchPath, newChartUrl, type DatasetChoice } from './chart-add-state';

function StepTitle({ step, title }: { step: number; title: string }): ReactNode {
  return (
    <Title order={4}>
      {step}. {title}
    </Title>
  );
}

/** `/chart/add`: Superset's new-chart page, a dataset (searchable) and a chart type, then explore. */
export function ChartAddPage(): ReactNode {
  const t = useT();
  const navigate = useNavigate();
  const canWrite = useHasPermission('can_write', 'Chart');
  const canAddDataset = useHasPermission('can_write', 'Dataset');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [dataset, setDataset] = useState<DatasetChoice | null>(null);
  const [vizType, setVizType] = useState<string | null>(null);
  const [typeQuery, setTypeQuery] = useState('');
  const entries = useMemo(() => allVizTypes(), []);
  const searchTypes = useMemo(() => createVizTypeSearch(entries), [entries]);
  const datasets = useQuery({
    queryKey: ['chart-add', 'datasets', debounced],
    queryFn: ({ signal }) => api.get<ListResponse<DatasetListItem>>(datasetSearchPath(debounced), signal),
    placeholderData: keepPreviousData,
  });
  const options = useMemo(() => {
    const found = (datasets.data?.result ?? []).map(datasetChoice);
    return dataset === null || found.some((o) => o.value === dataset.value) ? found : [dataset, ...found];
  }, [datasets.data, dataset]);
  const shownTypes = typeQuery.trim() === '' ? entries : searchTypes(typeQuery);
  const selectedEntry = entries.find((e) => e.vizType === vizType) ?? null;
  const target = newChartUrl(dataset === null ? null : Number(dataset.value), vizType);
  const open = () => target !== null && void navigate(target);

  if (!canWrite) {
    return (
      <Stack>
        <PageHeader title={t('Create a new chart')} />
        <Alert color="red" variant="light" role="alert" data-testid="chart-add-denied">
          {t('You do not have permission to create charts.')}
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack gap="md" data-testid="chart-add-page">
      <PageHeader
        title={t('Create a new chart')}
        actions={
          <Button disabled={target === null} onClick={open} data-testid="chart-add-create">
            {t('Create new chart')}
          </Button>
        }
      />
      <Paper withBorder p="md">
        <Stack gap="xs">
          <StepTitle step={1} title={t('Choose a dataset')} />
          <Group align="flex-end" gap="md">
            <Select
              aria-label={t('Dataset')}
              placeholder={t('Choose a dataset')}
              data={options}
              value={dataset?.value ?? null}
              onChange={(value) => setDataset(options.find((o) => o.value === value) ?? null)}
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              filter={({ options: all }) => all}
              nothingFoundMessage={datasets.isFetching ? t('Loading') : t('No datasets match your search')}
              renderOption={({ option }) => (
                <Stack gap={0}>
                  <Text size="sm">{option.label}</Text>
                  <Text size="xs" c="dimmed">
                    {options.find((o) => o.value === option.value)?.description}
                  </Text>
                </Stack>
              )}
              w={420}
              data-testid="chart-add-dataset"
            />
            {canAddDataset && (
              <Text size="sm" c="dimmed">
                {t('Instructions to add a dataset are available in the')}{' '}
                <Anchor component={Link} to={ROUTES.datasetAdd} size="sm">
                  {t('+ Dataset')}
                </Anchor>{' '}
                {t('page.')}
              </Text>
            )}
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Group justify="space-between">
            <StepTitle step={2} title={t('Choose chart type')} />
            <TextInput
              placeholder={t('Search all charts')}
              aria-label={t('Search all charts')}
              value={typeQuery}
              onChange={(event) => setTypeQuery(event.currentTarget.value)}
              w={280}
            />
          </Group>
          <ScrollArea.Autosize mah={360} type="auto">
            {shownTypes.length === 0 ? (
              <Text c="dimmed" size="sm" p="md">
                {t('No results found')}
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 3, sm: 5, md: 8 }} spacing="xs" role="group" aria-label={t('Chart types')}>
                {shownTypes.map((entry) => (
                  <VizTypeTile
                    key={entry.vizType}
                    entry={entry}
                    selected={entry.vizType === vizType}
                    onSelect={setVizType}
                    onChoose={(chosen) => {
                      setVizType(chosen);
                      const url = newChartUrl(dataset === null ? null : Number(dataset.value), chosen);
                      if (url !== null) void navigate(url);
                    }}
                  />
                ))}
              </SimpleGrid>
            )}
          </ScrollArea.Autosize>
          {selectedEntry !== null && <VizTypeDetail entry={selectedEntry} />}
        </Stack>
      </Paper>
    </Stack>
  );
}
