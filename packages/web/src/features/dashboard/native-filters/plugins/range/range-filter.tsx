import { Group, NumberInput, RangeSlider, Slider, Stack, Text } from '@mantine/core';
import { nativeFilterDataMask } from '@tessera/core';
import { useEffect, useState } from 'react';
import { useT } from '../../../../../i18n';
import type { FilterPluginProps } from '../types';
import { useFilterOptions } from '../use-filter-options';

type Bound = number | null;

/** Superset's enableSingleValue: 0 a lower bound only, 1 one exact value, 2 an upper bound only; unset a range. */
type RangeMode = 'range' | 'min' | 'exact' | 'max';

const modeOf = (value: unknown): RangeMode =>
  value === 0 ? 'min' : value === 1 ? 'exact' : value === 2 ? 'max' : 'range';

const num = (value: unknown): Bound => (typeof value === 'number' && Number.isFinite(value) ? value : null);

const boundsOf = (value: unknown): [Bound, Bound] =>
  Array.isArray(value) ? [num(value[0]), num(value[1])] : [null, null];

/**
 * The numerical range filter (Superset's RangeFilterPlugin): the column's MIN and MAX give the
 * slider's ends; a slider and inputs pick a range, a lower or upper bound, or one exact value.
 */
export function RangeFilter({
  filter,
  filterState,
  dataset,
  parentMasks,
  loadData,
  onChange,
  inputId,
  compact,
}: FilterPluginProps) {
  const t = useT();
  const mode = modeOf(filter.controlValues?.['enableSingleValue']);
  const options = useFilterOptions(filter, parentMasks, dataset, loadData);
  const row = options.status === 'ready' ? options.rows[0] : undefined;
  const min = num(row?.['min']) ?? 0;
  const max = num(row?.['max']) ?? 0;
  const [lower, upper] = boundsOf(filterState?.value);
  // The inputs edit a draft; the filter changes when an input is left or the slider is released.
  const [draft, setDraft] = useState<[Bound, Bound]>([lower, upper]);
  useEffect(() => setDraft([lower, upper]), [lower, upper]);

  const commit = ([low, high]: [Bound, Bound]) => {
    const bounds: [Bound, Bound] =
      mode === 'min' ? [low, null] : mode === 'max' ? [null, high] : mode === 'exact' ? [low, low] : [low, high];
    onChange(nativeFilterDataMask(filter, bounds[0] === null && bounds[1] === null ? null : bounds));
  };

  if (options.status === 'error')
    return (
      <Text size="xs" c="red">
        {options.message}
      </Text>
    );
  const ready = options.status === 'ready' && max >= min;
  const slider =
    mode === 'range' ? (
      <RangeSlider
        min={min}
        max={max}
        disabled={!ready}
        value={[draft[0] ?? min, draft[1] ?? max]}
        onChange={([a, b]) => setDraft([a, b])}
        onChangeEnd={([a, b]) => commit([a === min ? null : a, b === max ? null : b])}
      />
    ) : (
      <Slider
        min={min}
        max={max}
        disabled={!ready}
        value={(mode === 'max' ? draft[1] : draft[0]) ?? (mode === 'max' ? max : min)}
        onChange={(v) => setDraft(mode === 'max' ? [null, v] : [v, v])}
        onChangeEnd={(v) => commit(mode === 'max' ? [null, v] : [v, v])}
      />
    );
  const input = (index: 0 | 1, label: string, id?: string) => (
    <NumberInput
      id={id}
      size="xs"
      aria-label={label}
      placeholder={label}
      value={draft[index] ?? ''}
      onChange={(v) => setDraft(index === 0 ? [num(v), draft[1]] : [draft[0], num(v)])}
      onBlur={() => commit(draft)}
      style={{ flex: 1 }}
    />
  );
  return (
    <Stack gap={6} w={compact ? 220 : '100%'} data-testid={`filter-range-${filter.id}`}>
      <Group gap={6} wrap="nowrap">
        {mode !== 'max' && input(0, mode === 'exact' ? t('Value') : t('Minimum'), inputId)}
        {(mode === 'range' || mode === 'max') && input(1, t('Maximum'), mode === 'max' ? inputId : undefined)}
      </Group>
      {slider}
    </Stack>
  );
}
