import { Button, Group, Modal, Popover, Stack, Text } from '@mantine/core';
import {
  acceptsFilterDrop,
  filterFromDrop,
  filterLabel,
  newAdhocFilter,
  newOptionName,
  readAdhocFilters,
  type AdhocFilterValue,
  type CanDeleteFilter,
} from '@tessera/core';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { ControlFrame } from '../control-frame';
import { moveItem, replaceItem } from '../pills/list-ops';
import { PillList } from '../pills/pill-list';
import type { ControlWidgetProps, DragItem } from '../types';
import { filterWarning, removeFilter } from './adhoc-filter-messages';
import { FilterEditPopover } from './filter-edit-popover';

export interface AdhocFilterControlProps extends ControlWidgetProps {
  /** Superset's `canDelete`; by default the last time-range filter is protected. */
  canDelete?: CanDeleteFilter;
  /** Delay before value, time-range and advanced-type lookups (tests shorten it). */
  lookupDelayMs?: number;
}

interface Editing {
  index: number | 'new';
  initial: AdhocFilterValue;
}

const withNames = (filters: readonly AdhocFilterValue[]): AdhocFilterValue[] =>
  filters.map((f) => (f.filterOptionName === '' ? { ...f, filterOptionName: newOptionName('filter') } : f));

/**
 * Escape closes the filter editor, except when it is meant for an open dropdown inside it (column,
 * operator, values): then that dropdown alone closes, as in Superset's antd popover. Mantine's own
 * closeOnEscape listens in the capture phase, before the select can claim the key, so the editor
 * decides here, while the select still shows aria-expanded.
 */
const onEscape = (event: KeyboardEvent<HTMLElement>, close: () => void): void => {
  if (event.key !== 'Escape') return;
  const target = event.target instanceof HTMLElement ? event.target : null;
  if (target?.getAttribute('aria-expanded') === 'true') return;
  close();
};

/**
 * The `adhoc_filters` control (Superset's DndFilterSelect): the filters as pills, an editor
 * popover, and a drop target for the dataset panel's columns and metrics.
 */
export function AdhocFilterControl(props: AdhocFilterControlProps): ReactNode {
  const { config, value, onChange, datasource, validationErrors, canDelete } = props;
  const t = useT();
  const group = `${config.name}${useId()}`;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [veto, setVeto] = useState<string | null>(null);
  const filters = readAdhocFilters(value);

  const commit = (next: readonly AdhocFilterValue[]): void => onChange(withNames(next));
  const save = (filter: AdhocFilterValue): void => {
    if (editing === null) return;
    commit(editing.index === 'new' ? [...filters, filter] : replaceItem(filters, editing.index, filter));
    setEditing(null);
  };
  const remove = (index: number): void => {
    const outcome = removeFilter(filters, index, canDelete);
    if (outcome.kind === 'veto') setVeto(outcome.message);
    else commit(outcome.filters);
  };
  const edit = (index: number): void => {
    const filter = filters[index];
    if (filter !== undefined) setEditing({ index, initial: filter });
  };
  const drop = (item: DragItem): void => setEditing({ index: 'new', initial: filterFromDrop(item) });
  const original = editing !== null && editing.index !== 'new' ? (filters[editing.index] ?? null) : null;

  return (
    <ControlFrame config={config} validationErrors={validationErrors}>
      <Popover
        opened={editing !== null}
        onDismiss={() => setEditing(null)}
        closeOnEscape={false}
        position="right-start"
        shadow="md"
      >
        <Popover.Target>
          <PillList
            group={group}
            items={filters.map((filter, index) => ({
              key: filter.filterOptionName === '' ? `filter-${index}` : filter.filterOptionName,
              label: filterLabel(filter, t),
              warning: filterWarning(filter, datasource, t),
            }))}
            addLabel={t('Drop columns/metrics here or click')}
            onAdd={() => setEditing({ index: 'new', initial: newAdhocFilter() })}
            onEdit={edit}
            onRemove={remove}
            onMove={(from, to) => commit(moveItem(filters, from, to))}
            accepts={acceptsFilterDrop}
            onDropItem={drop}
          />
        </Popover.Target>
        <Popover.Dropdown onKeyDownCapture={(event) => onEscape(event, () => setEditing(null))}>
          {editing !== null && (
            <FilterEditPopover
              key={editing.initial.filterOptionName || String(editing.index)}
              original={original}
              initial={editing.initial}
              datasource={datasource}
              lookupDelayMs={props.lookupDelayMs}
              onSave={save}
              onClose={() => setEditing(null)}
            />
          )}
        </Popover.Dropdown>
      </Popover>
      <Modal opened={veto !== null} onClose={() => setVeto(null)} title={t('Warning')} centered>
        <Stack>
          <Text size="sm">{veto}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setVeto(null)}>{t('OK')}</Button>
          </Group>
        </Stack>
      </Modal>
    </ControlFrame>
  );
}
