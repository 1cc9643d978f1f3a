import { Code, Group, Pagination, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '../../api/query-keys';
import { actionLogApi, userApi } from '../../api/resources';
import { useLocale, useT } from '../../i18n';
import { useHasPermission } from '../../session/current-user';
import { formatCount, formatDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/page-header';
import { ErrorState, LoadingState } from '../../ui/query-state';
import { ACTION_LOG_PAGE_SIZE, actionLogQuery, NO_FILTERS, type ActionLogFilters } from './action-log-query';

/** The path a write was made on, from the row's JSON (written by the server's action recorder). */
const pathOf = (json: string | null): string => {
  if (json === null) return '';
  try {
    const parsed = JSON.parse(json) as { path?: unknown };
    return typeof parsed.path === 'string' ? parsed.path : '';
  } catch {
    return '';
  }
};

/**
 * Settings › Security › Action log (Superset's `/actionlog/list/`): every write made through the
 * API, newest first, filtered by user, action and days in the viewer's time zone, a page at a time.
 */
export function ActionLogPage() {
  const t = useT();
  const { locale } = useLocale();
  const canReadUsers = useHasPermission('can_read', 'User');
  const [filters, setFilters] = useState<ActionLogFilters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [action] = useDebouncedValue(filters.action, 300);
  const query = actionLogQuery({ ...filters, action }, page);
  const log = useQuery({
    queryKey: queryKeys.actionLog(query),
    queryFn: ({ signal }) => actionLogApi.page(query, signal),
    placeholderData: keepPreviousData,
  });
  const users = useQuery({
    queryKey: queryKeys.users,
    queryFn: ({ signal }) => userApi.all(signal),
    enabled: canReadUsers,
  });
  const change = (next: Partial<ActionLogFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(0);
  };
  const pages = Math.max(1, Math.ceil((log.data?.count ?? 0) / ACTION_LOG_PAGE_SIZE));

  return (
    <Stack gap="md">
      <PageHeader title={t('Action log')} />
      <Group align="end" gap="sm" data-testid="action-log-filters">
        {canReadUsers && (
          <Select
            label={t('User')}
            placeholder={t('All')}
            clearable
            searchable
            data={(users.data?.result ?? []).map((u) => ({ value: String(u.id), label: u.username }))}
            value={filters.userId === null ? null : String(filters.userId)}
            onChange={(value) => change({ userId: value === null ? null : Number(value) })}
            data-testid="action-log-user"
          />
        )}
        <TextInput
          label={t('Action')}
          placeholder={t('e.g. dashboard')}
          value={filters.action}
          onChange={(event) => change({ action: event.currentTarget.value })}
          data-testid="action-log-action"
        />
        <TextInput
          type="date"
          label={t('From')}
          value={filters.from}
          onChange={(event) => change({ from: event.currentTarget.value })}
          data-testid="action-log-from"
        />
        <TextInput
          type="date"
          label={t('To')}
          value={filters.to}
          onChange={(event) => change({ to: event.currentTarget.value })}
          data-testid="action-log-to"
        />
      </Group>
      {log.isPending && <LoadingState />}
      {log.isError && <ErrorState error={log.error} resource={t('action log')} />}
      {log.data !== undefined && (
        <>
          <Text size="sm" c="dimmed" data-testid="action-log-count">
            {t('Actions: %s', formatCount(log.data.count, locale))}
          </Text>
          <Table.ScrollContainer minWidth={800}>
            <Table striped highlightOnHover verticalSpacing="xs" data-testid="action-log-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('Time')}</Table.Th>
                  <Table.Th>{t('User')}</Table.Th>
                  <Table.Th>{t('Action')}</Table.Th>
                  <Table.Th>{t('Path')}</Table.Th>
                  <Table.Th>{t('Duration (ms)')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {log.data.result.map((item) => (
                  <Table.Tr key={item.id} data-testid="action-log-row">
                    <Table.Td>
                      <time dateTime={item.dttm}>{formatDateTime(item.dttm, locale)}</time>
                    </Table.Td>
                    <Table.Td>{item.user?.username ?? ''}</Table.Td>
                    <Table.Td>
                      <Code>{item.action}</Code>
                    </Table.Td>
                    <Table.Td>{pathOf(item.json)}</Table.Td>
                    <Table.Td>{item.duration_ms === null ? '' : formatCount(item.duration_ms, locale)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {log.data.result.length === 0 && (
            <Text c="dimmed" ta="center" data-testid="action-log-empty">
              {t('No actions match these filters')}
            </Text>
          )}
          {pages > 1 && (
            <Group justify="center">
              <Pagination total={pages} value={page + 1} onChange={(value) => setPage(value - 1)} size="sm" />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
