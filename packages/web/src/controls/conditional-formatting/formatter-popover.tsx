import { Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import {
  cleanRule,
  COLOR_SCHEME_NAMES,
  COMPARATORS,
  isRuleValid,
  targetFields,
  type ConditionalFormattingRule,
  type RuleField,
  type TargetField,
} from '@tessera/core';
import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { visibleErrors, type ColumnOption } from './conditional-formatting-fields';

export interface FormatterPopoverProps {
  initial: ConditionalFormattingRule;
  isNew: boolean;
  columns: readonly ColumnOption[];
  onApply: (rule: ConditionalFormattingRule) => void;
  onClose: () => void;
}

const ALL_FIELDS: RuleField[] = [
  'column',
  'colorScheme',
  'operator',
  'targetValue',
  'targetValueLeft',
  'targetValueRight',
];

const selectValue = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const numberValue = (value: unknown): string | number =>
  typeof value === 'number' || typeof value === 'string' ? value : '';

/** Spec 02 §2 conditional-formatting popover: column, colour scheme, operator and target values. */
export function FormatterPopover({ initial, isNew, columns, onApply, onClose }: FormatterPopoverProps): ReactNode {
  const t = useT();
  const [rule, setRule] = useState<ConditionalFormattingRule>(initial);
  const [touched, setTouched] = useState<ReadonlySet<RuleField>>(new Set());
  const errors = visibleErrors(rule, touched);
  const touch = (field: RuleField): void => setTouched((current) => new Set([...current, field]));
  const patch = (next: ConditionalFormattingRule): void => setRule({ ...rule, ...next });
  const apply = (): void => {
    if (isRuleValid(rule)) onApply(cleanRule(rule));
    else setTouched(new Set(ALL_FIELDS));
  };
  const targetLabels: Record<TargetField, string> = {
    targetValue: t('Target value'),
    targetValueLeft: t('Left value'),
    targetValueRight: t('Right value'),
  };

  return (
    <Stack gap="xs" w={300} data-testid="formatter-popover">
      <Text fw={600} size="sm">
        {isNew ? t('Add new formatter') : t('Edit formatter')}
      </Text>
      <Select
        label={t('Column')}
        withAsterisk
        placeholder={t('Select a column')}
        data={[...columns]}
        value={selectValue(rule.column)}
        onChange={(column) => patch({ column })}
        onBlur={() => touch('column')}
        error={errors.column}
        searchable
        comboboxProps={{ withinPortal: false }}
      />
      <Select
        label={t('Color scheme')}
        withAsterisk
        data={COLOR_SCHEME_NAMES.map((name) => ({ value: name, label: t(name) }))}
        value={selectValue(rule.colorScheme)}
        onChange={(colorScheme) => patch({ colorScheme })}
        onBlur={() => touch('colorScheme')}
        error={errors.colorScheme}
        comboboxProps={{ withinPortal: false }}
      />
      <Select
        label={t('Operator')}
        withAsterisk
        data={COMPARATORS.map((c) => ({ value: c, label: c === 'None' ? t('None') : c }))}
        value={selectValue(rule.operator)}
        onChange={(operator) => patch({ operator })}
        onBlur={() => touch('operator')}
        error={errors.operator}
        comboboxProps={{ withinPortal: false }}
      />
      {targetFields(rule.operator).map((field) => (
        <NumberInput
          key={field}
          label={targetLabels[field]}
          withAsterisk
          value={numberValue(rule[field])}
          onChange={(value) => patch({ [field]: value === '' ? null : value })}
          onBlur={() => touch(field)}
          error={errors[field]}
        />
      ))}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="xs" onClick={onClose}>
          {t('Close')}
        </Button>
        <Button size="xs" onClick={apply}>
          {t('Apply')}
        </Button>
      </Group>
    </Stack>
  );
}
