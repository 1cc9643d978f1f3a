import { Autocomplete, Checkbox, Input, NumberInput, SegmentedControl, Select, Stack, Tabs, Text } from '@mantine/core';
import {
  CURRENCIES,
  D3_FORMAT_OPTIONS,
  D3_TIME_FORMAT_OPTIONS,
  defaultAlignment,
  DISPLAY_FIELDS,
  parseWidth,
  tabsFor,
  type Alignment,
  type ColumnConfigEntry,
  type ColumnConfigKind,
  type ConfigField,
  type ConfigTab,
  type DisplayDefaults,
} from '@tessera/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';

export type FieldChange = <K extends ConfigField>(field: K, value: ColumnConfigEntry[K] | undefined) => void;

export interface ColumnConfigFieldsProps {
  kind: ColumnConfigKind;
  entry: ColumnConfigEntry;
  defaults: DisplayDefaults;
  onChange: FieldChange;
}

// Dropdowns stay inside the popover: one in a portal would count as a click outside and close it.
const INLINE = { withinPortal: false } as const;

interface FormatInputProps {
  label: string;
  description?: string;
  value: string | undefined;
  options: readonly (readonly [format: string, label: string])[];
  onChange: (value: string) => void;
}

/** A d3 format: one of the usual ones (shown with an example) or any specifier typed in. */
function FormatInput({ label, description, value, options, onChange }: FormatInputProps) {
  const t = useT();
  const labels = new Map(options);
  return (
    <Autocomplete
      size="xs"
      label={label}
      description={description}
      placeholder={t('Default')}
      value={value ?? ''}
      data={options.map(([format]) => format)}
      onChange={onChange}
      clearable
      comboboxProps={INLINE}
      renderOption={({ option }) => <Text size="xs">{t(labels.get(option.value) ?? option.value)}</Text>}
    />
  );
}

type BooleanField = 'showCellBars' | 'alignPositiveNegative' | 'colorPositiveNegative' | 'truncateLongCells';

function DisplayFields({ kind, entry, defaults, onChange }: ColumnConfigFieldsProps) {
  const t = useT();
  const checkbox = (field: BooleanField, label: string, description?: string) => (
    <Checkbox
      key={field}
      size="xs"
      label={label}
      description={description}
      checked={entry[field] ?? defaults[field]}
      onChange={(e) => onChange(field, e.currentTarget.checked)}
    />
  );
  const fields: Partial<Record<ConfigField, () => ReactNode>> = {
    columnWidth: () => (
      <NumberInput
        key="columnWidth"
        size="xs"
        label={t('Min width')}
        description={t(
          "Default minimal column width in pixels, actual width may still be larger than this if other columns don't need much space",
        )}
        min={1}
        allowDecimal={false}
        allowNegative={false}
        value={entry.columnWidth ?? ''}
        onChange={(v) => onChange('columnWidth', parseWidth(v))}
      />
    ),
    horizontalAlign: () => (
      <Input.Wrapper key="horizontalAlign" size="xs" label={t('Text align')}>
        <SegmentedControl
          size="xs"
          fullWidth
          aria-label={t('Text align')}
          value={entry.horizontalAlign ?? defaultAlignment(kind)}
          onChange={(v) => onChange('horizontalAlign', v as Alignment)}
          data={[
            { value: 'left', label: t('Left') },
            { value: 'center', label: t('Center') },
            { value: 'right', label: t('Right') },
          ]}
        />
      </Input.Wrapper>
    ),
    showCellBars: () => checkbox('showCellBars', t('Show cell bars')),
    alignPositiveNegative: () =>
      checkbox(
        'alignPositiveNegative',
        t('Align +/-'),
        t('Whether to align positive and negative values in cell bar chart at 0'),
      ),
    colorPositiveNegative: () =>
      checkbox(
        'colorPositiveNegative',
        t('Color +/-'),
        t('Whether to colorize numeric values by whether they are positive or negative'),
      ),
    truncateLongCells: () =>
      checkbox('truncateLongCells', t('Truncate long cells'), t('Long text ends in an ellipsis at the column width')),
  };
  return <Stack gap="xs">{DISPLAY_FIELDS[kind].map((field) => fields[field]?.())}</Stack>;
}

function NumberFields({ entry, onChange }: ColumnConfigFieldsProps) {
  const t = useT();
  const currency = entry.currencyFormat;
  return (
    <Stack gap="xs">
      <FormatInput
        label={t('D3 format')}
        value={entry.d3NumberFormat}
        options={D3_FORMAT_OPTIONS}
        onChange={(v) => onChange('d3NumberFormat', v)}
      />
      <FormatInput
        label={t('Small number format')}
        description={t(
          'D3 number format for numbers between -1.0 and 1.0, useful when you want to have different significant digits for small and large numbers',
        )}
        value={entry.d3SmallNumber}
        options={D3_FORMAT_OPTIONS}
        onChange={(v) => onChange('d3SmallNumber', v)}
      />
      <Select
        size="xs"
        label={t('Currency format')}
        placeholder={t('No currency')}
        data={[...CURRENCIES]}
        searchable
        clearable
        comboboxProps={INLINE}
        value={currency?.symbol ?? null}
        onChange={(code) =>
          onChange(
            'currencyFormat',
            code ? { symbol: code, symbolPosition: currency?.symbolPosition ?? 'prefix' } : undefined,
          )
        }
      />
      <SegmentedControl
        size="xs"
        fullWidth
        aria-label={t('Currency symbol position')}
        disabled={!currency?.symbol}
        value={currency?.symbolPosition ?? 'prefix'}
        onChange={(position) =>
          onChange('currencyFormat', { ...currency, symbolPosition: position === 'suffix' ? 'suffix' : 'prefix' })
        }
        data={[
          { value: 'prefix', label: t('Prefix') },
          { value: 'suffix', label: t('Suffix') },
        ]}
      />
    </Stack>
  );
}

function TimeFields({ entry, onChange }: ColumnConfigFieldsProps) {
  const t = useT();
  return (
    <FormatInput
      label={t('Date format')}
      value={entry.d3TimeFormat}
      options={D3_TIME_FORMAT_OPTIONS}
      onChange={(v) => onChange('d3TimeFormat', v)}
    />
  );
}

const TAB_LABELS: Record<ConfigTab, string> = {
  display: 'Display',
  number: 'Number formatting',
  time: 'Date formatting',
};

/** The popover's tabs: Display for every column, then number or date formatting by the column's type. */
export function ColumnConfigFields(props: ColumnConfigFieldsProps) {
  const t = useT();
  const tabs = tabsFor(props.kind);
  const panels: Record<ConfigTab, ReactNode> = {
    display: <DisplayFields {...props} />,
    number: <NumberFields {...props} />,
    time: <TimeFields {...props} />,
  };
  return (
    <Tabs defaultValue="display" keepMounted={false}>
      <Tabs.List grow>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab} value={tab}>
            {t(TAB_LABELS[tab])}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab} value={tab} pt="xs">
          {panels[tab]}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
