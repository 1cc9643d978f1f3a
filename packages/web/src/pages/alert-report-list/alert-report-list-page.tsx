import { ActionIcon, Button, SegmentedControl, Switch, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { REPORT_STATES, type ReportSchedule } from '@tessera/core';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  ListView,
  listQueryKey,
  modifiedColumn,
  ownersColumn,
  ownersFilter,
  type ListViewConfig,
} from '../../features/lists/list-view';
import { reportsApi } from '../../features/reports/reports-api';
import { useT } from '../../i18n';
import { crontabText } from '../../features/reports/crontab-text';
import { ROUTES } from '../../routing/paths';
import { useMayEditOwned } from '../../session/ownership';
import { ExecutionLogModal, StateBadge, useLocalTime } from './execution-log';

const ReportModal = lazy(() => import('../../features/reports/report-modal').then((m) => ({ default: m.ReportModal })));

type Editing = { existing: ReportSchedule | null } | null;

const LOG_ICON = 'M4 6h16M4 12h16M4 18h10';

/**
 * Superset's 'Alerts & reports' list (`/alert/list/`, `/report/list/`): '+ Alert' / '+ Report',
 * edit and delete per row (owners and admins), bulk delete, the active toggle, the last state, the
 * execution log, and the filters search, owner, created by, last state and active.
 */
export function AlertReportListPage({ type }: { type: 'Alert' | 'Report' }): ReactNode {
  const t = useT();
  const navigate = useNavigate();
  const client = useQueryClient();
  const local = useLocalTime();
  const mayEditOwned = useMayEditOwned();
  const [editing, setEditing] = useState<Editing>(null);
  const [log, setLog] = useState<ReportSchedule | null>(null);
  const isAlert = type === 'Alert';

  const config = useMemo((): ListViewConfig<ReportSchedule> => {
    const toggle = async (report: ReportSchedule) => {
      try {
        await reportsApi.update(report.id, { active: !report.active });
      } catch {
        notifications.show({ color: 'red', message: t('We were unable to active or deactivate this report.') });
      }
      await client.invalidateQueries({ queryKey: listQueryKey('report') });
    };
    const yesNo = [
      { label: t('Yes'), value: true },
      { label: t('No'), value: false },
    ];
    return {
      resource: 'report',
      singular: isAlert ? t('alert') : t('report'),
      plural: isAlert ? t('alerts') : t('reports'),
      title: t('Alerts & reports'),
      defaults: { orderColumn: 'name', orderDirection: 'asc', viewMode: 'table' },
      fixedFilters: [{ col: 'type', opr: 'eq', value: type }],
      columns: [
        {
          id: 'last_state',
          header: t('Last state'),
          sortKey: 'last_state',
          render: (r) => <StateBadge state={r.last_state} />,
        },
        {
          id: 'last_eval_dttm',
          header: t('Last run'),
          sortKey: 'last_eval_dttm',
          render: (r) => local(r.last_eval_dttm),
        },
        { id: 'name', header: t('Name'), sortKey: 'name', render: (r) => r.name },
        { id: 'schedule', header: t('Schedule'), sortKey: 'crontab', render: (r) => crontabText(r.crontab, t) },
        {
          id: 'recipients',
          header: t('Notification method'),
          render: (r) =>
            [...new Set(r.recipients.map((x) => (x.type === 'Email' ? t('Email') : t('Webhook'))))].join(', '),
        },
        {
          id: 'created_by',
          header: t('Created by'),
          render: (r) => (r.created_by ? `${r.created_by.first_name} ${r.created_by.last_name}`.trim() : ''),
        },
        ownersColumn(t),
        modifiedColumn(t),
        {
          id: 'active',
          header: t('Active'),
          sortKey: 'active',
          render: (r) => (
            <Switch
              checked={r.active}
              disabled={!mayEditOwned(r.owners)}
              onChange={() => void toggle(r)}
              aria-label={t('Active')}
              data-testid={`report-active-${r.id}`}
            />
          ),
        },
      ],
      filters: [
        { kind: 'search', id: 'search', col: 'name', label: t('Search') },
        ownersFilter(t),
        {
          kind: 'select',
          id: 'created_by',
          col: 'created_by',
          opr: 'rel_o_m',
          label: t('Created by'),
          source: { kind: 'related', column: 'created_by' },
        },
        {
          kind: 'select',
          id: 'status',
          col: 'last_state',
          opr: 'eq',
          label: t('Status'),
          source: { kind: 'static', choices: REPORT_STATES.map((s) => ({ label: t(s), value: s })) },
        },
        {
          kind: 'select',
          id: 'active',
          col: 'active',
          opr: 'eq',
          label: t('Active'),
          source: { kind: 'static', choices: yesNo },
        },
      ],
      itemName: (r) => r.name,
      modified: (r) => r.changed_on_delta_humanized,
      owners: (r) => r.owners,
      onEdit: (r) => setEditing({ existing: r }),
      rowExtras: (r) => (
        <Tooltip label={t('Execution log')} withArrow>
          <ActionIcon
            variant="subtle"
            size="sm"
            onClick={() => setLog(r)}
            aria-label={t('Execution log of %s', r.name)}
            data-testid={`report-log-open-${r.id}`}
          >
            <svg
              width={16}
              height={16}
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              aria-hidden
            >
              <path d={LOG_ICON} />
            </svg>
          </ActionIcon>
        </Tooltip>
      ),
      actions: (
        <SegmentedControl
          value={type}
          onChange={(v) => void navigate(v === 'Alert' ? ROUTES.alerts : ROUTES.reports)}
          data={[
            { value: 'Alert', label: t('Alerts') },
            { value: 'Report', label: t('Reports') },
          ]}
          data-testid="alert-report-tabs"
        />
      ),
      writeActions: (
        <Button onClick={() => setEditing({ existing: null })} data-testid="report-add">
          {isAlert ? t('+ Alert') : t('+ Report')}
        </Button>
      ),
    };
  }, [t, type, isAlert, client, navigate, local, mayEditOwned]);

  return (
    <div data-testid="alert-report-list">
      <ListView config={config} />
      {editing !== null && (
        <Suspense fallback={null}>
          <ReportModal
            type={type}
            target={null}
            existing={editing.existing}
            onClose={(changed) => {
              setEditing(null);
              if (changed) void client.invalidateQueries({ queryKey: listQueryKey('report') });
            }}
          />
        </Suspense>
      )}
      {log !== null && <ExecutionLogModal id={log.id} name={log.name} onClose={() => setLog(null)} />}
    </div>
  );
}
