import { Checkbox } from '@mantine/core';
import type { ReactNode } from 'react';
import { inputFrameProps } from './control-frame';
import { readChecked } from './basic-state';
import type { ControlWidgetProps } from './types';

/** Superset's CheckboxControl: a boolean with its label beside the box. */
export function CheckboxControl(props: ControlWidgetProps): ReactNode {
  const { value, onChange } = props;
  return (
    <Checkbox
      {...inputFrameProps(props)}
      checked={readChecked(value)}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
