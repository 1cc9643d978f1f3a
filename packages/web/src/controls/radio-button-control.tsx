import { Input, SegmentedControl } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorText, inputFrameProps } from './control-frame';
import { choiceOptions, isSelectValue, keyOf, valueOfKey } from './select-state';
import type { ControlWidgetProps } from './types';

/** Superset's RadioButtonControl: one of a few choices, shown side by side. */
export function RadioButtonControl(props: ControlWidgetProps): ReactNode {
  const { config, value, onChange, validationErrors } = props;
  const options = choiceOptions(config);
  const current = isSelectValue(value) ? keyOf(value) : (options[0]?.key ?? '');
  const { label } = inputFrameProps(props);
  return (
    <Input.Wrapper label={label} labelElement="div" error={errorText(validationErrors)}>
      <SegmentedControl
        fullWidth
        data={options.map((o) => ({ value: o.key, label: o.label }))}
        value={current}
        onChange={(key) => {
          const next = valueOfKey(key, options);
          if (next !== undefined) onChange(next);
        }}
      />
    </Input.Wrapper>
  );
}
