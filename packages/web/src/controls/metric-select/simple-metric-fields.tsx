import { Select, Stack } from '@mantine/core';
import { AGGREGATES, type Aggregate } from '@tessera/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { columnDisplayName, matchesSearch } from '../dataset-items';
import type { ExploreDatasource } from '../types';
import { isAggregate, type MetricColumn } from './metric-state';

export interface SimpleMetricFieldsProps {
  datasource: ExploreDatasource | null;
  column: MetricColumn | null;
  aggregate: Aggregate | null;
  disabled: boolean;
  onColumn: (column: MetricColumn | null) => void;
  onAggregate: (aggregate: Aggregate | null) => void;
}

/** The Simple tab: a column and an aggregate. */
export function SimpleMetricFields(props: SimpleMetricFieldsProps): ReactNode {
  const { datasource, column, aggregate, disabled, onColumn, onAggregate } = props;
  const t = useT();
  const columns = datasource?.columns ?? [];
  const names = columns.map((c) => c.column_name);
  // A metric saved on a column the dataset lost still shows that column.
  const data = [
    ...columns.map((c) => ({ value: c.column_name, label: columnDisplayName(c) })),
    ...(column && !names.includes(column.column_name)
      ? [{ value: column.column_name, label: column.column_name }]
      : []),
  ];
  return (
    <Stack gap="xs">
      <Select
        label={t('Column')}
        placeholder={t('Select column')}
        data={data}
        value={column?.column_name ?? null}
        searchable
        disabled={disabled}
        nothingFoundMessage={t('No results')}
        filter={({ options, search }) =>
          options.filter((o) => 'value' in o && matchesSearch(search, o.label, String(o.value)))
        }
        comboboxProps={{ withinPortal: false }}
        onChange={(name) => onColumn(name === null ? null : (columns.find((c) => c.column_name === name) ?? column))}
      />
      <Select
        label={t('Aggregate')}
        placeholder={t('Select aggregate options')}
        data={AGGREGATES.map((a) => ({ value: a, label: a }))}
        value={aggregate}
        disabled={disabled}
        comboboxProps={{ withinPortal: false }}
        onChange={(next) => onAggregate(isAggregate(next) ? next : null)}
      />
    </Stack>
  );
}
