import { Button, Group, Stack, Tabs, Textarea } from '@mantine/core';
import { columnKind } from '@tessera/core';
import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { certificationOf, COLUMN_GLYPHS, columnDisplayName, type DatasetColumn } from '../dataset-items';
import { EditableTitle } from '../pills/editable-title';
import { SearchableList, type ListEntry } from '../pills/searchable-list';
import type { ExploreDatasource } from '../types';
import {
  canSaveColumn,
  columnDraft,
  columnFromDraft,
  draftColumnTitle,
  renameColumnDraft,
  savedColumns,
  simpleColumns,
  type ColumnDraft,
  type ColumnTab,
  type ColumnValue,
} from './column-state';

export interface ColumnPopoverProps {
  /** The column being edited, or null for a new one. */
  value: ColumnValue | null;
  datasource: ExploreDatasource | null;
  temporalOnly: boolean;
  onSave: (column: ColumnValue) => void;
  onClose: () => void;
}

const entryOf = (column: DatasetColumn): ListEntry => ({
  value: column.column_name,
  label: columnDisplayName(column),
  name: column.column_name,
  glyph: COLUMN_GLYPHS[columnKind(column)],
  certification: certificationOf(column),
});

/** Spec 02 §2: the column editor, with tabs Saved (calculated columns), Simple and Custom SQL. */
export function ColumnPopover({ value, datasource, temporalOnly, onSave, onClose }: ColumnPopoverProps): ReactNode {
  const t = useT();
  const [draft, setDraft] = useState<ColumnDraft>(() => columnDraft(value, datasource, temporalOnly));
  const update = (patch: Partial<ColumnDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const noneFound = temporalOnly ? t('No temporal columns found') : null;
  const save = () => {
    const next = columnFromDraft(draft);
    if (next !== null) onSave(next);
  };
  return (
    <Stack gap="sm" w={320} data-testid="column-popover">
      <EditableTitle
        label={draftColumnTitle(draft, datasource)}
        custom={draft.hasCustomLabel}
        placeholder={t('My column')}
        disabled={draft.tab !== 'sqlExpression'}
        onChange={(label) => setDraft((d) => renameColumnDraft(d, label))}
      />
      <Tabs value={draft.tab} onChange={(tab) => tab && update({ tab: tab as ColumnTab })}>
        <Tabs.List>
          <Tabs.Tab value="saved">{t('Saved')}</Tabs.Tab>
          <Tabs.Tab value="simple">{t('Simple')}</Tabs.Tab>
          <Tabs.Tab value="sqlExpression">{t('Custom SQL')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="saved" pt="xs">
          <SearchableList
            ariaLabel={t('Saved expressions')}
            entries={savedColumns(datasource, temporalOnly).map(entryOf)}
            selected={draft.saved}
            onSelect={(saved) => update({ saved })}
            emptyText={noneFound ?? t('No saved expressions found')}
          />
        </Tabs.Panel>
        <Tabs.Panel value="simple" pt="xs">
          <SearchableList
            ariaLabel={t('Columns')}
            entries={simpleColumns(datasource, temporalOnly).map(entryOf)}
            selected={draft.simple}
            onSelect={(simple) => update({ simple })}
            emptyText={noneFound ?? t('No columns found')}
          />
        </Tabs.Panel>
        <Tabs.Panel value="sqlExpression" pt="xs">
          <Textarea
            aria-label={t('Custom SQL')}
            placeholder={t('Enter a SQL expression')}
            rows={4}
            resize="vertical"
            ff="monospace"
            value={draft.sql}
            onChange={(event) => update({ sql: event.currentTarget.value })}
          />
        </Tabs.Panel>
      </Tabs>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="xs" onClick={onClose}>
          {t('Close')}
        </Button>
        <Button size="xs" disabled={!canSaveColumn(draft, value)} onClick={save}>
          {t('Save')}
        </Button>
      </Group>
    </Stack>
  );
}
