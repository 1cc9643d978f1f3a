import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import type { ControlWidgetProps } from '../types';
import { TimeRangePicker } from './time-range-picker';

/** The `time_range` explore control: the picker bound to form data. */
export function TimeRangeControl({ config, value, onChange }: ControlWidgetProps): ReactNode {
  const t = useT();
  return (
    <TimeRangePicker
      label={t(config.label)}
      description={config.description === undefined ? undefined : t(config.description)}
      value={typeof value === 'string' ? value : null}
      onChange={onChange}
    />
  );
}
