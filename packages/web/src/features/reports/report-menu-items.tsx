import { Menu } from '@mantine/core';
import { notifications } from '../../ui/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { isApiRequestError } from '../../api/client';
import { hasPermission } from '../../session/permissions';
import { meRolesQuery } from '../../session/me-query';
import { useT } from '../../i18n';
import { reportKeys, reportsApi, type ReportTarget } from './reports-api';

const ReportModal = lazy(() => import('./report-modal').then((m) => ({ default: m.ReportModal })));

export interface ReportMenu {
  /** Menu items, for inside the header menu's dropdown. */
  items: ReactNode;
  /** The modal, rendered outside the menu so it outlives the dropdown closing. */
  modal: ReactNode;
}

/**
 * Superset's HeaderReportDropdown: 'Set up an email report' when the caller has none on this
 * chart or dashboard, else 'Manage email report' (edit, active toggle, delete), with spec 01 §8's
 * toasts. Callers without ReportSchedule permissions (403) see nothing.
 */
export function useReportMenu(target: ReportTarget | null, title: string): ReportMenu {
  const t = useT();
  const client = useQueryClient();
  const [editing, setEditing] = useState<boolean>(false);
  // An unsaved chart has no reports (Superset asks to save it first): no query, no items.
  const key = target ?? { kind: 'charts' as const, id: 0 };
  // Without ReportSchedule access there is nothing to show: no request a 403 would answer (D 11).
  const me = useQuery(meRolesQuery).data;
  const canRead = me !== undefined && hasPermission(me, 'can_read', 'ReportSchedule');
  const query = useQuery({
    queryKey: reportKeys.of(key),
    queryFn: ({ signal }) => reportsApi.forTarget(key, signal),
    enabled: target !== null && canRead,
  });
  const forbidden = isApiRequestError(query.error) && query.error.status === 403;
  const failed = query.isError && !forbidden;
  useEffect(() => {
    if (failed)
      notifications.show({
        color: 'red',
        message: t('There was an issue fetching reports attached to this dashboard.'),
      });
  }, [failed, t]);
  const report = query.data?.result[0] ?? null;
  if (target === null || !canRead || forbidden || query.isPending || failed) return { items: null, modal: null };
  const refetch = () => void client.invalidateQueries({ queryKey: reportKeys.of(target) });

  const toggle = async () => {
    if (!report) return;
    try {
      await reportsApi.update(report.id, { active: !report.active });
      refetch();
    } catch {
      notifications.show({ color: 'red', message: t('We were unable to active or deactivate this report.') });
    }
  };
  const remove = async () => {
    if (!report) return;
    try {
      await reportsApi.remove(report.id);
      notifications.show({ color: 'green', message: t('Deleted: %s', report.name) });
      refetch();
    } catch {
      notifications.show({ color: 'red', message: t('Your report could not be deleted') });
    }
  };

  const items = (
    <>
      <Menu.Divider />
      {report === null ? (
        <Menu.Item onClick={() => setEditing(true)} data-testid="report-setup">
          {t('Set up an email report')}
        </Menu.Item>
      ) : (
        <>
          <Menu.Label>{t('Manage email report')}</Menu.Label>
          <Menu.Item onClick={() => void toggle()} data-testid="report-toggle-active">
            {report.active ? t('Deactivate email report') : t('Activate email report')}
          </Menu.Item>
          <Menu.Item onClick={() => setEditing(true)} data-testid="report-edit">
            {t('Edit email report')}
          </Menu.Item>
          <Menu.Item color="red" onClick={() => void remove()} data-testid="report-delete">
            {t('Delete email report')}
          </Menu.Item>
        </>
      )}
    </>
  );
  const modal = editing && (
    <Suspense fallback={null}>
      <ReportModal
        target={target}
        title={title}
        existing={report}
        onClose={(changed) => {
          setEditing(false);
          if (changed) refetch();
        }}
      />
    </Suspense>
  );
  return { items, modal };
}
