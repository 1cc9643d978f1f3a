import { Checkbox, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import {
  TIME_TABLE_COLUMN_TYPES,
  TIME_TABLE_COMPARISON_TYPES,
  type Bounds,
  type TimeTableColumn,
  type TimeTableColumnType,
  type TimeTableComparisonType,
} from '@tessera/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { BoundsControl } from '../bounds-control';
import type { ControlWidgetProps } from '../types';

/** Superset's labels of the column types and comparison types (TimeSeriesColumnControl). */
const TYPE_LABELS: Record<TimeTableColumnType, string> = {
  time: 'Time comparison',
  contrib: 'Contribution',
  spark: 'Sparkline',
  avg: 'Period average',
};
const COMPARISON_LABELS: Record<TimeTableComparisonType, string> = {
  value: 'Actual value',
  diff: 'Difference',
  perc: 'Percentage',
  perc_change: 'Percentage change',
};

export interface ColumnPopoverProps {
  column: TimeTableColumn;
  onChange: (column: TimeTableColumn) => void;
  formData: ControlWidgetProps['formData'];
}

const whole = (v: string | number): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? Math.trunc(v) : null;

/**
 * Spec 02's time-series column configuration popover: label, tooltip, type, then the settings of
 * the type (sparkline size, ratio and y-axis; time lag and comparison; periods averaged), the
 * colour bounds and the formats. Each edit applies at once, as Superset's popover.
 */
export function ColumnPopover({ column, onChange, formData }: ColumnPopoverProps): ReactNode {
  const t = useT();
  const set = <K extends keyof TimeTableColumn>(key: K, value: TimeTableColumn[K]) =>
    onChange({ ...column, [key]: value });
  const bounds = (name: string, label: string, value: Bounds, apply: (b: Bounds) => void) => (
    <BoundsControl
      config={{ name, type: 'BoundsControl', label }}
      value={value}
      onChange={(v) => apply(v as Bounds)}
      formData={formData}
      datasource={null}
      validationErrors={[]}
    />
  );
  const type = column.colType || 'time';
  return (
    <Stack gap="xs" w={300} data-testid="time-series-column-popover">
      <TextInput label={t('Label')} value={column.label} onChange={(e) => set('label', e.currentTarget.value)} />
      <TextInput label={t('Tooltip')} value={column.tooltip} onChange={(e) => set('tooltip', e.currentTarget.value)} />
      <Select
        label={t('Type')}
        value={type}
        allowDeselect={false}
        data={TIME_TABLE_COLUMN_TYPES.map((value) => ({ value, label: t(TYPE_LABELS[value]) }))}
        onChange={(v) => set('colType', TIME_TABLE_COLUMN_TYPES.find((c) => c === v) ?? 'time')}
      />
      {type === 'spark' && (
        <>
          <Group grow>
            <NumberInput label={t('Width')} value={column.width ?? ''} onChange={(v) => set('width', whole(v))} />
            <NumberInput label={t('Height')} value={column.height ?? ''} onChange={(v) => set('height', whole(v))} />
          </Group>
          <NumberInput
            label={t('Time ratio')}
            description={t('Number of periods to ratio against')}
            value={column.timeRatio ?? ''}
            onChange={(v) => set('timeRatio', whole(v))}
          />
          <Checkbox
            label={t('Show Y-axis')}
            checked={column.showYAxis}
            onChange={(e) => set('showYAxis', e.currentTarget.checked)}
          />
          {bounds('yAxisBounds', t('Y-axis bounds'), column.yAxisBounds, (b) => set('yAxisBounds', b))}
          <TextInput
            label={t('Date format')}
            value={column.dateFormat}
            onChange={(e) => set('dateFormat', e.currentTarget.value)}
          />
        </>
      )}
      {type === 'time' && (
        <>
          <NumberInput
            label={t('Time lag')}
            description={t(
              'Number of periods to compare against. You can use negative numbers to compare from the beginning of the time range.',
            )}
            value={column.timeLag}
            onChange={(v) => set('timeLag', whole(v) ?? 0)}
          />
          <Select
            label={t('Type of comparison')}
            value={column.comparisonType}
            allowDeselect={false}
            data={TIME_TABLE_COMPARISON_TYPES.map((value) => ({ value, label: t(COMPARISON_LABELS[value]) }))}
            onChange={(v) => set('comparisonType', TIME_TABLE_COMPARISON_TYPES.find((c) => c === v) ?? 'value')}
          />
        </>
      )}
      {type === 'avg' && (
        <NumberInput
          label={t('Time ratio')}
          description={t('Number of periods to average')}
          value={column.timeRatio ?? ''}
          onChange={(v) => set('timeRatio', whole(v))}
        />
      )}
      {type !== 'spark' && bounds('bounds', t('Color bounds'), column.bounds, (b) => set('bounds', b))}
      <TextInput
        label={t('Number format')}
        description={t('Optional d3 number format string')}
        value={column.d3format}
        onChange={(e) => set('d3format', e.currentTarget.value)}
      />
    </Stack>
  );
}
