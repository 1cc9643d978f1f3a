import { ActionIcon, Button, Group, Popover, Stack, TextInput } from '@mantine/core';
import type { LayoutItem } from '@tessera/core';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { useDashboardSelector } from '../state/store';
import { useLayoutEdit } from './state/use-layout-edit';

/**
 * A chart's title on this dashboard (Superset's SliceHeader editable title in edit mode): stored
 * as the component's `sliceNameOverride`; an empty value goes back to the chart's own name.
 */
export function ChartNameOverride({ item }: { item: LayoutItem }) {
  const t = useT();
  const edit = useLayoutEdit();
  const chartName = useDashboardSelector((s) => s.dashboard.charts[item.meta.chartId ?? -1]?.slice_name ?? '');
  const [opened, setOpened] = useState(false);
  const [value, setValue] = useState('');
  const apply = () => {
    setOpened(false);
    const override = value.trim();
    if (override === (item.meta.sliceNameOverride ?? '')) return;
    const { sliceNameOverride: _previous, ...meta } = item.meta;
    edit({
      type: 'UPDATE_COMPONENTS',
      payload: {
        nextComponents: {
          [item.id]: { ...item, meta: override === '' ? meta : { ...meta, sliceNameOverride: override } },
        },
      },
    });
  };
  return (
    <Popover opened={opened} onChange={setOpened} withinPortal position="bottom-end" trapFocus>
      <Popover.Target>
        <ActionIcon
          size="sm"
          variant="subtle"
          aria-label={t('Rename chart on this dashboard')}
          data-testid={`rename-${item.id}`}
          onClick={() => {
            setValue(item.meta.sliceNameOverride ?? '');
            setOpened((o) => !o);
          }}
        >
          ✎
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <TextInput
            size="xs"
            label={t('Chart name on this dashboard')}
            placeholder={chartName}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') apply();
            }}
            data-testid={`rename-input-${item.id}`}
          />
          <Group justify="flex-end">
            <Button size="xs" onClick={apply}>
              {t('Apply')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
