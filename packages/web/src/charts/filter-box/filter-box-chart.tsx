import { Button, MultiSelect, ScrollArea, Select, Stack } from '@mantine/core';
import {
  COMMON_TIME_RANGES,
  FILTER_BOX_TIME_COLUMNS,
  NO_TIME_RANGE,
  TIME_GRAINS,
  type FilterBoxSelection,
  type FilterScalar,
  type FormData,
} from '@tessera/core';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import type { ChartHooks } from '../types';
import type { FilterBoxFieldProps, FilterBoxTransformedProps } from './types';
import { useFieldSearch, useTemporalColumns } from './use-filter-box-lookups';

type Props = FilterBoxTransformedProps & ChartHooks;

const keyOf = (v: FilterScalar): string => (v === null ? '<NULL>' : String(v));

/** One field's selector: a multi or single select of its choices (and the server's, with search all options). */
function FieldSelect({
  field,
  value,
  formData,
  onChange,
}: {
  field: FilterBoxFieldProps;
  value: FilterScalar | FilterScalar[] | undefined;
  formData: FormData;
  onChange: (value: FilterScalar | FilterScalar[] | undefined) => void;
}) {
  const t = useT();
  const search = useFieldSearch(formData, field.column, field.searchAllOptions);
  const selected = value === undefined ? [] : Array.isArray(value) ? value : [value];
  const byKey = new Map<string, FilterScalar>();
  for (const v of [...field.options.map((o) => o.value), ...search.found, ...selected]) byKey.set(keyOf(v), v);
  const metrics = new Map(field.options.map((o) => [keyOf(o.value), o.metric]));
  const data = [...byKey.keys()].map((key) => {
    const metric = metrics.get(key);
    return { value: key, label: metric === null || metric === undefined ? key : `${key} (${metric})` };
  });
  const common = {
    label: field.label,
    data,
    searchable: true,
    clearable: field.clearable,
    comboboxProps: { withinPortal: false },
    onSearchChange: search.setSearch,
    nothingFoundMessage: t('No results'),
    'data-testid': `filter-box-field-${field.column}`,
  };
  if (field.multiple) {
    return (
      <MultiSelect
        {...common}
        value={selected.map(keyOf)}
        onChange={(keys) => onChange(keys.length === 0 ? undefined : keys.map((k) => byKey.get(k) ?? k))}
      />
    );
  }
  return (
    <Select
      {...common}
      value={selected[0] === undefined ? null : keyOf(selected[0])}
      onChange={(key) => onChange(key === null ? undefined : (byKey.get(key) ?? key))}
    />
  );
}

/**
 * The legacy filter box (Superset's FilterBox): a selector per configured field, optional time
 * range, time column and time grain selectors, and Apply unless instant filtering. On a
 * dashboard the selection goes out as the box's data mask; the dashboard scopes it with
 * filter_scopes (core). Elsewhere it only keeps its own selection.
 */
export function FilterBoxChart(props: Props): ReactNode {
  const { width, height, fields, showDateFilter, showTimeGrain, showTimeColumn, instantFiltering, selection } = props;
  const { formData, onCrossFilter } = props;
  const t = useT();
  const [pending, setPending] = useState<FilterBoxSelection>(selection);
  useEffect(() => setPending(selection), [selection]);
  const temporal = useTemporalColumns(formData, showTimeColumn);
  const changed = useMemo(() => JSON.stringify(pending) !== JSON.stringify(selection), [pending, selection]);

  const apply = (next: FilterBoxSelection) => onCrossFilter?.({ extraFormData: {}, filterState: { value: next } });
  const set = (column: string, value: FilterScalar | FilterScalar[] | undefined) => {
    const next = { ...pending };
    if (value === undefined) delete next[column];
    else next[column] = value;
    setPending(next);
    if (instantFiltering) apply(next);
  };
  const text = (column: string): string | null => {
    const v = pending[column];
    return typeof v === 'string' && v !== '' ? v : null;
  };
  const timeRange = text(FILTER_BOX_TIME_COLUMNS.time_range);
  const known: string[] = [NO_TIME_RANGE, ...COMMON_TIME_RANGES];
  const ranges = timeRange === null || known.includes(timeRange) ? known : [...known, timeRange];

  return (
    <ScrollArea h={height} w={width} data-testid="filter-box">
      <Stack gap="xs" p="xs">
        {showDateFilter && (
          <Select
            label={t('Time range')}
            data={ranges.map((r) => ({ value: r, label: t(r) }))}
            value={timeRange ?? NO_TIME_RANGE}
            comboboxProps={{ withinPortal: false }}
            onChange={(v) => set(FILTER_BOX_TIME_COLUMNS.time_range, v === null || v === NO_TIME_RANGE ? undefined : v)}
            data-testid="filter-box-time-range"
          />
        )}
        {showTimeColumn && (
          <Select
            label={t('Time column')}
            data={temporal}
            clearable
            value={text(FILTER_BOX_TIME_COLUMNS.granularity_sqla)}
            comboboxProps={{ withinPortal: false }}
            onChange={(v) => set(FILTER_BOX_TIME_COLUMNS.granularity_sqla, v ?? undefined)}
          />
        )}
        {showTimeGrain && (
          <Select
            label={t('Time grain')}
            data={TIME_GRAINS.map((g) => ({ value: g.grain, label: t(g.label) }))}
            clearable
            value={text(FILTER_BOX_TIME_COLUMNS.time_grain_sqla)}
            comboboxProps={{ withinPortal: false }}
            onChange={(v) => set(FILTER_BOX_TIME_COLUMNS.time_grain_sqla, v ?? undefined)}
          />
        )}
        {fields.map((field) => (
          <FieldSelect
            key={field.column}
            field={field}
            value={pending[field.column]}
            formData={formData}
            onChange={(v) => set(field.column, v)}
          />
        ))}
        {!instantFiltering && (
          <Button size="xs" disabled={!changed} onClick={() => apply(pending)} data-testid="filter-box-apply">
            {t('Apply')}
          </Button>
        )}
      </Stack>
    </ScrollArea>
  );
}
