import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { ColumnRow } from './column-row';
import type { ColumnDraft, ColumnPatch } from './editor-state';
import type { EditorIssue } from './editor-validation';

export interface ColumnsTabProps {
  /** Already narrowed to the physical or to the calculated columns. */
  columns: readonly ColumnDraft[];
  calculated: boolean;
  mainDttm: string | null;
  issues: readonly EditorIssue[];
  onChange: (key: string, patch: ColumnPatch) => void;
  onMainDttm: (columnName: string) => void;
  /** Only calculated columns can be added and removed. */
  onAdd?: () => void;
  onRemove?: (key: string) => void;
}

/** The physical columns of the source, or the calculated columns defined on the dataset. */
export function ColumnsTab(props: ColumnsTabProps): ReactNode {
  const { columns, calculated, mainDttm, issues, onChange, onMainDttm, onAdd, onRemove } = props;
  const t = useT();
  const shared = issues.filter((issue) => issue.itemKey === undefined);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {calculated
            ? t('Calculated columns are SQL expressions over the columns of the dataset.')
            : t('The columns of the source; labels, flags and formats apply to every chart.')}
        </Text>
        {onAdd !== undefined && (
          <Button size="xs" variant="light" onClick={onAdd}>
            {t('Add item')}
          </Button>
        )}
      </Group>
      {shared.map((issue) => (
        <Text key={issue.message} size="sm" c="red">
          {issue.message}
        </Text>
      ))}
      {columns.length === 0 && (
        <Text size="sm" c="dimmed" ta="center" py="md">
          {calculated ? t('No saved expressions found') : t('No columns found')}
        </Text>
      )}
      {columns.map((column) => (
        <ColumnRow
          key={column.key}
          column={column}
          isMainDttm={mainDttm !== null && mainDttm === column.column_name}
          issues={issues.filter((issue) => issue.itemKey === column.key).map((issue) => issue.message)}
          onChange={(patch) => onChange(column.key, patch)}
          onMainDttm={() => onMainDttm(column.column_name)}
          onRemove={onRemove === undefined ? undefined : () => onRemove(column.key)}
        />
      ))}
    </Stack>
  );
}
