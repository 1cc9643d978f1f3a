import { Button, Radio, Stack, TextInput } from '@mantine/core';
import { parseFixedNumber } from '@tessera/core';
import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { ControlFrame } from '../control-frame';
import { DndMetricSelect } from '../metric-select/dnd-metric-select';
import { isMetricValue, metricValueLabel } from '../metric-select/metric-state';
import type { ControlWidgetProps } from '../types';
import {
  fixedOrMetricValue,
  readFixedOrMetricState,
  type FixedOrMetricState,
  type FixedOrMetricType,
} from './fixed-or-metric-state';

/**
 * Superset's FixedOrMetricControl (deck_scatter's point size, deck_polygon's elevation): a button
 * showing the fixed value or "metric: <label>" that opens the two sides, a fixed number or a
 * metric picked with the metric control. Each side keeps its value while the other is chosen;
 * focusing a side's field chooses it, as in Superset. A fixed value that is not a number is
 * marked and not saved.
 */
export function FixedOrMetricControl(props: ControlWidgetProps): ReactNode {
  const { config, value, onChange, formData, datasource } = props;
  const t = useT();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<FixedOrMetricState>(() => readFixedOrMetricState(value, config.default));
  // A value set from outside (reset, undo) replaces what is being edited; echoes of our own changes do not.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (JSON.stringify(value) !== JSON.stringify(fixedOrMetricValue(state)))
      setState(readFixedOrMetricState(value, config.default));
  }
  const update = (next: FixedOrMetricState) => {
    setState(next);
    const saved = fixedOrMetricValue(next);
    if (saved !== null) onChange(saved);
  };
  const choose = (type: FixedOrMetricType) => {
    if (type !== state.type) update({ ...state, type });
  };
  const invalid = state.type === 'fix' && parseFixedNumber(state.text) === null;
  const metricLabel = state.metric === null ? '' : metricValueLabel(state.metric, datasource);
  const summary = state.type === 'fix' ? state.text : `${t('metric')}: ${metricLabel}`;
  const metricConfig = { name: `${config.name}_metric`, type: 'DndMetricSelect', label: '', multi: false };
  return (
    <ControlFrame {...props}>
      <Button
        variant="default"
        fullWidth
        justify="flex-start"
        onClick={() => setOpen((o) => !o)}
        data-testid="fixed-or-metric-control"
      >
        {summary}
      </Button>
      {open && (
        <Radio.Group value={state.type} onChange={(type) => choose(type === 'metric' ? 'metric' : 'fix')}>
          <Stack gap="xs" mt="xs">
            <Radio value="fix" label={t('Fixed')} />
            <TextInput
              aria-label={t('Fixed')}
              inputMode="decimal"
              value={state.text}
              onFocus={() => choose('fix')}
              onChange={(event) => update({ ...state, type: 'fix', text: event.currentTarget.value })}
              error={invalid ? t('Must be a number') : undefined}
              data-testid="fixed-or-metric-fixed"
            />
            <Radio value="metric" label={t('Based on a metric')} />
            <DndMetricSelect
              config={metricConfig}
              value={state.metric}
              onChange={(next) => update({ ...state, type: 'metric', metric: isMetricValue(next) ? next : null })}
              formData={formData}
              datasource={datasource}
              validationErrors={[]}
            />
          </Stack>
        </Radio.Group>
      )}
    </ControlFrame>
  );
}
