import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { isRefreshTooFrequent, minimumRefreshSeconds } from '@tessera/core';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { readCommonConf } from '../../../api/common-conf';
import { dashboardActions } from '../state/dashboard-slice';
import { useDashboardDispatch, useDashboardSelector } from '../state/store';

/**
 * 'Set auto-refresh interval' (Superset's RefreshIntervalModal); the choice lasts until the page
 * closes. It offers the admin's DASHBOARD_AUTO_REFRESH_INTERVALS only (a saved frequency below
 * their minimum is not offered either), and warns when the interval is under one second per chart.
 */
export function AutoRefreshModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  const dispatch = useDashboardDispatch();
  const current = useDashboardSelector((s) => s.dashboard.refreshFrequency);
  const chartCount = useDashboardSelector((s) => Object.keys(s.dashboard.charts).length);
  const intervals = readCommonConf().DASHBOARD_AUTO_REFRESH_INTERVALS;
  const choices = intervals.map(([seconds, label]) => ({ value: String(seconds), label: t(label) }));
  const minimum = minimumRefreshSeconds(intervals);
  const allowed = current === 0 || current >= minimum;
  const [value, setValue] = useState(String(allowed ? current : minimum));
  if (allowed && !choices.some((c) => c.value === String(current)))
    choices.push({ value: String(current), label: t('%s seconds', String(current)) });
  const tooFrequent = isRefreshTooFrequent(Number(value), chartCount);
  return (
    <Modal opened onClose={onClose} title={t('Refresh interval')}>
      <Stack>
        <Select
          label={t('Refresh frequency')}
          data={choices}
          value={value}
          onChange={(v) => setValue(v ?? '0')}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
          data-testid="auto-refresh-select"
        />
        {tooFrequent && (
          <Alert color="yellow" data-testid="auto-refresh-warning">
            {t(
              'Refreshing %s charts this often may slow the dashboard and its databases down. Only the charts in view refresh; the others refresh when you scroll to them.',
              String(chartCount),
            )}
          </Alert>
        )}
        <Text size="xs" c="dimmed">
          {t(
            'This change applies until you leave the page; it is saved with the dashboard only when the dashboard is saved.',
          )}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button
            onClick={() => {
              dispatch(dashboardActions.refreshFrequencySet(Number(value)));
              onClose();
            }}
          >
            {t('Save for this session')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
