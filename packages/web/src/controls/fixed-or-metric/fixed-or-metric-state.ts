import { parseFixedNumber, type FixedOrMetricValue } from '@tessera/core';
import { isMetricValue, type MetricValue } from '../metric-select/metric-state';

export type FixedOrMetricType = FixedOrMetricValue['type'];

/** What the widget edits: the chosen side, the fixed value as typed, and the metric (both kept while switching). */
export interface FixedOrMetricState {
  type: FixedOrMetricType;
  text: string;
  metric: MetricValue | null;
}

/** Superset's DEFAULT_VALUE of the control, when neither a value nor the control's default is set. */
const SUPERSET_DEFAULT = { type: 'fix', value: 5 };

/** The widget's state from the saved value, or else the control's default (Superset starts from `value ?? default`). */
export const readFixedOrMetricState = (value: unknown, fallback: unknown): FixedOrMetricState => {
  const chosen: unknown = value ?? fallback ?? SUPERSET_DEFAULT;
  const saved = typeof chosen === 'object' && chosen !== null ? (chosen as Record<string, unknown>) : {};
  const type: FixedOrMetricType = saved['type'] === 'metric' ? 'metric' : 'fix';
  const raw = saved['value'];
  return {
    type,
    text: type === 'fix' && (typeof raw === 'number' || typeof raw === 'string') ? String(raw) : '',
    metric: type === 'metric' && isMetricValue(raw) ? raw : null,
  };
};

/**
 * The value to save for a state, or null when there is none to save: a fixed value that is not a
 * number is marked and not saved. A metric side with no metric yet saves `{type: 'metric'}`, as
 * Superset does (the charts then keep their fixed default).
 */
export const fixedOrMetricValue = (state: FixedOrMetricState): Record<string, unknown> | null => {
  if (state.type === 'metric')
    return state.metric === null ? { type: 'metric' } : { type: 'metric', value: state.metric };
  const n = parseFixedNumber(state.text);
  return n === null ? null : { type: 'fix', value: n };
};
