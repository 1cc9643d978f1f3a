import type { ControlConfig } from '@tessera/core';

/** Pure reads of the small controls: checkbox, slider and min/max bounds. */

/** Saved charts sometimes carry booleans as strings. */
export const readChecked = (value: unknown): boolean => value === true || value === 'true';

export interface SliderRange {
  min: number;
  max: number;
  step: number;
}

const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/**
 * A slider's range. Configs may say min / max / step; otherwise a fractional default in [0, 1]
 * (an opacity) gives 0–1 in tenths and anything else Superset's 0–100 (radius, marker size).
 */
export const sliderRange = (config: ControlConfig): SliderRange => {
  const fallback = finite(config.default);
  const fractional = fallback !== undefined && fallback >= 0 && fallback <= 1 && !Number.isInteger(fallback);
  return {
    min: finite(config.min) ?? 0,
    max: finite(config.max) ?? (fractional ? 1 : 100),
    step: finite(config.step) ?? (fractional ? 0.1 : 1),
  };
};

/** The slider position for a form-data value: a number (or numeric text), else the default, else the minimum. */
export const sliderValue = (value: unknown, config: ControlConfig, range: SliderRange): number => {
  const read = (v: unknown) => finite(typeof v === 'string' && v.trim() !== '' ? Number(v) : v);
  const n = read(value) ?? read(config.default) ?? range.min;
  return Math.min(range.max, Math.max(range.min, n));
};
