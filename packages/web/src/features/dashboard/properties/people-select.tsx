import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { mergeOwnerOptions, relatedOwnerOptions, type OwnerOption } from '../../dataset-editor/owners';
import { saveApi } from '../save/save-api';

export interface PeopleSelectProps<T extends { id: number }> {
  /** 'owners' (users) or 'roles': the dashboard's related endpoint searched as the user types. */
  column: 'owners' | 'roles';
  label: string;
  description?: string;
  value: T[];
  /** How a chosen item shows, and how an option (id and label) becomes an item. */
  labelOf: (item: T) => string;
  itemOf: (option: OwnerOption) => T;
  onChange: (items: T[]) => void;
  testId: string;
}

/** A multi-select over `GET /api/v1/dashboard/related/{owners|roles}` (Superset's AsyncSelect). */
export function PeopleSelect<T extends { id: number }>(props: PeopleSelectProps<T>) {
  const { column, label, description, value, labelOf, itemOf, onChange, testId } = props;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const related = useQuery({
    queryKey: ['dashboard-related', column, debounced],
    queryFn: ({ signal }) =>
      column === 'owners' ? saveApi.relatedOwners(debounced, signal) : saveApi.relatedRoles(debounced, signal),
  });
  const chosen = value.map((item) => ({ value: String(item.id), label: labelOf(item) }));
  const options = mergeOwnerOptions(chosen, relatedOwnerOptions(related.data?.result ?? []));
  return (
    <MultiSelect
      label={label}
      description={description}
      data={options}
      value={chosen.map((c) => c.value)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      comboboxProps={{ withinPortal: false }}
      onChange={(values) => onChange(options.filter((o) => values.includes(o.value)).map((o) => itemOf(o)))}
      data-testid={testId}
    />
  );
}
