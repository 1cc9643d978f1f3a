import { Badge, Button, Group, ScrollArea, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { QUERY_STATUSES, type QueryListItem, type QueryStatus } from '@tessera/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useLocale, useT } from '../../../i18n';
import { formatCount, formatDateTime } from '../../../ui/format';
import { sqlLabApi } from '../sqllab-api';

export interface HistoryPanelProps {
  /** Changes when a query of this page ends, so the list shows it. */
  refreshKey: string;
  onReopen: (query: QueryListItem) => void;
}

const COLOR: Partial<Record<string, string>> = { success: 'green', failed: 'red', stopped: 'yellow', timed_out: 'red' };

/** Superset's Query history: the caller's queries, newest first, searched and filtered by status. */
export function HistoryPanel({ refreshKey, onReopen }: HistoryPanelProps): ReactNode {
  const t = useT();
  const { locale } = useLocale();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<QueryStatus | null>(null);
  const [debounced] = useDebouncedValue(search, 250);
  const history = useQuery({
    queryKey: ['sqllab', 'history', debounced, status, refreshKey],
    queryFn: ({ signal }) => sqlLabApi.history({ search: debounced, status }, signal),
  });

  return (
    <Stack gap="xs" h="100%" p="xs" data-testid="sqllab-history">
      <Group gap="xs">
        <TextInput
          placeholder={t('Search the SQL')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: 1 }}
          data-testid="sqllab-history-search"
        />
        <Select
          placeholder={t('Any status')}
          data={QUERY_STATUSES.map((s) => ({ value: s, label: s }))}
          value={status}
          onChange={(v) => setStatus(QUERY_STATUSES.find((s) => s === v) ?? null)}
          clearable
          w={160}
          data-testid="sqllab-history-status"
        />
      </Group>
      <ScrollArea style={{ flex: 1 }} type="auto">
        <Stack gap={6}>
          {history.data?.result.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('No query matches.')}
            </Text>
          )}
          {history.data?.result.map((q) => (
            <Group key={q.id} gap="xs" wrap="nowrap" justify="space-between" data-testid="sqllab-history-row">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
                <Badge size="sm" variant="light" color={COLOR[q.status] ?? 'blue'} style={{ flex: 'none' }}>
                  {q.status}
                </Badge>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(q.start_time, locale)}
                </Text>
                <Text size="xs" ff="monospace" truncate title={q.sql} style={{ minWidth: 0 }}>
                  {q.sql}
                </Text>
              </Group>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {q.database.database_name}
                {q.rows === null ? '' : ` · ${formatCount(q.rows, locale)}`}
              </Text>
              <Button size="compact-xs" variant="default" onClick={() => onReopen(q)}>
                {t('Open in new tab')}
              </Button>
            </Group>
          ))}
        </Stack>
      </ScrollArea>
    </Stack>
  );
}
