import { Popover } from '@mantine/core';
import { newTimeTableColumn, readTimeTableColumns, type TimeTableColumn } from '@tessera/core';
import { useId, useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { ControlFrame } from '../control-frame';
import { moveItem, removeItem, replaceItem } from '../pills/list-ops';
import { PillList } from '../pills/pill-list';
import type { ControlWidgetProps } from '../types';
import { ColumnPopover } from './column-popover';

const noDrops = (): boolean => false;

/** Superset's CollectionControl of TimeSeriesColumnControl entries: the time table's `column_collection`. */
export function TimeSeriesColumnControl(props: ControlWidgetProps): ReactNode {
  const { config, value, onChange, formData, validationErrors } = props;
  const t = useT();
  const group = `${config.name}${useId()}`;
  const [editing, setEditing] = useState<number | null>(null);
  const columns = readTimeTableColumns(value);
  const current = editing === null ? undefined : columns[editing];
  const add = () => {
    const next = [...columns, newTimeTableColumn(`${Date.now().toString(36)}-${columns.length}`)];
    onChange(next);
    setEditing(next.length - 1);
  };
  const update = (column: TimeTableColumn) => {
    if (editing !== null) onChange(replaceItem(columns, editing, column));
  };
  return (
    <ControlFrame config={config} validationErrors={validationErrors}>
      <Popover opened={current !== undefined} onDismiss={() => setEditing(null)} position="right-start" shadow="md">
        <Popover.Target>
          <PillList
            group={group}
            items={columns.map((column, index) => ({
              key: column.key,
              label: column.label || t('Time series column %s', index + 1),
            }))}
            addLabel={t('Add a time series column')}
            onAdd={add}
            onEdit={setEditing}
            onRemove={(index) => {
              setEditing(null);
              onChange(removeItem(columns, index));
            }}
            onMove={(from, to) => onChange(moveItem(columns, from, to))}
            accepts={noDrops}
            onDropItem={noDrops}
          />
        </Popover.Target>
        <Popover.Dropdown>
          {current !== undefined && <ColumnPopover column={current} onChange={update} formData={formData} />}
        </Popover.Dropdown>
      </Popover>
    </ControlFrame>
  );
}
