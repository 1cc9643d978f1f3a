import { readRgba } from '@tessera/core';
import type { ReactNode } from 'react';
import { ColorPickerControl } from '../color-picker/color-picker-control';
import type { ControlWidgetProps } from '../types';
import { WithErrors } from './with-errors';

export function ColorPickerWidget({ config, value, onChange, validationErrors }: ControlWidgetProps): ReactNode {
  return (
    <WithErrors errors={validationErrors}>
      <ColorPickerControl
        value={readRgba(value)}
        onChange={onChange}
        label={config.label}
        description={config.description}
      />
    </WithErrors>
  );
}
