import { Alert, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { DatasetDetail } from '@tessera/core';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/client';
import { useLocale, useT, useTn } from '../../../i18n';
import { formatCount } from '../../../ui/format';
import { exploreDatasetUrl } from '../../dataset-add/source-state';
import { rowsToTsv } from '../../explore/components/data-pane/table-data';
import { sqlLabApi } from '../sqllab-api';
import type { QueryRun } from '../state/use-query-runs';
import { ResultsGrid } from './results-grid';
import { singleTableOf } from './single-table';

const SaveAsDatasetModal = lazy(() =>
  import('../../dataset-editor/save-as-dataset-modal').then((m) => ({ default: m.SaveAsDatasetModal })),
);

export interface ResultsPaneProps {
  run: QueryRun | null;
  databaseId: number | null;
  schema: string | null;
  canCsv: boolean;
}

/** Ticks while a query runs, so the elapsed time moves. */
const useNow = (ticking: boolean): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 100);
    return () => window.clearInterval(timer);
  }, [ticking]);
  return now;
};

const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

/** What a save of the result leads to: explore on the dataset, as a new chart or not. */
type SaveIntent = 'dataset' | 'chart';

/**
 * A tab's latest result: its state while it runs, the error, or the rows in the virtualised grid
 * with the elapsed time, the row count and Superset's actions (copy, CSV, save as dataset,
 * explore, create chart).
 */
export function ResultsPane({ run, databaseId, schema, canCsv }: ResultsPaneProps): ReactNode {
  const t = useT();
  const { locale } = useLocale();
  const tn = useTn();
  const navigate = useNavigate();
  const [saving, setSaving] = useState<SaveIntent | null>(null);
  const running = run !== null && (run.status === 'pending' || run.status === 'running');
  const now = useNow(running);

  if (run === null) {
    return (
      <Text c="dimmed" size="sm" p="sm" data-testid="sqllab-results-empty">
        {t('Run a query to see its results here.')}
      </Text>
    );
  }
  const elapsed = (run.endedAt ?? now) - run.startedAt;
  if (running) {
    return (
      <Group gap="xs" p="sm" data-testid="sqllab-results-running">
        <Loader size="xs" />
        <Text size="sm">{t('Running…')}</Text>
        <Badge variant="light">{seconds(elapsed)}</Badge>
      </Group>
    );
  }
  if (run.status === 'stopped') {
    return (
      <Alert color="yellow" m="sm" data-testid="sqllab-results-stopped">
        {t('The query was stopped.')}
      </Alert>
    );
  }
  if (run.status !== 'success' || run.result === null) {
    return (
      <Alert color="red" m="sm" title={t('The query failed')} data-testid="sqllab-results-error">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {run.error ?? t('The results are no longer available. Run the query again.')}
        </Text>
      </Alert>
    );
  }

  const result = run.result;
  const table = singleTableOf(run.sql);
  const fail = (error: unknown) => notifications.show({ color: 'red', message: errorMessage(error) });
  const explore = async () => {
    if (databaseId === null || table === null) return;
    const id = await sqlLabApi.getOrCreateDataset({
      table_name: table.table,
      database_id: databaseId,
      schema: table.schema ?? schema,
    });
    void navigate(exploreDatasetUrl(id));
  };
  const total = result.query.rows ?? result.data.length;
  // Built on click, not per render: 100,000 rows make megabytes of text. Pages still streaming
  // are read at once, so the copy is the whole result.
  const copy = async () => {
    const key = result.query.resultsKey;
    const rows = result.data.length < total && key ? (await sqlLabApi.results(key)).data : result.data;
    await navigator.clipboard.writeText(
      rowsToTsv(
        rows,
        result.columns.map((c) => c.name),
      ),
    );
    notifications.show({ message: t('Copied to clipboard!') });
  };
  const onSaved = (dataset: DatasetDetail) => {
    setSaving(null);
    void navigate(exploreDatasetUrl(dataset.id, saving === 'chart' ? 'table' : undefined));
  };
  const limited = result.query.limitingFactor === 'DROPDOWN' || result.query.limitingFactor === 'QUERY_AND_DROPDOWN';

  return (
    <Stack gap="xs" h="100%" p="xs" data-testid="sqllab-results">
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Group gap="xs">
          <Badge variant="light" data-testid="sqllab-row-count">
            {tn('%s row', '%s rows', total, formatCount(total, locale))}
          </Badge>
          <Badge variant="light" color="gray" data-testid="sqllab-elapsed">
            {seconds(elapsed)}
          </Badge>
          {limited && (
            <Text size="xs" c="dimmed">
              {t('The row limit was reached: raise it to see more.')}
            </Text>
          )}
        </Group>
        <Group gap="xs">
          <Button size="compact-xs" variant="default" onClick={() => void copy().catch(fail)}>
            {t('Copy to clipboard')}
          </Button>
          {canCsv && (
            <Button size="compact-xs" variant="default" component="a" href={sqlLabApi.exportUrl(run.clientId)} download>
              {t('Download to CSV')}
            </Button>
          )}
          {databaseId !== null && (
            <Button size="compact-xs" variant="default" onClick={() => setSaving('dataset')}>
              {t('Save as dataset')}
            </Button>
          )}
          {table !== null && (
            <Button size="compact-xs" variant="default" onClick={() => void explore().catch(fail)}>
              {t('Explore')}
            </Button>
          )}
          {databaseId !== null && (
            <Button size="compact-xs" onClick={() => setSaving('chart')}>
              {t('Create chart')}
            </Button>
          )}
        </Group>
      </Group>
      <div style={{ flex: 1, minHeight: 0 }}>
        <ResultsGrid columns={result.columns} rows={result.data} total={total} />
      </div>
      {saving !== null && databaseId !== null && (
        <Suspense fallback={null}>
          <SaveAsDatasetModal
            opened
            sql={run.sql}
            databaseId={databaseId}
            schema={schema}
            onClose={() => setSaving(null)}
            onSaved={onSaved}
          />
        </Suspense>
      )}
    </Stack>
  );
}
