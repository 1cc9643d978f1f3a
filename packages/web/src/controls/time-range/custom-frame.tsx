import { Group, NumberInput, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  defaultCustomRange,
  normalizePickerDatetime,
  relativeQuantity,
  type CustomTimeRange,
  type DateTimeMode,
  type TimeUnit,
} from '@tessera/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { findChoice, grainChoices, modeChoices } from './time-range-options';

export interface CustomFrameProps {
  value: CustomTimeRange;
  onChange: (value: CustomTimeRange) => void;
  now: Date;
  /** Keeps the selects' dropdowns inside a surrounding popover, so picking does not close it. */
  withinPortal: boolean;
}

interface SideProps extends CustomFrameProps {
  side: 'since' | 'until';
  title: string;
}

interface SideFields {
  mode?: DateTimeMode;
  datetime?: string;
  grain?: TimeUnit;
  grainValue?: number;
}

const patchSide = (value: CustomTimeRange, side: 'since' | 'until', f: SideFields): CustomTimeRange =>
  side === 'since'
    ? {
        ...value,
        sinceMode: f.mode ?? value.sinceMode,
        sinceDatetime: f.datetime ?? value.sinceDatetime,
        sinceGrain: f.grain ?? value.sinceGrain,
        sinceGrainValue: f.grainValue ?? value.sinceGrainValue,
      }
    : {
        ...value,
        untilMode: f.mode ?? value.untilMode,
        untilDatetime: f.datetime ?? value.untilDatetime,
        untilGrain: f.grain ?? value.untilGrain,
        untilGrainValue: f.grainValue ?? value.untilGrainValue,
      };

/**
 * A native date-time field: it has a picker in every browser. It yields YYYY-MM-DDTHH:mm, dropping ':00'
 * seconds; core's normalizePickerDatetime turns every form it gives into Superset's YYYY-MM-DDTHH:mm:ss.
 */
function DatetimeField(props: { label: string; value: string; now: Date; onChange: (value: string) => void }) {
  return (
    <TextInput
      type="datetime-local"
      step={1}
      aria-label={props.label}
      value={props.value === '' ? '' : normalizePickerDatetime(props.value, props.now)}
      onChange={(event) => props.onChange(event.currentTarget.value)}
    />
  );
}

function CustomSide({ side, title, value, onChange, now, withinPortal }: SideProps): ReactNode {
  const t = useT();
  const mode = side === 'since' ? value.sinceMode : value.untilMode;
  const datetime = side === 'since' ? value.sinceDatetime : value.untilDatetime;
  const grain = side === 'since' ? value.sinceGrain : value.untilGrain;
  const quantity = relativeQuantity(side === 'since' ? value.sinceGrainValue : value.untilGrainValue);
  const set = (fields: SideFields): void => onChange(patchSide(value, side, fields));
  const onMode = (picked: string | null): void => {
    const next = findChoice(modeChoices(t), picked);
    if (next === null) return;
    // A side leaving now/today gets a concrete datetime to edit.
    set({ mode: next, datetime: normalizePickerDatetime(datetime, now) });
  };
  const onQuantity = (next: string | number): void => {
    const amount = relativeQuantity(typeof next === 'number' ? next : Number(next));
    set({ grainValue: side === 'since' ? -amount : amount });
  };
  return (
    <Stack gap={6}>
      <Text size="xs" fw={600} tt="uppercase">
        {title}
      </Text>
      <Select
        aria-label={t('%s mode', title)}
        data={modeChoices(t)}
        value={mode}
        onChange={onMode}
        allowDeselect={false}
        comboboxProps={{ withinPortal }}
      />
      {mode === 'specific' && (
        <DatetimeField
          label={t('%s date and time', title)}
          value={datetime}
          now={now}
          onChange={(next) => set({ datetime: next })}
        />
      )}
      {mode === 'relative' && (
        <Group gap={6} wrap="nowrap">
          <NumberInput
            aria-label={t('%s quantity', title)}
            min={1}
            step={1}
            allowDecimal={false}
            allowNegative={false}
            value={quantity}
            onChange={onQuantity}
            w={90}
          />
          <Select
            aria-label={t('%s unit', title)}
            data={grainChoices(t, side)}
            value={grain}
            onChange={(picked) => {
              const next = findChoice(grainChoices(t, side), picked);
              if (next !== null) set({ grain: next });
            }}
            allowDeselect={false}
            comboboxProps={{ withinPortal }}
            flex={1}
          />
        </Group>
      )}
    </Stack>
  );
}

/** Superset's Custom frame: each side is a specific datetime, relative, now or midnight. */
export function CustomFrame(props: CustomFrameProps): ReactNode {
  const t = useT();
  const { value, onChange, now } = props;
  const bothRelative = value.sinceMode === 'relative' && value.untilMode === 'relative';
  const onAnchorMode = (mode: string): void => {
    const anchorValue = mode === 'now' ? 'now' : defaultCustomRange(now).untilDatetime;
    onChange({ ...value, anchorMode: mode === 'now' ? 'now' : 'specific', anchorValue });
  };
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2}>
        <CustomSide {...props} side="since" title={t('START (INCLUSIVE)')} />
        <CustomSide {...props} side="until" title={t('END (EXCLUSIVE)')} />
      </SimpleGrid>
      {bothRelative && (
        <Stack gap={6}>
          <Radio.Group label={t('Anchor to')} value={value.anchorMode} onChange={onAnchorMode}>
            <Group mt={4}>
              <Radio value="now" label={t('NOW')} />
              <Radio value="specific" label={t('Date/Time')} />
            </Group>
          </Radio.Group>
          {value.anchorMode === 'specific' && (
            <DatetimeField
              label={t('Anchor date and time')}
              value={value.anchorValue}
              now={now}
              onChange={(anchorValue) => onChange({ ...value, anchorValue })}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
