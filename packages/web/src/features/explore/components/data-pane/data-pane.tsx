import { Alert, Box, Group, Loader, Tabs, UnstyledButton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { errorMessage } from '../../../../api/client';
import { readOptionalNumber } from '../../../../charts/form-data';
import { useT } from '../../../../i18n';
import { exploreApi } from '../../explore-api';
import { exploreKeys } from '../../query-keys';
import { selectDatasetId } from '../../state/selectors';
import { useExploreSelector } from '../../state/store';

// The table loads when the pane first opens: it is closed on a new explore page.
const DataTable = lazy(() => import('./data-table').then((m) => ({ default: m.DataTable })));

const PANE_HEIGHT = 280;

function Results(): ReactNode {
  const t = useT();
  const chart = useExploreSelector((state) => state.chart);
  const first = chart.queriesResponse?.[0];
  const limit = readOptionalNumber(chart.latestQueryFormData?.['row_limit']);
  if (chart.chartStatus === 'loading' && first === undefined) return <Loader size="sm" aria-label={t('Loading')} />;
  if (first === undefined) {
    return (
      <Text size="sm" c="dimmed">
        {t('Run a query to display results')}
      </Text>
    );
  }
  return (
    <DataTable
      columns={first.colnames}
      coltypes={first.coltypes}
      rows={first.data}
      limit={limit}
      height={PANE_HEIGHT}
      label={t('Results')}
    />
  );
}

function Samples({ datasetId }: { datasetId: number }): ReactNode {
  const t = useT();
  const samples = useQuery({
    queryKey: exploreKeys.samples(datasetId),
    queryFn: ({ signal }) => exploreApi.samples(datasetId, signal),
  });
  if (samples.isError) {
    return <Alert color="red">{t('Error while fetching data: %s', errorMessage(samples.error))}</Alert>;
  }
  if (samples.data === undefined) return <Loader size="sm" aria-label={t('Loading')} />;
  return (
    <DataTable
      columns={samples.data.colnames}
      coltypes={samples.data.coltypes}
      rows={samples.data.data}
      limit={null}
      height={PANE_HEIGHT}
      label={t('Samples')}
    />
  );
}

/** Below the chart: the query's results and the dataset's samples, opened on demand. */
export function DataPane(): ReactNode {
  const t = useT();
  const datasetId = useExploreSelector(selectDatasetId);
  const [tab, setTab] = useState<string | null>(null);
  const open = tab !== null;
  return (
    <Box style={{ borderTop: '1px solid var(--mantine-color-default-border)' }} data-testid="data-pane">
      <Tabs value={tab} onChange={setTab} allowTabDeactivation keepMounted={false}>
        <Group justify="space-between" wrap="nowrap">
          <Tabs.List style={{ flex: 1 }}>
            <Tabs.Tab value="results">{t('Results')}</Tabs.Tab>
            <Tabs.Tab value="samples" disabled={datasetId === null}>
              {t('Samples')}
            </Tabs.Tab>
          </Tabs.List>
          <UnstyledButton
            px="sm"
            aria-label={open ? t('Collapse data panel') : t('Expand data panel')}
            onClick={() => setTab(open ? null : 'results')}
          >
            {open ? '▾' : '▴'}
          </UnstyledButton>
        </Group>
        <Suspense fallback={<Loader size="sm" aria-label={t('Loading')} />}>
          <Tabs.Panel value="results" pt="xs" h={PANE_HEIGHT + 8}>
            <Results />
          </Tabs.Panel>
          <Tabs.Panel value="samples" pt="xs" h={PANE_HEIGHT + 8}>
            {datasetId !== null && <Samples datasetId={datasetId} />}
          </Tabs.Panel>
        </Suspense>
      </Tabs>
    </Box>
  );
}
