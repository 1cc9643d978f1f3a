import { ActionIcon, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n';

export interface ItemRowProps {
  testId: string;
  /** The always-visible fields. */
  main: ReactNode;
  /** Fields shown once the row is expanded. */
  details: ReactNode;
  /** Messages about this item, already translated. */
  issues: readonly string[];
  onRemove?: () => void;
}

/** One metric or column of the editor: its main fields, an expand toggle for the rest, a delete button. */
export function ItemRow({ testId, main, details, issues, onRemove }: ItemRowProps): ReactNode {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const toggleLabel = expanded ? t('Hide details') : t('Show details');
  return (
    <Paper withBorder p="sm" radius="sm" data-testid={testId}>
      <Stack gap="xs">
        <Group align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap="xs" flex={1}>
            {main}
          </Stack>
          <Tooltip label={toggleLabel}>
            <ActionIcon
              variant="subtle"
              aria-label={toggleLabel}
              aria-expanded={expanded}
              onClick={() => setExpanded((v) => !v)}
            >
              {expanded ? '▾' : '▸'}
            </ActionIcon>
          </Tooltip>
          {onRemove !== undefined && (
            <Tooltip label={t('Delete item')}>
              <ActionIcon variant="subtle" color="red" aria-label={t('Delete item')} onClick={onRemove}>
                ✕
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        {expanded && details}
        {issues.map((message) => (
          <Text key={message} size="xs" c="red">
            {message}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}
