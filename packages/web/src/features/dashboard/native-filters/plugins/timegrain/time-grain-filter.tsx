import { Select } from '@mantine/core';
import { nativeFilterDataMask, selectedValuesOf } from '@tessera/core';
import { useT } from '../../../../../i18n';
import type { FilterPluginProps } from '../types';

/**
 * The time grain filter (Superset's TimeGrainFilterPlugin): the grains the target dataset's
 * database offers (the dashboard's datasets answer carries them), chosen one at a time.
 */
export function TimeGrainFilter({ filter, filterState, dataset, onChange, inputId, compact }: FilterPluginProps) {
  const t = useT();
  const grains = dataset?.time_grain_sqla ?? [];
  const current = selectedValuesOf(filterState?.value)[0];
  return (
    <Select
      id={inputId}
      size="xs"
      w={compact ? 200 : '100%'}
      clearable
      data-testid={`filter-timegrain-${filter.id}`}
      placeholder={t('Select time grain')}
      data={grains.map(([grain, label]) => ({ value: grain, label: t(label) }))}
      value={typeof current === 'string' ? current : null}
      onChange={(grain) => {
        const mask = nativeFilterDataMask(filter, grain === null ? null : [grain]);
        const label = grains.find(([g]) => g === grain)?.[1];
        onChange(label === undefined ? mask : { ...mask, filterState: { ...mask.filterState, label: t(label) } });
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
