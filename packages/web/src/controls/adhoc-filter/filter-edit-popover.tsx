import { Button, Group, Stack, Tabs } from '@mantine/core';
import { canSaveFilter, filterToSql, finalizeFilter, withSql, type AdhocFilterValue } from '@tessera/core';
import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { findColumn } from '../dataset-items';
import type { ExploreDatasource } from '../types';
import { SimpleTab } from './simple-tab';
import { SqlTab } from './sql-tab';
import { ADVANCED_TYPE_DELAY_MS, useAdvancedDataType } from './use-advanced-data-type';

export interface FilterEditPopoverProps {
  /** The saved filter being edited; null for a new one (added or dropped). */
  original: AdhocFilterValue | null;
  /** Where the draft starts: the original, a blank filter or one made from a drop. */
  initial: AdhocFilterValue;
  datasource: ExploreDatasource | null;
  onSave: (filter: AdhocFilterValue) => void;
  onClose: () => void;
  lookupDelayMs?: number;
}

type EditorTab = 'SIMPLE' | 'SQL';

/** Spec 03 §2 filter editor: tabs Simple and Custom SQL, Close and Save. */
export function FilterEditPopover(props: FilterEditPopoverProps): ReactNode {
  const { original, initial, datasource } = props;
  const t = useT();
  const [draft, setDraft] = useState<AdhocFilterValue>(initial);
  const [tab, setTab] = useState<EditorTab>(initial.expressionType);
  const column = draft.clause === 'WHERE' && draft.subject ? findColumn(datasource, draft.subject) : undefined;
  const metricSql = (name: string): string | undefined =>
    datasource?.metrics.find((m) => m.metric_name === name)?.expression;
  const advancedType = draft.expressionType === 'SIMPLE' ? (column?.advanced_data_type ?? null) : null;
  const advanced = useAdvancedDataType(advancedType, draft.comparator, props.lookupDelayMs ?? ADVANCED_TYPE_DELAY_MS);
  const sql = draft.expressionType === 'SQL' ? (draft.sqlExpression ?? '') : filterToSql(draft, column, metricSql);

  return (
    <Stack gap="sm" w={420} data-testid="filter-edit-popover">
      <Tabs
        value={tab}
        keepMounted={false}
        onChange={(next) => {
          if (next === 'SIMPLE' || next === 'SQL') setTab(next);
        }}
      >
        <Tabs.List>
          <Tabs.Tab value="SIMPLE">{t('Simple')}</Tabs.Tab>
          <Tabs.Tab value="SQL">{t('Custom SQL')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="SIMPLE" pt="sm">
          <SimpleTab
            filter={draft}
            datasource={datasource}
            onChange={setDraft}
            lookupDelayMs={props.lookupDelayMs}
            advanced={advancedType === null ? null : advanced}
          />
        </Tabs.Panel>
        <Tabs.Panel value="SQL" pt="sm">
          <SqlTab
            clause={draft.clause}
            sql={sql}
            onChange={(nextSql, clause) => setDraft(withSql(draft, nextSql, clause))}
          />
        </Tabs.Panel>
      </Tabs>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="xs" onClick={props.onClose}>
          {t('Close')}
        </Button>
        <Button
          size="xs"
          disabled={!canSaveFilter(draft, original) || !advanced.valid}
          onClick={() => props.onSave(finalizeFilter(draft, column))}
        >
          {t('Save')}
        </Button>
      </Group>
    </Stack>
  );
}
