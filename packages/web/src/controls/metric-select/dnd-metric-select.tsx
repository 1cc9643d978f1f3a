import { Popover } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { ControlFrame } from '../control-frame';
import type { DatasetColumn } from '../dataset-items';
import { addItem, moveItem, removeItem, replaceItem, writeValueList } from '../pills/list-ops';
import { PillList } from '../pills/pill-list';
import type { ControlWidgetProps, DragItem } from '../types';
import { MetricPopover } from './metric-popover';
import { acceptsMetricDrop, metricValueLabel, metricWarning, readMetrics, type MetricValue } from './metric-state';

/** What the popover edits: a chosen metric by index, or a new one (maybe on a dropped column). */
interface Editing {
  index: number | null;
  dropped?: DatasetColumn;
}

/**
 * Superset's DndMetricSelect: chosen metrics as pills, a popover to add or edit one, and a drop
 * target for the dataset panel (a saved metric is added, a column opens a new Simple metric).
 * `config.multi` picks a list (`metrics`) or one value (`metric`, `timeseries_limit_metric`).
 */
export function DndMetricSelect(props: ControlWidgetProps): ReactNode {
  const { config, value, onChange, datasource, validationErrors } = props;
  const t = useT();
  const group = `${config.name}${useId()}`;
  const [editing, setEditing] = useState<Editing | null>(null);
  // Each opening gets its own popover state, also when the same pill is opened twice.
  const [opening, setOpening] = useState(0);
  const multi = config.multi === true;
  const metrics = readMetrics(value);

  const open = (next: Editing) => {
    setOpening((n) => n + 1);
    setEditing(next);
  };
  const commit = (next: MetricValue[]) => onChange(writeValueList(next, multi));
  const save = (metric: MetricValue) => {
    const index = editing?.index ?? null;
    commit(index === null ? addItem(metrics, metric, multi) : replaceItem(metrics, index, metric));
    setEditing(null);
  };
  const drop = (item: DragItem) => {
    if (item.kind === 'metric') commit(addItem(metrics, item.metric.metric_name, multi));
    else open({ index: null, dropped: item.column });
  };
  const addLabel = multi
    ? t('Drop columns/metrics here or click')
    : metrics.length === 0
      ? t('Drop a column/metric here or click')
      : null;
  const edited = editing && editing.index !== null ? (metrics[editing.index] ?? null) : null;

  return (
    <ControlFrame config={config} validationErrors={validationErrors}>
      <Popover opened={editing !== null} onDismiss={() => setEditing(null)} position="right-start" shadow="md">
        <Popover.Target>
          <PillList
            group={group}
            items={metrics.map((m, i) => ({
              key: `${i}:${typeof m === 'string' ? m : (m.optionName ?? metricValueLabel(m, datasource))}`,
              label: metricValueLabel(m, datasource),
              warning: metricWarning(m, datasource),
            }))}
            addLabel={addLabel}
            onAdd={() => open({ index: null })}
            onEdit={(index) => open({ index })}
            onRemove={(index) => commit(removeItem(metrics, index))}
            onMove={(from, to) => commit(moveItem(metrics, from, to))}
            accepts={(item) => acceptsMetricDrop(item, metrics, datasource)}
            onDropItem={drop}
          />
        </Popover.Target>
        <Popover.Dropdown>
          {editing !== null && (
            <MetricPopover
              key={opening}
              value={edited}
              dropped={editing.dropped}
              datasource={datasource}
              onSave={save}
              onClose={() => setEditing(null)}
            />
          )}
        </Popover.Dropdown>
      </Popover>
    </ControlFrame>
  );
}
