import { Button, NumberInput, Popover, Stack } from '@mantine/core';
import {
  invalidViewportFields,
  normaliseViewport,
  parseViewportNumber,
  VIEWPORT_FIELDS,
  type Viewport,
} from '@tessera/core';
import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { ControlFrame } from '../control-frame';
import type { ControlWidgetProps } from '../types';

const FIELD_LABELS: Record<keyof Viewport, string> = {
  longitude: 'Longitude',
  latitude: 'Latitude',
  zoom: 'Zoom',
  bearing: 'Bearing',
  pitch: 'Pitch',
};

/**
 * Superset's ViewportControl: the saved view (centre, zoom, bearing, pitch) behind a button showing the
 * centre and zoom. A field that is not a number is marked and not saved; the last valid view stays.
 */
export function ViewportControl(props: ControlWidgetProps): ReactNode {
  const { value, onChange } = props;
  const t = useT();
  const viewport = normaliseViewport(value);
  const [typed, setTyped] = useState<Partial<Record<keyof Viewport, string | number>>>({});
  const invalid = new Set(invalidViewportFields(typed));
  const edit = (field: keyof Viewport, entry: string | number) => {
    const next = { ...typed, [field]: entry };
    setTyped(next);
    const parsed = parseViewportNumber(entry);
    if (parsed !== null) onChange({ ...viewport, [field]: parsed });
  };
  const label = t('%s°, %s° (zoom %s)', viewport.longitude.toFixed(2), viewport.latitude.toFixed(2), viewport.zoom);
  return (
    <ControlFrame {...props}>
      <Popover position="right-start" shadow="md" width={240} trapFocus onClose={() => setTyped({})}>
        <Popover.Target>
          <Button variant="default" fullWidth justify="flex-start" data-testid="viewport-control">
            {label}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            {VIEWPORT_FIELDS.map((field) => (
              <NumberInput
                key={field}
                label={t(FIELD_LABELS[field])}
                value={typed[field] ?? viewport[field]}
                onChange={(entry) => edit(field, entry)}
                error={invalid.has(field) ? t('Must be a number') : undefined}
                decimalScale={field === 'longitude' || field === 'latitude' ? 6 : 2}
                data-testid={`viewport-${field}`}
              />
            ))}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </ControlFrame>
  );
}
