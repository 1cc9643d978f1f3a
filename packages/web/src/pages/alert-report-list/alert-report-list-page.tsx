import { Badge, Button, Group, SegmentedControl, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { encodeRisonUri, type ReportExecutionLog, type ReportSchedule, type ReportState } from '@tessera/core';
import { Fragment, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../api/client';
import { ROUTES } from '../../routing/paths';
import { useT } from '../../i18n';
import { reportsApi } from '../../features/reports/reports-api';

const STATE_COLOR: Record<ReportState, string> = {
  Success: 'green',
  Working: 'blue',
  Error: 'red',
  'Not triggered': 'gray',
  'On Grace': 'yellow',
};

const listOf = (type: 'Alert' | 'Report', signal?: AbortSignal) =>
  api.get<{ result: ReportSchedule[]; count: number }>(
    `/api/v1/report/?q=${encodeRisonUri({
      filters: [{ col: 'type', opr: 'eq', value: type }],
      order_column: 'name',
      order_direction: 'asc',
      page_size: 100,
    })}`,
    signal,
  );

/** One schedule's runs, newest first (`/api/v1/report/{id}/log/`). */
function ExecutionLog({ id }: { id: number }) {
  const t = useT();
  const log = useQuery({
    queryKey: ['report-log', id],
    queryFn: ({ signal }) =>
      api.get<{ result: ReportExecutionLog[] }>(
        `/api/v1/report/${id}/log/?q=${encodeRisonUri({ page_size: 25 })}`,
        signal,
      ),
  });
  if (log.isPending) return <Text size="sm">{t('Loading...')}</Text>;
  if (log.isError || log.data.result.length === 0) return <Text size="sm">{t('No executions yet')}</Text>;
  return (
    <Table data-testid={`report-log-${id}`} withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('State')}</Table.Th>
          <Table.Th>{t('Scheduled at (UTC)')}</Table.Th>
          <Table.Th>{t('Start at (UTC)')}</Table.Th>
          <Table.Th>{t('End at (UTC)')}</Table.Th>
          <Table.Th>{t('Error message')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {log.data.result.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>
              <Badge color={STATE_COLOR[row.state]}>{row.state}</Badge>
            </Table.Td>
            <Table.Td>{row.scheduled_dttm}</Table.Td>
            <Table.Td>{row.start_dttm ?? ''}</Table.Td>
            <Table.Td>{row.end_dttm ?? ''}</Table.Td>
            <Table.Td>{row.error_message ?? ''}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Superset's 'Alerts & reports' list (`/alert/list/`, `/report/list/`): schedules, active toggles, last state and logs. */
export function AlertReportListPage({ type }: { type: 'Alert' | 'Report' }) {
  const t = useT();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [open, setOpen] = useState<number | null>(null);
  const list = useQuery({ queryKey: ['report-list', type], queryFn: ({ signal }) => listOf(type, signal) });
  const toggle = async (report: ReportSchedule) => {
    try {
      await reportsApi.update(report.id, { active: !report.active });
      await client.invalidateQueries({ queryKey: ['report-list', type] });
    } catch {
      notifications.show({ color: 'red', message: t('We were unable to active or deactivate this report.') });
    }
  };
  return (
    <Stack p="md" data-testid="alert-report-list">
      <Group justify="space-between">
        <Title order={2}>{t('Alerts & reports')}</Title>
        <SegmentedControl
          value={type}
          onChange={(v) => void navigate(v === 'Alert' ? ROUTES.alerts : ROUTES.reports)}
          data={[
            { value: 'Alert', label: t('Alerts') },
            { value: 'Report', label: t('Reports') },
          ]}
        />
      </Group>
      {list.isError && <Text c="red">{t('There was an issue fetching reports attached to this dashboard.')}</Text>}
      <Table highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Last run')}</Table.Th>
            <Table.Th>{t('Name')}</Table.Th>
            <Table.Th>{t('Schedule')}</Table.Th>
            <Table.Th>{t('Last state')}</Table.Th>
            <Table.Th>{t('Active')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(list.data?.result ?? []).map((report) => (
            <Fragment key={report.id}>
              <Table.Tr data-testid={`report-row-${report.id}`}>
                <Table.Td>{report.last_eval_dttm ?? ''}</Table.Td>
                <Table.Td>{report.name}</Table.Td>
                <Table.Td>{report.crontab_humanized}</Table.Td>
                <Table.Td>
                  <Badge color={STATE_COLOR[report.last_state]}>{report.last_state}</Badge>
                </Table.Td>
                <Table.Td>
                  <Switch
                    checked={report.active}
                    onChange={() => void toggle(report)}
                    aria-label={t('Active')}
                    data-testid={`report-active-${report.id}`}
                  />
                </Table.Td>
                <Table.Td>
                  <Button variant="subtle" size="xs" onClick={() => setOpen(open === report.id ? null : report.id)}>
                    {t('Execution log')}
                  </Button>
                </Table.Td>
              </Table.Tr>
              {open === report.id && (
                <Table.Tr>
                  <Table.Td colSpan={6}>
                    <ExecutionLog id={report.id} />
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
      {list.data?.count === 0 && (
        <Text c="dimmed">{t('No %s yet', type === 'Alert' ? t('Alerts') : t('Reports'))}</Text>
      )}
    </Stack>
  );
}
