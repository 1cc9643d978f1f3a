import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { AUTO_REFRESH_CHOICES } from '@tessera/core';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { dashboardActions } from '../state/dashboard-slice';
import { useDashboardDispatch, useDashboardSelector } from '../state/store';

/** 'Set auto-refresh interval' (Superset's RefreshIntervalModal); the choice lasts until the page closes. */
export function AutoRefreshModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  const dispatch = useDashboardDispatch();
  const current = useDashboardSelector((s) => s.dashboard.refreshFrequency);
  const [value, setValue] = useState(String(current));
  const choices = AUTO_REFRESH_CHOICES.map((c) => ({ value: String(c.value), label: t(c.label) }));
  if (!choices.some((c) => c.value === String(current)))
    choices.push({ value: String(current), label: t('%s seconds', String(current)) });
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
