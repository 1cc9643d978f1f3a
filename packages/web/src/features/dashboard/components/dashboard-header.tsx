import { ActionIcon, Badge, Button, Group, Menu, Stack, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '../../../ui/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { isApiRequestError } from '../../../api/client';
import { localizeHumanizedTime, useT } from '../../../i18n';
import { dashboardApi } from '../dashboard-api';
import { useReportMenu } from '../../reports/report-menu-items';
import { DownloadMenuItems } from '../download/download-menu-items';
import { dashboardKeys } from '../query-keys';
import { dashboardActions } from '../state/dashboard-slice';
import { selectChartsToRefresh } from '../state/selectors';
import { useDashboardDispatch, useDashboardSelector, useDashboardStore } from '../state/store';
import { dashboardChrome } from '../state/url-params';
import { EditDashboardButton } from '../edit/edit-dashboard-button';
import { useEditMode } from '../edit/use-edit-mode';
import { copyLink } from './copy-link';
import { usePermalinkState } from './use-permalink-state';

// The menu's dialogs load when first opened: a viewer's page never needs them.
const AutoRefreshModal = lazy(() => import('./auto-refresh-modal').then((m) => ({ default: m.AutoRefreshModal })));
const DashboardPropertiesModal = lazy(() =>
  import('../properties/properties-modal').then((m) => ({ default: m.DashboardPropertiesModal })),
);
const EmbedDashboardModal = lazy(() =>
  import('./embed-dashboard-modal').then((m) => ({ default: m.EmbedDashboardModal })),
);
const SaveAsModal = lazy(() => import('../save/save-as-modal').then((m) => ({ default: m.SaveAsModal })));

/** The favourite star with its count (Superset's favstar view) and spec 01 §8's toasts. */
function FavoriteStar({ id }: { id: number }) {
  const t = useT();
  const client = useQueryClient();
  const status = useQuery({ queryKey: dashboardKeys.favorite(id), queryFn: () => dashboardApi.favoriteStatus(id) });
  const count = useQuery({
    queryKey: dashboardKeys.favstarCount(id),
    queryFn: () => dashboardApi.favstar(id, 'count'),
  });
  const failed = status.isError;
  useEffect(() => {
    if (failed)
      notifications.show({
        color: 'red',
        message: t('There was an issue fetching the favorite status of this dashboard.'),
      });
  }, [failed, t]);
  const toggle = useMutation({
    mutationFn: (on: boolean) => dashboardApi.favstar(id, on ? 'select' : 'unselect'),
    onSuccess: (newCount, on) => {
      client.setQueryData(dashboardKeys.favorite(id), on);
      client.setQueryData(dashboardKeys.favstarCount(id), newCount);
    },
    onError: () => notifications.show({ color: 'red', message: t('There was an issue favoriting this dashboard.') }),
  });
  const on = status.data === true;
  const label = on ? t('Unselect as favorite') : t('Select as favorite');
  return (
    <Group gap={2}>
      <Tooltip label={label}>
        <ActionIcon
          variant="subtle"
          color={on ? 'yellow' : 'gray'}
          aria-label={label}
          aria-pressed={on}
          loading={toggle.isPending}
          onClick={() => toggle.mutate(!on)}
          data-testid="dashboard-favorite"
        >
          {on ? '★' : '☆'}
        </ActionIcon>
      </Tooltip>
      {count.data !== undefined && (
        <Text size="sm" c="dimmed" data-testid="dashboard-favorite-count">
          {count.data}
        </Text>
      )}
    </Group>
  );
}

/** Published / Draft badge; editors toggle it (Superset's PublishedStatus). */
function PublishedBadge() {
  const t = useT();
  const dispatch = useDashboardDispatch();
  const id = useDashboardSelector((s) => s.dashboard.info.id);
  const published = useDashboardSelector((s) => s.dashboard.isPublished);
  const canEdit = useDashboardSelector((s) => s.dashboard.permissions.edit);
  const publish = useMutation({
    mutationFn: (value: boolean) => dashboardApi.setPublished(id, value),
    onSuccess: (answer, value) => {
      dispatch(dashboardActions.publishedSet(value));
      dispatch(dashboardActions.versionMoved(new Date(answer.last_modified_time * 1000).toISOString()));
      notifications.show({
        color: 'green',
        message: value ? t('This dashboard is now published') : t('This dashboard is now hidden'),
      });
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        message:
          isApiRequestError(error) && (error.status === 403 || error.status === 404)
            ? t('You do not have permissions to edit this dashboard.')
            : t('Sorry, an unknown error occurred'),
      }),
  });
  const badge = (
    <Badge
      color={published ? 'green' : 'gray'}
      variant="light"
      data-testid="dashboard-published"
      style={canEdit ? { cursor: 'pointer' } : undefined}
      onClick={canEdit ? () => publish.mutate(!published) : undefined}
    >
      {published ? t('Published') : t('Draft')}
    </Badge>
  );
  if (!canEdit) return badge;
  return (
    <Tooltip
      label={
        published
          ? t('This dashboard is published. Click to make it a draft.')
          : t(
              'This dashboard is not published, it will not show up in the list of dashboards. Click here to publish this dashboard.',
            )
      }
    >
      {badge}
    </Tooltip>
  );
}

/**
 * A long title stays on one line, cut with an ellipsis, and gives way to the actions beside it;
 * the whole title is its tooltip (Superset's DynamicEditableTitle does the same).
 */
