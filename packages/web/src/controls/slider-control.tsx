import { Group, Input, Slider, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { errorText, inputFrameProps } from './control-frame';
import { sliderRange, sliderValue } from './basic-state';
import type { ControlWidgetProps } from './types';

/** Superset's SliderControl; the value is saved when the thumb is released, not on every step. */
export function SliderControl(props: ControlWidgetProps): ReactNode {
  const { config, value, onChange, validationErrors } = props;
  const range = sliderRange(config);
  const saved = sliderValue(value, config, range);
  const [position, setPosition] = useState(saved);
  useEffect(() => setPosition(saved), [saved]);
  const { label } = inputFrameProps(props);
  return (
    <Input.Wrapper label={label} labelElement="div" error={errorText(validationErrors)}>
      <Group gap="sm" wrap="nowrap">
        <Slider
          flex={1}
          min={range.min}
          max={range.max}
          step={range.step}
          value={position}
          onChange={setPosition}
          onChangeEnd={(next) => {
            if (next !== saved) onChange(next);
          }}
          thumbLabel={config.label}
          label={(v) => v}
        />
        <Text size="sm" w={36} ta="right" data-testid="slider-value">
          {position}
        </Text>
      </Group>
    </Input.Wrapper>
  );
}
