import { Select } from '@mantine/core';
import { columnKind, nativeFilterDataMask, selectedValuesOf } from '@tessera/core';
import { useT } from '../../../../../i18n';
import type { FilterPluginProps } from '../types';

/** The time column filter (Superset's TimeColumnFilterPlugin): the target dataset's temporal columns. */
export function TimeColumnFilter({ filter, filterState, dataset, onChange, inputId, compact }: FilterPluginProps) {
  const t = useT();
  const columns = (dataset?.columns ?? []).filter((c) => columnKind(c) === 'temporal');
  const current = selectedValuesOf(filterState?.value)[0];
  return (
    <Select
      id={inputId}
      size="xs"
      w={compact ? 200 : '100%'}
      clearable
      data-testid={`filter-timecolumn-${filter.id}`}
      placeholder={t('Select time column')}
      data={columns.map((c) => ({ value: c.column_name, label: c.verbose_name || c.column_name }))}
      value={typeof current === 'string' ? current : null}
      onChange={(column) => onChange(nativeFilterDataMask(filter, column === null ? null : [column]))}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
