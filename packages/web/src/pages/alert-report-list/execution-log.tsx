import { Badge, Modal, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { encodeRisonUri, toLanguageTag, type ReportExecutionLog, type ReportState } from '@tessera/core';
import type { ReactNode } from 'react';
import { api } from '../../api/client';
import { useLocale, useT } from '../../i18n';

export const STATE_COLOR: Record<ReportState, string> = {
  Success: 'green',
  Working: 'blue',
  Error: 'red',
  'Not triggered': 'gray',
  'On Grace': 'yellow',
};

/** A stored UTC instant in the viewer's zone and language (Superset's log shows local times). */
export const useLocalTime = (): ((iso: string | null) => string) => {
  const { locale } = useLocale();
  const format = new Intl.DateTimeFormat(toLanguageTag(locale), { dateStyle: 'medium', timeStyle: 'medium' });
  return (iso) => (iso === null || iso === '' ? '' : format.format(new Date(iso)));
};

/** The last state as a coloured badge, its words translated. */
export function StateBadge({ state }: { state: ReportState }): ReactNode {
  const t = useT();
  // Whole words in a narrow column: no capitals, never cut to an ellipsis.
  return (
    <Badge color={STATE_COLOR[state]} tt="none" miw="max-content">
      {t(state)}
    </Badge>
  );
}

/** One schedule's runs, newest first (`/api/v1/report/{id}/log/`), times in the viewer's zone. */
export function ExecutionLogModal({ id, name, onClose }: { id: number; name: string; onClose: () => void }) {
  const t = useT();
  const local = useLocalTime();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const log = useQuery({
    queryKey: ['report-log', id],
    queryFn: ({ signal }) =>
      api.get<{ result: ReportExecutionLog[] }>(
        `/api/v1/report/${id}/log/?q=${encodeRisonUri({ page_size: 25 })}`,
        signal,
      ),
  });
  return (
    <Modal opened onClose={onClose} title={t('Execution log: %s', name)} size="xl">
      {log.isPending && <Text size="sm">{t('Loading...')}</Text>}
      {(log.isError || log.data?.result.length === 0) && <Text size="sm">{t('No executions yet')}</Text>}
      {log.data !== undefined && log.data.result.length > 0 && (
        <Table data-testid={`report-log-${id}`} withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('State')}</Table.Th>
              <Table.Th>{t('Scheduled at (%s)', zone)}</Table.Th>
              <Table.Th>{t('Start at (%s)', zone)}</Table.Th>
              <Table.Th>{t('End at (%s)', zone)}</Table.Th>
              <Table.Th>{t('Value')}</Table.Th>
              <Table.Th>{t('Error message')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {log.data.result.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <StateBadge state={row.state} />
                </Table.Td>
                <Table.Td>{local(row.scheduled_dttm)}</Table.Td>
                <Table.Td>{local(row.start_dttm)}</Table.Td>
                <Table.Td>{local(row.end_dttm)}</Table.Td>
                <Table.Td>{row.value ?? ''}</Table.Td>
                <Table.Td>{row.error_message ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
