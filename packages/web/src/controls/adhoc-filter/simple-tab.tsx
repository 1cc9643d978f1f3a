import { Select, Stack, Text } from '@mantine/core';
import {
  OPERATORS,
  relevantOperators,
  withComparator,
  withOperator,
  withSubject,
  type AdhocFilterValue,
  type OperatorId,
} from '@tessera/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { columnDisplayName, findColumn, metricDisplayName } from '../dataset-items';
import type { ExploreDatasource } from '../types';
import { ComparatorInput } from './comparator-input';
import type { AdvancedTypeState } from './use-advanced-data-type';

export interface SimpleTabProps {
  filter: AdhocFilterValue;
  datasource: ExploreDatasource | null;
  onChange: (filter: AdhocFilterValue) => void;
  lookupDelayMs?: number;
  /** The conversion of the values when the column has an advanced data type; null otherwise. */
  advanced?: AdvancedTypeState | null;
}

const COLUMN = 'column:';
const METRIC = 'metric:';

const subjectKey = (filter: AdhocFilterValue): string | null => {
  if (filter.subject === null || filter.subject === '') return null;
  return `${filter.clause === 'HAVING' ? METRIC : COLUMN}${filter.subject}`;
};

/** Spec 03 §2 Simple tab: the column (or a saved metric, making it HAVING), the operator, the value. */
export function SimpleTab({ filter, datasource, onChange, lookupDelayMs, advanced = null }: SimpleTabProps): ReactNode {
  const t = useT();
  const columns = (datasource?.columns ?? []).filter((c) => c.filterable !== false);
  const metrics = datasource?.metrics ?? [];
  const column = filter.clause === 'WHERE' && filter.subject ? findColumn(datasource, filter.subject) : undefined;
  const key = subjectKey(filter);
  const subjects = [
    {
      group: t('Columns'),
      items: columns.map((c) => ({ value: `${COLUMN}${c.column_name}`, label: columnDisplayName(c) })),
    },
    {
      group: t('Metrics'),
      items: metrics.map((m) => ({ value: `${METRIC}${m.metric_name}`, label: metricDisplayName(m) })),
    },
  ].filter((group) => group.items.length > 0);
  const known = subjects.some((group) => group.items.some((item) => item.value === key));
  // A saved filter on a column the dataset lost still shows its subject.
  if (key !== null && !known)
    subjects.push({ group: t('Missing'), items: [{ value: key, label: filter.subject ?? '' }] });

  const relevant: OperatorId[] = filter.subject ? relevantOperators(column, filter.clause) : [];
  // An advanced data type offers only the operators the server says it supports.
  const operators = advanced === null ? relevant : relevant.filter((id) => advanced.operators.includes(id));
  if (filter.operatorId !== null && !operators.includes(filter.operatorId)) operators.push(filter.operatorId);

  const onSubject = (value: string | null): void => {
    if (value === null) return;
    const isMetric = value.startsWith(METRIC);
    const name = value.slice(isMetric ? METRIC.length : COLUMN.length);
    const picked = isMetric ? undefined : findColumn(datasource, name);
    onChange(withSubject(filter, { kind: isMetric ? 'metric' : 'column', name }, picked));
  };
  const onOperator = (value: string | null): void => {
    const operatorId = operators.find((id) => id === value);
    if (operatorId !== undefined) onChange(withOperator(filter, operatorId));
  };

  return (
    <Stack gap="xs">
      <Select
        aria-label={t('Column')}
        placeholder={t('%s column(s) and metric(s)', columns.length + metrics.length)}
        data={subjects}
        value={key}
        onChange={onSubject}
        searchable
        allowDeselect={false}
        nothingFoundMessage={t('No such column found. To filter on a metric, try the Custom SQL tab.')}
        comboboxProps={{ withinPortal: false }}
        maxDropdownHeight={240}
      />
      <Select
        aria-label={t('Operator')}
        placeholder={t('Select operator')}
        data={operators.map((id) => ({ value: id, label: t(OPERATORS[id].display) }))}
        value={filter.operatorId}
        onChange={onOperator}
        disabled={!filter.subject}
        allowDeselect={false}
        comboboxProps={{ withinPortal: false }}
      />
      <ComparatorInput
        filter={filter}
        column={column}
        datasource={datasource}
        lookupDelayMs={lookupDelayMs}
        onChange={(comparator) => onChange(withComparator(filter, comparator))}
      />
      {advanced !== null && advanced.displayValue !== '' && (
        <Text size="xs" c="dimmed" data-testid="advanced-type-value">
          {advanced.displayValue}
        </Text>
      )}
      {advanced !== null && advanced.errorMessage !== '' && (
        <Text size="xs" c="red" role="alert">
          {advanced.errorMessage}
        </Text>
      )}
    </Stack>
  );
}
