import { Popover } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { ControlFrame } from '../control-frame';
import { addItem, moveItem, removeItem, replaceItem, writeValueList } from '../pills/list-ops';
import { PillList } from '../pills/pill-list';
import type { ControlWidgetProps, DragItem } from '../types';
import { ColumnPopover } from './column-popover';
import {
  acceptsColumnDrop,
  columnValueLabel,
  columnValueName,
  columnWarning,
  isTemporalOnlyControl,
  readColumns,
  type ColumnValue,
} from './column-state';

/** Which value the popover edits: an index, or a new one. */
type Editing = number | 'new' | null;

/**
 * Superset's DndColumnSelect: the chosen columns as pills (click to edit, drag to reorder,
 * × to remove), a popover to pick one, and a drop target for the dataset panel's columns.
 */
export function DndColumnSelect(props: ControlWidgetProps): ReactNode {
  const { config, value, onChange, formData, datasource, validationErrors } = props;
  const t = useT();
  const group = `${config.name}${useId()}`;
  const [editing, setEditing] = useState<Editing>(null);
  const multi = config.multi === true;
  const columns = readColumns(value);
  const temporalOnly = isTemporalOnlyControl(config, formData);

  const commit = (next: ColumnValue[]) => onChange(writeValueList(next, multi));
  const save = (column: ColumnValue) => {
    commit(typeof editing === 'number' ? replaceItem(columns, editing, column) : addItem(columns, column, multi));
    setEditing(null);
  };
  const drop = (item: DragItem) => {
    if (item.kind === 'column') commit(addItem(columns, item.column.column_name, multi));
  };
  const addLabel = multi
    ? t('Drop columns here or click')
    : columns.length === 0
      ? t('Drop a column here or click')
      : null;
  const edited = typeof editing === 'number' ? (columns[editing] ?? null) : null;

  return (
    <ControlFrame config={config} validationErrors={validationErrors}>
      <Popover opened={editing !== null} onDismiss={() => setEditing(null)} position="right-start" shadow="md">
        <Popover.Target>
          <PillList
            group={group}
            items={columns.map((c, i) => ({
              key: `${i}:${columnValueName(c)}`,
              label: columnValueLabel(c, datasource),
              warning: columnWarning(c, datasource),
            }))}
            addLabel={addLabel}
            onAdd={() => setEditing('new')}
            onEdit={setEditing}
            onRemove={(index) => commit(removeItem(columns, index))}
            onMove={(from, to) => commit(moveItem(columns, from, to))}
            accepts={(item) => acceptsColumnDrop(item, { temporalOnly, selected: columns })}
            onDropItem={drop}
          />
        </Popover.Target>
        <Popover.Dropdown>
          {editing !== null && (
            <ColumnPopover
              key={String(editing)}
              value={edited}
              datasource={datasource}
              temporalOnly={temporalOnly}
              onSave={save}
              onClose={() => setEditing(null)}
            />
          )}
        </Popover.Dropdown>
      </Popover>
    </ControlFrame>
  );
}
