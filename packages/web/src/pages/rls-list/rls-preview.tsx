import { Code, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { Dataset, Role } from '@tessera/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '../../api/query-keys';
import { rlsApi } from '../../api/rls-api';
import { useT } from '../../i18n';
import { ErrorState } from '../../ui/query-state';

export interface RlsPreviewProps {
  datasets: readonly Dataset[];
  roles: readonly Role[];
}

/** The WHERE clause a member of one role gets on one dataset, as the query pipeline combines the rules. */
export function RlsPreview({ datasets, roles }: RlsPreviewProps) {
  const t = useT();
  const [role, setRole] = useState<string | null>(null);
  const [dataset, setDataset] = useState<string | null>(null);
  const chosen = role !== null && dataset !== null ? { role: Number(role), dataset: Number(dataset) } : null;
  const preview = useQuery({
    queryKey: [...queryKeys.rls, 'preview', chosen],
    queryFn: ({ signal }) => rlsApi.preview(chosen ?? { role: 0, dataset: 0 }, signal),
    enabled: chosen !== null,
  });

  return (
    <Paper withBorder p="md" data-testid="rls-preview">
      <Stack gap="sm">
        <Title order={4}>{t('Effective WHERE clause')}</Title>
        <Group grow align="flex-end">
          <Select
            label={t('Role')}
            data={roles.map((r) => ({ value: String(r.id), label: r.name }))}
            value={role}
            onChange={setRole}
            searchable
            data-testid="rls-preview-role"
          />
          <Select
            label={t('Dataset')}
            data={datasets.map((d) => ({ value: String(d.id), label: d.table_name }))}
            value={dataset}
            onChange={setDataset}
            searchable
            data-testid="rls-preview-dataset"
          />
        </Group>
        {chosen === null && (
          <Text size="sm" c="dimmed">
            {t('Choose a role and a dataset.')}
          </Text>
        )}
        {preview.isError && <ErrorState error={preview.error} resource={t('preview')} />}
        {chosen !== null && preview.data !== undefined && (
          <Code block data-testid="rls-preview-clause">
            {preview.data.clause === null
              ? t('No rule applies: every row is visible.')
              : `WHERE ${preview.data.clause}`}
          </Code>
        )}
      </Stack>
    </Paper>
  );
}
