import { Alert, Badge, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n';
import { PREVIEW_LIMIT, type PreviewState } from '../state/use-typeahead-preview';
import { ResultsGrid } from './results-grid';

export interface PreviewPaneProps {
  state: PreviewState;
  enabled: boolean;
}

/** The type-ahead preview: the first rows of the statement under the cursor, refreshed as one types. */
export function PreviewPane({ state, enabled }: PreviewPaneProps): ReactNode {
  const t = useT();
  if (!enabled) {
    return (
      <Text size="sm" c="dimmed" p="sm">
        {t('The preview as you type is off.')}
      </Text>
    );
  }
  if (state.status === 'idle') {
    return (
      <Text size="sm" c="dimmed" p="sm">
        {t('Pause while typing a SELECT: its first %s rows show here.', PREVIEW_LIMIT)}
      </Text>
    );
  }
  return (
    <Stack gap="xs" h="100%" p="xs" data-testid="sqllab-preview">
      <Group gap="xs">
        {state.status === 'running' && <Loader size="xs" />}
        {state.status === 'done' && (
          <Badge variant="light" data-testid="sqllab-preview-ready">
            {t('%s rows in %s ms', state.result.data.length, Math.round(state.ms))}
          </Badge>
        )}
        <Text size="xs" ff="monospace" c="dimmed" truncate style={{ minWidth: 0, flex: 1 }}>
          {state.sql}
        </Text>
      </Group>
      {state.status === 'error' && (
        <Alert color="red" p="xs">
          <Text size="xs">{state.error}</Text>
        </Alert>
      )}
      {state.status === 'done' && (
        <div style={{ flex: 1, minHeight: 0 }}>
          <ResultsGrid columns={state.result.columns} rows={state.result.data} />
        </div>
      )}
    </Stack>
  );
}
