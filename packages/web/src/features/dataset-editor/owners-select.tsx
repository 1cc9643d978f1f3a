import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { datasetEditorApi } from './dataset-editor-api';
import { datasetEditorKeys } from './query-keys';
import {
  mergeOwnerOptions,
  ownerIdsFromValues,
  ownerOptions,
  relatedOwnerOptions,
  type OwnerLike,
  type OwnerOption,
} from './owners';

export interface OwnersSelectProps {
  /** Selected user ids. */
  value: readonly number[];
  /** The dataset's owners as loaded, so their names show before any search. */
  initialOwners: readonly OwnerLike[];
  onChange: (ids: number[]) => void;
}

/** Owners picker: searches users on the server once opened and remembers the names of those picked. */
export function OwnersSelect({ value, initialOwners, onChange }: OwnersSelectProps): ReactNode {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [picked, setPicked] = useState<OwnerOption[]>([]);
  const related = useQuery({
    queryKey: datasetEditorKeys.owners(debounced),
    queryFn: ({ signal }) => datasetEditorApi.relatedOwners(debounced, [], signal),
    enabled: opened,
  });
  const options = useMemo(
    () => mergeOwnerOptions(ownerOptions(initialOwners), picked, relatedOwnerOptions(related.data?.result ?? [])),
    [initialOwners, picked, related.data],
  );

  return (
    <MultiSelect
      label={t('Owners')}
      description={t('Owners can edit this dataset')}
      placeholder={t('Select owners')}
      data={options}
      value={value.map(String)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpened(true)}
      nothingFoundMessage={related.isFetching ? t('Loading') : t('No users found')}
      onChange={(values) => {
        setPicked((current) =>
          mergeOwnerOptions(
            current,
            options.filter((o) => values.includes(o.value)),
          ),
        );
        onChange(ownerIdsFromValues(values));
      }}
    />
  );
}