const oneLine = { minWidth: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/** The dashboard's header: title, badges, owners and modified, favourite, refresh and share actions. */
export function DashboardHeader() {
  const t = useT();
  const store = useDashboardStore();
  const dispatch = useDashboardDispatch();
  const info = useDashboardSelector((s) => s.dashboard.info);
  const isRefreshing = useDashboardSelector((s) => s.dashboard.isRefreshing);
  const urlParams = useDashboardSelector((s) => s.dashboard.urlParams);
  const shareable = useDashboardSelector((s) => s.dashboard.permissions.share_dashboard);
  const edit = useEditMode(useDashboardSelector((s) => s.dashboard.editMode));
  const { edit: canEdit, save_dash: canSaveAs } = useDashboardSelector((s) => s.dashboard.permissions);
  const permalinkState = usePermalinkState();
  const [autoRefreshOpen, setAutoRefreshOpen] = useState(false);
  const [open, setOpen] = useState<'properties' | 'save-as' | 'embed' | null>(null);
  const reportMenu = useReportMenu({ kind: 'dashboards', id: info.id }, info.dashboard_title);
  const chrome = dashboardChrome(urlParams);
  if (!chrome.title) return null;

  const refresh = () => {
    const chartIds = selectChartsToRefresh(store.getState());
    dispatch(dashboardActions.chartsRefreshed({ chartIds, dashboard: true }));
  };
  const permalink = async () => (await dashboardApi.createPermalink(info.id, permalinkState())).url;
  const fail = (error: unknown) =>
    notifications.show({ color: 'red', message: error instanceof Error ? error.message : String(error) });
  const owners = info.owners.map((o) => `${o.first_name} ${o.last_name}`.trim()).join(', ');

  return (
    <Group justify="space-between" wrap="nowrap" mb="md" data-testid="dashboard-header" className="dashboard-header">
      <Stack gap={2} miw={0}>
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Title
            order={2}
            data-testid="dashboard-title"
            className="dashboard-title"
            title={info.dashboard_title}
            style={oneLine}
          >
            {info.dashboard_title}
          </Title>
          <Group gap="xs" wrap="nowrap" style={{ flex: 'none' }}>
            {info.certified_by !== null && info.certified_by !== '' && (
              <Tooltip
                label={
                  t('Certified by %s', info.certified_by) +
                  (info.certification_details ? `: ${info.certification_details}` : '')
                }
              >
                <Badge color="blue" variant="light" data-testid="dashboard-certified">
                  {t('Certified')}
                </Badge>
              </Tooltip>
            )}
            <FavoriteStar id={info.id} />
            <PublishedBadge />
          </Group>
        </Group>
        <Text size="xs" c="dimmed" style={oneLine}>
          {owners !== '' && t('Owners: %s', owners)}
          {owners !== '' && ' · '}
          {t('Modified %s', localizeHumanizedTime(info.changed_on_delta_humanized))}
        </Text>
      </Stack>
      {chrome.chartControls && (
        <Group gap="xs" wrap="nowrap" style={{ flex: 'none' }} data-testid="dashboard-header-actions">
          {/* Superset's header in edit mode: undo, redo, discard and save instead of edit and refresh. */}
          {edit !== null ? (
            <edit.EditActions />
          ) : (
            <>
              <EditDashboardButton />
              <Button
                variant="default"
                size="xs"
                loading={isRefreshing}
                onClick={refresh}
                data-testid="dashboard-refresh"
              >
                {t('Refresh dashboard')}
              </Button>
            </>
          )}
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="default" size="lg" aria-label={t('More Options')} data-testid="dashboard-menu">
                …
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={refresh}>{t('Refresh dashboard')}</Menu.Item>
              <Menu.Item onClick={() => setAutoRefreshOpen(true)}>{t('Set auto-refresh interval')}</Menu.Item>
              {canEdit && (
                <Menu.Item onClick={() => setOpen('properties')} data-testid="dashboard-menu-properties">
                  {t('Edit properties')}
                </Menu.Item>
              )}
              {canEdit && (
                <Menu.Item onClick={() => setOpen('embed')} data-testid="dashboard-menu-embed">
                  {t('Embed dashboard')}
                </Menu.Item>
              )}
              {canSaveAs && (
                <Menu.Item onClick={() => setOpen('save-as')} data-testid="dashboard-menu-save-as">
                  {t('Save as')}
                </Menu.Item>
              )}
              <DownloadMenuItems />
              {reportMenu.items}
              {shareable && (
                <>
                  <Menu.Divider />
                  <Menu.Label>{t('Share')}</Menu.Label>
                  <Menu.Item onClick={() => void permalink().then((url) => copyLink(url, t), fail)}>
                    {t('Copy permalink to clipboard')}
                  </Menu.Item>
                  <Menu.Item
                    onClick={() =>
                      void permalink().then((url) => {
                        const link = new URL(url, window.location.origin).toString();
                        const subject = encodeURIComponent(t('Superset dashboard: %s', info.dashboard_title));
                        window.location.href = `mailto:?Subject=${subject}&Body=${encodeURIComponent(t('Check out this dashboard: %s', link))}`;
                      }, fail)
                    }
                  >
                    {t('Share permalink by email')}
                  </Menu.Item>
                </>
              )}
            </Menu.Dropdown>
          </Menu>
        </Group>
      )}
      <Suspense fallback={null}>
        {autoRefreshOpen && <AutoRefreshModal onClose={() => setAutoRefreshOpen(false)} />}
        {open === 'properties' && <DashboardPropertiesModal onClose={() => setOpen(null)} />}
        {open === 'save-as' && <SaveAsModal onClose={() => setOpen(null)} />}
        {open === 'embed' && <EmbedDashboardModal onClose={() => setOpen(null)} />}
      </Suspense>
      {reportMenu.modal}
    </Group>
  );
}
