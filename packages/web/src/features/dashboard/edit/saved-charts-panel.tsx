import { Anchor, Badge, Group, Loader, ScrollArea, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import {
  chartIdsInLayout,
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  type ChartListItem,
} from '@tessera/core';
import { memo, useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../../api/client';
import { chartMetadata } from '../../../charts/registry';
import { localizeHumanizedTime, useT } from '../../../i18n';
import { useDashboardSelector } from '../state/store';
import { BuilderItem } from './builder-item';
import { dashboardChartFromListItem, fetchSavedCharts, type SavedChartSort } from './edit-api';

const SavedChart = memo(function SavedChart({ chart, added }: { chart: ChartListItem; added: boolean }) {
  const t = useT();
  const definition = useMemo(() => dashboardChartFromListItem(chart), [chart]);
  return (
    <BuilderItem
      id={`builder-chart-${chart.id}`}
      testId={`builder-chart-${chart.id}`}
      data={{
        origin: 'builder',
        type: 'CHART',
        label: chart.slice_name,
        meta: {
          chartId: chart.id,
          sliceName: chart.slice_name,
          width: GRID_DEFAULT_CHART_WIDTH,
          height: GRID_DEFAULT_CHART_HEIGHT,
        },
        ...(definition !== null && { chart: definition }),
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={0} miw={0}>
          <Text size="sm" truncate>
            {chart.slice_name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {chartMetadata(chart.viz_type)?.name ?? chart.viz_type} · {chart.datasource_name_text ?? ''} ·{' '}
            {t('Modified %s', localizeHumanizedTime(chart.changed_on_delta_humanized))}
          </Text>
        </Stack>
        {added && (
          <Badge size="xs" variant="light" data-testid="builder-chart-added">
            {t('Added')}
          </Badge>
        )}
      </Group>
    </BuilderItem>
  );
});

/**
 * The builder's 'Charts' list (Superset's SliceAdder): the saved charts the user can read, searched
 * by name, sorted by recent or name, one page of 200; charts already on the dashboard are marked.
 */
export function SavedChartsPanel() {
  const t = useT();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SavedChartSort>('recent');
  const [debounced] = useDebouncedValue(search, 300);
  const layout = useDashboardSelector((s) => s.dashboard.layout);
  const onDashboard = useMemo(() => new Set(chartIdsInLayout(layout)), [layout]);
  const charts = useQuery({
    queryKey: ['dashboard-edit', 'saved-charts', debounced, sort],
    queryFn: ({ signal }) => fetchSavedCharts(debounced, sort, signal),
  });
  // Superset's fetchSlices: the server's message, or 'Could not fetch all saved charts' without one.
  const failure =
    charts.error === null
      ? null
      : t(
          'Sorry there was an error fetching saved charts: %s',
          errorMessage(charts.error) || t('Could not fetch all saved charts'),
        );
  useEffect(() => {
    if (failure !== null) notifications.show({ color: 'red', message: failure });
  }, [failure]);
  return (
    <Stack gap="xs" h="100%">
      <Group justify="space-between">
        <Anchor href="/chart/add" target="_blank" size="sm" data-testid="builder-create-chart">
          {t('Create new chart')}
        </Anchor>
      </Group>
      <TextInput
        size="xs"
        placeholder={t('Filter your charts')}
        aria-label={t('Filter your charts')}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        data-testid="builder-chart-search"
      />
      <SegmentedControl
        size="xs"
        value={sort}
        onChange={(value) => setSort(value === 'name' ? 'name' : 'recent')}
        data={[
          { value: 'recent', label: t('Recently modified') },
          { value: 'name', label: t('Alphabetical') },
        ]}
      />
      {charts.isPending && <Loader size="sm" />}
      {failure !== null && (
        <Text size="sm" c="red" data-testid="builder-charts-error">
          {failure}
        </Text>
      )}
      <ScrollArea.Autosize mah="calc(100vh - 320px)" type="auto">
        <Stack gap={4} data-testid="builder-charts">
          {charts.data?.result.map((chart) => (
            <SavedChart key={chart.id} chart={chart} added={onDashboard.has(chart.id)} />
          ))}
          {charts.data !== undefined && charts.data.result.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('No charts')}
            </Text>
          )}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
