import { Alert, Center, List, Stack, Text, Title } from '@mantine/core';
import type { ControlPanelConfig } from '@tessera/core';
import type { ReactNode } from 'react';
import { t as translate, useT } from '../../../../i18n';
import { findControl } from '../../state/control-logic';

/** Validation errors as 'Label: message' lines, in panel order. */
export const validationLines = (errors: Record<string, string[]>, panel: ControlPanelConfig | null): string[] =>
  Object.entries(errors).flatMap(([name, messages]) => {
    const label = (panel && findControl(panel, name)?.label) || name;
    // French puts a space before the colon: the separator is translated too.
    return messages.map((message) => translate('%s: %s', label, message));
  });

/** Before any query: what is missing, or an invitation to run. */
export function ChartPlaceholder({ missing }: { missing: string[] }): ReactNode {
  const t = useT();
  return (
    <Center h="100%" p="md" data-testid="chart-placeholder">
      <Stack align="center" gap="xs" maw={420}>
        <Title order={4} ta="center">
          {missing.length > 0 ? t('Add required control values to preview chart') : t('Your chart is ready to go!')}
        </Title>
        {missing.length > 0 ? (
          <List size="sm" c="dimmed">
            {missing.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm" c="dimmed" ta="center">
            {t('Click on "Run" to preview a visualization.')}
          </Text>
        )}
      </Stack>
    </Center>
  );
}

/** A failed or stopped update: the chart's alert. */
export function ChartAlert({ message, kind }: { message: string; kind: 'failed' | 'stopped' }): ReactNode {
  return (
    <Center h="100%" p="md">
      <Alert
        color={kind === 'failed' ? 'red' : 'yellow'}
        variant="light"
        role="alert"
        maw="100%"
        data-testid={`chart-${kind}`}
      >
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {message}
        </Text>
      </Alert>
    </Center>
  );
}
