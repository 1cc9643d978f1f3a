import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../i18n';
import type { ControlWidget, ControlWidgetProps } from './types';

const widgets = new Map<string, ControlWidget>();

/**
 * The stand-in for a control type no widget is registered for: it says so on screen (so a
 * missing widget is noticed) and logs a warning once per type, as spec 03 §2 asks.
 */
export const unsupportedWidget = (type: string): ControlWidget => {
  const known = widgets.get(type);
  if (known) return known;
  console.warn(`No widget is registered for the control type '${type}'.`);
  function UnsupportedControl({ config }: ControlWidgetProps): ReactNode {
    const t = useT();
    return (
      <Text size="sm" c="dimmed" data-testid="unsupported-control" data-control={config.name}>
        {t('Unsupported control: %s', type)}
      </Text>
    );
  }
  widgets.set(type, UnsupportedControl);
  return UnsupportedControl;
};
