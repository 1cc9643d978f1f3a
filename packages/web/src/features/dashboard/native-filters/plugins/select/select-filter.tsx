import { MultiSelect, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  controlValue,
  filterColumnOf,
  filterOptionValues,
  nativeFilterDataMask,
  selectedValuesOf,
  validChildValues,
  type FilterScalar,
} from '@tessera/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../../../../../i18n';
import type { FilterPluginProps } from '../types';
import { useFilterOptions } from '../use-filter-options';
import { optionKey, optionValue, selectOptions } from './select-options';

/** Spec 02 §9: typing waits this long before the server search runs. */
const SEARCH_DELAY_MS = 300;

/**
 * The value filter (Superset's SelectFilterPlugin): single or multiple values from the column's
 * options (1000 loaded; 'search all options' asks the server past them, debounced), creatable
 * values, 'select first value by default', and a cascading child dropping values its parents'
 * new selection no longer offers.
 */
export function SelectFilter(props: FilterPluginProps) {
  const { filter, filterState, dataset, parentMasks, loadData, onChange, onFirstValue, inputId, compact } = props;
  const t = useT();
  const column = filterColumnOf(filter) ?? '';
  const multiple = controlValue(filter, 'multiSelect', true);
  const searchAll = controlValue(filter, 'searchAllOptions');
  const creatable = controlValue(filter, 'creatable', true);
  const required = controlValue(filter, 'enableEmptyFilter');
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, SEARCH_DELAY_MS);
  const loaded = useFilterOptions(filter, parentMasks, dataset, loadData);
  const searched = useFilterOptions(filter, parentMasks, dataset, loadData, {
    search: term,
    enabled: searchAll && term !== '',
  });
  const loadedValues = useMemo(
    () => (loaded.status === 'ready' ? filterOptionValues(loaded.rows, column) : null),
    [loaded, column],
  );
  const searchedValues = searched.status === 'ready' ? filterOptionValues(searched.rows, column) : [];
  const selected = useMemo(() => selectedValuesOf(filterState?.value), [filterState]);
  const data = selectOptions([loadedValues ?? [], searchedValues, selected], creatable ? search.trim() : null);

  const choose = (values: FilterScalar[]) => onChange(nativeFilterDataMask(filter, values.length > 0 ? values : null));

  // 'Select first filter value by default': once the options are in and nothing is chosen.
  const first = loadedValues?.[0];
  const firstDone = useRef(false);
  useEffect(() => {
    if (!controlValue(filter, 'defaultToFirstItem') || firstDone.current || first === undefined) return;
    if (selected.length > 0) return;
    firstDone.current = true;
    (onFirstValue ?? onChange)(nativeFilterDataMask(filter, [first]));
  }, [filter, first, selected, onChange, onFirstValue]);

  // A cascading child keeps only the values its parents' selection still offers (core's validChildValues).
  const cascading = (filter.cascadeParentIds ?? []).length > 0;
  useEffect(() => {
    if (!cascading || loadedValues === null || selected.length === 0) return;
    const kept = validChildValues(selected, loadedValues) ?? [];
    if (kept.length !== selected.length) onChange(nativeFilterDataMask(filter, kept.length > 0 ? kept : null));
  }, [cascading, loadedValues, selected, filter, onChange]);

  const common = {
    id: inputId,
    data,
    searchable: true,
    onSearchChange: setSearch,
    clearable: true,
    size: 'xs' as const,
    w: compact ? 200 : '100%',
    placeholder: loaded.status === 'loading' ? t('Loading...') : t('%s option(s)', data.length),
    nothingFoundMessage: loaded.status === 'error' ? loaded.message : t('No options'),
    error: required && selected.length === 0 ? t('Value is required') : undefined,
    comboboxProps: { withinPortal: true },
    'data-testid': `filter-select-${filter.id}`,
  };
  return multiple ? (
    <MultiSelect
      {...common}
      searchValue={search}
      value={selected.map(optionKey)}
      onChange={(keys) => {
        setSearch('');
        choose(keys.map(optionValue));
      }}
    />
  ) : (
    <Select
      {...common}
      value={selected[0] === undefined ? null : optionKey(selected[0])}
      onChange={(key) => choose(key === null ? [] : [optionValue(key)])}
    />
  );
}
