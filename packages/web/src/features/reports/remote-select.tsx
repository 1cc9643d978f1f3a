import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { ReportOption } from './reports-api';

export interface RemoteSelectProps {
  label: string;
  /** Cache key of the list, e.g. 'dashboards'. */
  kind: string;
  load: (search: string, signal: AbortSignal) => Promise<ReportOption[]>;
  value: number | null;
  /** The label of the stored value, shown even when the first page of choices does not hold it. */
  knownLabel?: string | null;
  error?: string;
  required?: boolean;
  onChange: (id: number | null) => void;
  testId: string;
}

/** A searchable select over a list endpoint: the typed text filters on the server (300 ms debounce). */
export function RemoteSelect(props: RemoteSelectProps): ReactNode {
  const { label, kind, load, value, knownLabel, error, required, onChange, testId } = props;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const options = useQuery({
    queryKey: ['report-options', kind, debounced],
    queryFn: ({ signal }) => load(debounced, signal),
  });
  const data = options.data ?? [];
  const current = value === null ? null : String(value);
  const shown =
    current !== null && knownLabel && !data.some((o) => o.value === current)
      ? [{ value: current, label: knownLabel }, ...data]
      : data;
  return (
    <Select
      label={label}
      data={shown}
      value={current}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(v) => onChange(v === null ? null : Number(v))}
      nothingFoundMessage={options.isPending ? '…' : undefined}
      error={error}
      required={required}
      data-testid={testId}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
