import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { useT } from '../../../i18n';
import type { FilterValue, ListState } from './list-state';
import type { FilterChoice, ListFilterSpec, SearchFilterSpec, SelectFilterSpec } from './list-types';
import { useFilterChoices } from './use-list-data';

/** Typing waits this long before the list reloads; Enter applies at once. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ListFiltersProps {
  resource: string;
  filters: readonly ListFilterSpec[];
  state: ListState;
  onChange: (id: string, value: FilterValue | null) => void;
}

const choiceKey = (value: FilterValue): string => JSON.stringify(value);

interface SearchFilterProps {
  filter: SearchFilterSpec;
  value: FilterValue | undefined;
  onChange: (value: string) => void;
}

function SearchFilter({ filter, value, onChange }: SearchFilterProps): ReactNode {
  const t = useT();
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const apply = useDebouncedCallback((next: string) => onChange(next.trim()), SEARCH_DEBOUNCE_MS);
  return (
    <TextInput
      label={filter.label}
      placeholder={t('Type a value')}
      value={text}
      w={220}
      data-testid={`filter-${filter.id}`}
      onChange={(event) => {
        setText(event.currentTarget.value);
        apply(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        apply.cancel();
        onChange(text.trim());
      }}
    />
  );
}

interface SelectFilterProps {
  resource: string;
  filter: SelectFilterSpec;
  value: FilterValue | undefined;
  onChange: (value: FilterValue | null) => void;
}

function SelectFilter({ resource, filter, value, onChange }: SelectFilterProps): ReactNode {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const loaded = useFilterChoices(resource, filter, opened || value !== undefined);
  const choices: readonly FilterChoice[] =
    filter.source.kind === 'static' ? filter.source.choices : (loaded.data ?? []);
  const data = choices.map((choice) => ({ value: choiceKey(choice.value), label: choice.label }));
  const current = value === undefined ? null : choiceKey(value);
  if (current !== null && !data.some((item) => item.value === current)) {
    data.push({ value: current, label: String(value) });
  }
  return (
    <Select
      label={filter.label}
      placeholder={t('Any')}
      data={data}
      value={current}
      searchable
      clearable
      w={170}
      nothingFoundMessage={loaded.isFetching ? t('Loading...') : t('No results')}
      data-testid={`filter-${filter.id}`}
      onDropdownOpen={() => setOpened(true)}
      onChange={(key) => {
        const choice = choices.find((item) => choiceKey(item.value) === key);
        onChange(choice === undefined ? null : choice.value);
      }}
    />
  );
}

/** The filter bar above the list. */
export function ListFilters({ resource, filters, state, onChange }: ListFiltersProps): ReactNode {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="list-filters">
      {filters.map((filter) =>
        filter.kind === 'search' ? (
          <SearchFilter
            key={filter.id}
            filter={filter}
            value={state.filters[filter.id]}
            onChange={(text) => onChange(filter.id, text === '' ? null : text)}
          />
        ) : (
          <SelectFilter
            key={filter.id}
            resource={resource}
            filter={filter}
            value={state.filters[filter.id]}
            onChange={(value) => onChange(filter.id, value)}
          />
        ),
      )}
    </Group>
  );
}
