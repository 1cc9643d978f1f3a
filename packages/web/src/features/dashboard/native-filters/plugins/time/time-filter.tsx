import { nativeFilterDataMask } from '@tessera/core';
import { TimeRangePicker } from '../../../../../controls/time-range';
import type { FilterPluginProps } from '../types';

/** The time range filter (Superset's TimeFilterPlugin): explore's time-range picker; 'No filter' filters nothing. */
export function TimeFilter({ filter, filterState, onChange }: FilterPluginProps) {
  const value = typeof filterState?.value === 'string' ? filterState.value : null;
  return (
    <div data-testid={`filter-time-${filter.id}`}>
      <TimeRangePicker value={value} onChange={(range) => onChange(nativeFilterDataMask(filter, range))} />
    </div>
  );
}
