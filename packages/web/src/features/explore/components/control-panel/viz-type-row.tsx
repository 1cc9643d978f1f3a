import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { chartMetadata, isRegisteredVizType } from '../../../../charts/registry';
import { useT } from '../../../../i18n';
import { quickTileTypes } from '../viz-type-picker/viz-type-catalog';

const VizTypePickerModal = lazy(() =>
  import('../viz-type-picker/viz-type-picker-modal').then((m) => ({ default: m.VizTypePickerModal })),
);

export interface VizTypeRowProps {
  current: string;
  rendered: string | null;
  onChange: (vizType: string) => void;
}

/** The chart type: quick tiles for the popular types and the current one, and 'View all charts'. */
export function VizTypeRow({ current, rendered, onChange }: VizTypeRowProps): ReactNode {
  const t = useT();
  const [pickerOpen, setPickerOpen] = useState(false);
  const tiles = quickTileTypes(current, rendered).filter(isRegisteredVizType);
  return (
    <Stack gap={6} data-testid="viz-type-row">
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {t('Chart type')}
        </Text>
        <Anchor component="button" type="button" size="xs" onClick={() => setPickerOpen(true)}>
          {t('View all charts')}
        </Anchor>
      </Group>
      <Group gap={4} role="group" aria-label={t('Chart type')}>
        {tiles.map((vizType) => (
          <Button
            key={vizType}
            size="compact-xs"
            variant={vizType === current ? 'filled' : 'default'}
            aria-pressed={vizType === current}
            onClick={() => onChange(vizType)}
          >
            {chartMetadata(vizType)?.name ?? vizType}
          </Button>
        ))}
      </Group>
      {!isRegisteredVizType(current) && (
        <Text size="xs" c="red">
          {t('This visualization type is not supported.')}
        </Text>
      )}
      {pickerOpen && (
        <Suspense fallback={null}>
          <VizTypePickerModal opened current={current} onClose={() => setPickerOpen(false)} onSelect={onChange} />
        </Suspense>
      )}
    </Stack>
  );
}
