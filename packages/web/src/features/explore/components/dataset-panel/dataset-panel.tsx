import { Alert, Button, Stack, Text, TextInput, Title, UnstyledButton, Collapse } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMemo, useState, type ReactNode } from 'react';
import { useCurrentUser } from '../../../../session/current-user';
import { matchesSearch } from '../../../../controls/dataset-items';
import type { ExploreDatasource } from '../../../../controls/types';
import { useT } from '../../../../i18n';
// The check alone, not the package index: the modals stay in their own lazily loaded chunk.
import { canEditDataset } from '../../../dataset-editor/can-edit-dataset';
import { ColumnItems, MetricItems } from './dataset-items-list';
import { DatasetHeader, type DatasetActions } from './dataset-header';
import { useCanUseSqlLab } from './sql-lab-access';

export interface DatasetPanelProps {
  datasource: ExploreDatasource | null;
  actions: DatasetActions;
}

function Section({
  title,
  shown,
  total,
  children,
}: {
  title: string;
  shown: number;
  total: number;
  children: ReactNode;
}) {
  const t = useT();
  const [opened, { toggle }] = useDisclosure(true);
  return (
    <Stack gap={4}>
      <UnstyledButton onClick={toggle} aria-expanded={opened}>
        <Text size="sm" fw={600}>
          {opened ? '▾' : '▸'} {title}
        </Text>
      </UnstyledButton>
      <Collapse expanded={opened}>
        <Text size="xs" c="dimmed" mb={4}>
          {t('Showing %s of %s', shown, total)}
        </Text>
        {children}
      </Collapse>
    </Stack>
  );
}

/** Spec 02 §2: the deleted-dataset state, offering another dataset. */
function MissingDataset({ onSwap }: { onSwap: () => void }): ReactNode {
  const t = useT();
  return (
    <Alert color="orange" title={t('Missing dataset')} data-testid="missing-dataset">
      <Stack gap="sm">
        <Text size="sm">{t('The dataset linked to this chart may have been deleted.')}</Text>
        <Button size="xs" variant="default" onClick={onSwap}>
          {t('Swap dataset')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The left column: the dataset, its metrics and columns, searchable and draggable onto controls. */
export function DatasetPanel({ datasource, actions }: DatasetPanelProps): ReactNode {
  const t = useT();
  const user = useCurrentUser();
  const canSqlLab = useCanUseSqlLab();
  const [search, setSearch] = useState('');
  const metrics = useMemo(
    () => (datasource?.metrics ?? []).filter((m) => matchesSearch(search, m.metric_name, m.verbose_name)),
    [datasource, search],
  );
  const columns = useMemo(
    () => (datasource?.columns ?? []).filter((c) => matchesSearch(search, c.column_name, c.verbose_name)),
    [datasource, search],
  );

  if (datasource === null) {
    return (
      <Stack p="sm" gap="sm" aria-label={t('Dataset')}>
        <Title order={6}>{t('Dataset')}</Title>
        <MissingDataset onSwap={actions.onSwap} />
      </Stack>
    );
  }
  return (
    <Stack p="sm" gap="sm" h="100%" style={{ overflow: 'hidden' }} aria-label={t('Dataset')}>
      <DatasetHeader
        datasource={datasource}
        canEdit={canEditDataset(datasource, user)}
        canSqlLab={canSqlLab}
        actions={actions}
      />
      <TextInput
        size="xs"
        placeholder={t('Search Metrics & Columns')}
        aria-label={t('Search Metrics & Columns')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <Stack gap="md" style={{ overflowY: 'auto', flex: 1, minHeight: 0 }}>
        <Section title={t('Metrics')} shown={metrics.length} total={datasource.metrics.length}>
          <MetricItems metrics={metrics} />
        </Section>
        <Section title={t('Columns')} shown={columns.length} total={datasource.columns.length}>
          <ColumnItems columns={columns} />
        </Section>
      </Stack>
    </Stack>
  );
}
