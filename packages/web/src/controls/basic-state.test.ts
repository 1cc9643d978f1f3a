import type { ControlConfig } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { readChecked, sliderRange, sliderValue } from './basic-state';

const slider = (extra: Partial<ControlConfig> & Record<string, unknown> = {}): ControlConfig => ({
  name: 's',
  type: 'SliderControl',
  label: 'S',
  ...extra,
});

describe('basic controls', () => {
  it('reads checkbox values saved as strings', () => {
    expect(readChecked(true)).toBe(true);
    expect(readChecked('true')).toBe(true);
    expect(readChecked(undefined)).toBe(false);
  });

  it('picks a slider range from the config or its default', () => {
    expect(sliderRange(slider({ default: 0.2 }))).toEqual({ min: 0, max: 1, step: 0.1 });
    expect(sliderRange(slider({ default: 30 }))).toEqual({ min: 0, max: 100, step: 1 });
    expect(sliderRange(slider({ default: 1, min: 1, max: 10, step: 0.5 }))).toEqual({ min: 1, max: 10, step: 0.5 });
  });

  it('places the slider on the value, the default, or the minimum, within the range', () => {
    const config = slider({ default: 30 });
    const range = sliderRange(config);
    expect(sliderValue(70, config, range)).toBe(70);
    expect(sliderValue('45', config, range)).toBe(45);
    expect(sliderValue(null, config, range)).toBe(30);
    expect(sliderValue(500, config, range)).toBe(100);
    expect(sliderValue(undefined, slider(), sliderRange(slider()))).toBe(0);
  });
});
