import { Badge, Checkbox, Group, Radio, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { CertificationFields } from './certification-fields';
import type { ColumnDraft, ColumnPatch } from './editor-state';
import { ItemRow } from './item-row';

export interface ColumnRowProps {
  column: ColumnDraft;
  isMainDttm: boolean;
  issues: readonly string[];
  onChange: (patch: ColumnPatch) => void;
  onMainDttm: () => void;
  onRemove?: () => void;
}

const mono = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

function ColumnDetails({ column, onChange }: Pick<ColumnRowProps, 'column' | 'onChange'>): ReactNode {
  const t = useT();
  return (
    <Stack gap="xs">
      <Textarea
        label={t('Description')}
        value={column.description}
        onChange={(event) => onChange({ description: event.currentTarget.value })}
        resize="vertical"
        rows={2}
      />
      <TextInput
        label={t('Datetime format')}
        description={t('The pattern of timestamp format, e.g. %Y-%m-%d %H:%M:%S, or epoch_s / epoch_ms')}
        value={column.python_date_format}
        onChange={(event) => onChange({ python_date_format: event.currentTarget.value })}
      />
      <CertificationFields value={column} onChange={onChange} />
    </Stack>
  );
}

/** One column: physical columns keep their name and type, calculated ones edit them and their SQL. */
export function ColumnRow({ column, isMainDttm, issues, onChange, onMainDttm, onRemove }: ColumnRowProps): ReactNode {
  const t = useT();
  const flags = (
    <Group gap="md">
      <Checkbox
        label={t('Is temporal')}
        checked={column.is_dttm}
        onChange={(event) => onChange({ is_dttm: event.currentTarget.checked })}
      />
      <Radio label={t('Default datetime')} checked={isMainDttm} disabled={!column.is_dttm} onChange={onMainDttm} />
      <Checkbox
        label={t('Is filterable')}
        checked={column.filterable}
        onChange={(event) => onChange({ filterable: event.currentTarget.checked })}
      />
      <Checkbox
        label={t('Is dimension')}
        checked={column.groupby}
        onChange={(event) => onChange({ groupby: event.currentTarget.checked })}
      />
    </Group>
  );
  const main = column.calculated ? (
    <>
      <SimpleGrid cols={3} spacing="sm">
        <TextInput
          label={t('Column')}
          value={column.column_name}
          onChange={(event) => onChange({ column_name: event.currentTarget.value })}
        />
        <TextInput
          label={t('Label')}
          value={column.verbose_name}
          onChange={(event) => onChange({ verbose_name: event.currentTarget.value })}
        />
        <TextInput
          label={t('Data type')}
          value={column.type}
          onChange={(event) => onChange({ type: event.currentTarget.value })}
        />
      </SimpleGrid>
      <Textarea
        label={t('SQL expression')}
        value={column.expression}
        onChange={(event) => onChange({ expression: event.currentTarget.value })}
        resize="vertical"
        rows={2}
        styles={mono}
      />
      {flags}
    </>
  ) : (
    <>
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <Stack gap={2} w="35%">
          <Text size="sm" fw={600} truncate="end">
            {column.column_name}
          </Text>
          <Group gap={4}>
            {column.type !== '' && (
              <Badge size="xs" variant="light" color="gray">
                {column.type}
              </Badge>
            )}
          </Group>
        </Stack>
        <TextInput
          flex={1}
          label={t('Label')}
          value={column.verbose_name}
          onChange={(event) => onChange({ verbose_name: event.currentTarget.value })}
        />
      </Group>
      {flags}
    </>
  );
  return (
    <ItemRow
      testId={column.calculated ? 'calculated-column-row' : 'column-row'}
      main={main}
      details={<ColumnDetails column={column} onChange={onChange} />}
      issues={issues}
      onRemove={onRemove}
    />
  );
}
