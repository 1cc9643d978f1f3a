import { Group, Input, NumberInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { BOUNDS_DEBOUNCE_MS, parseBound, readBoundsValue, type Bounds } from '@tessera/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useT } from '../i18n';
import { errorText, inputFrameProps } from './control-frame';
import type { ControlWidgetProps } from './types';

type Entry = string | number;

const entryOf = (bound: number | null): Entry => (bound === null ? '' : bound);

/** Superset's BoundsControl: min and max inputs saved as `[min | null, max | null]`. */
export function BoundsControl(props: ControlWidgetProps): ReactNode {
  const { value, onChange, validationErrors } = props;
  const t = useT();
  const [min, max] = readBoundsValue(value);
  const [entries, setEntries] = useState<[Entry, Entry]>([entryOf(min), entryOf(max)]);
  const push = useDebouncedCallback(
    (next: [Entry, Entry]) => onChange([parseBound(next[0]), parseBound(next[1])] satisfies Bounds),
    {
      delay: BOUNDS_DEBOUNCE_MS,
      flushOnUnmount: true,
    },
  );

  // Outside changes (reset, undo) show up unless the inputs already say the same.
  useEffect(() => {
    setEntries((current) =>
      parseBound(current[0]) === min && parseBound(current[1]) === max ? current : [entryOf(min), entryOf(max)],
    );
  }, [min, max]);

  const edit = (side: 0 | 1, entry: Entry) => {
    const next: [Entry, Entry] = side === 0 ? [entry, entries[1]] : [entries[0], entry];
    setEntries(next);
    push(next);
  };
  const { label } = inputFrameProps(props);
  return (
    <Input.Wrapper label={label} labelElement="div" error={errorText(validationErrors)}>
      <Group gap="xs" grow wrap="nowrap">
        <NumberInput
          aria-label={t('Min')}
          placeholder={t('Min')}
          value={entries[0]}
          onChange={(v) => edit(0, v)}
          onBlur={() => push.flush()}
        />
        <NumberInput
          aria-label={t('Max')}
          placeholder={t('Max')}
          value={entries[1]}
          onChange={(v) => edit(1, v)}
          onBlur={() => push.flush()}
        />
      </Group>
    </Input.Wrapper>
  );
}
