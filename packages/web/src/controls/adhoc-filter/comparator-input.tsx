import { Autocomplete, TagsInput, TextInput } from '@mantine/core';
import {
  coerceValue,
  mergeValues,
  MULTI_OPERATORS,
  splitPastedValues,
  takesNoValue,
  type AdhocFilterValue,
  type ComparatorScalar,
  type FilterComparator,
} from '@tessera/core';
import { useState, type ClipboardEvent, type ReactNode } from 'react';
import { useT } from '../../i18n';
import type { DatasetColumn } from '../dataset-items';
import { TimeRangePicker } from '../time-range';
import type { ExploreDatasource } from '../types';
import { useColumnValues } from './use-column-values';

export interface ComparatorInputProps {
  filter: AdhocFilterValue;
  /** The subject's column; undefined for metrics and unknown columns (no value lookup then). */
  column: DatasetColumn | undefined;
  datasource: ExploreDatasource | null;
  onChange: (comparator: FilterComparator) => void;
  lookupDelayMs?: number;
}

const uniqueStrings = (values: readonly ComparatorScalar[]): string[] => [...new Set(values.map(String))];

interface MultiValueProps extends ComparatorInputProps {
  values: ComparatorScalar[];
}

/** IN / NOT IN: a tags input over the column's values; pasted lists become separate values. */
function MultiValueInput({ values, column, datasource, onChange, lookupDelayMs }: MultiValueProps): ReactNode {
  const t = useT();
  const [search, setSearch] = useState('');
  const loaded = useColumnValues(datasource, column?.column_name ?? null, search, lookupDelayMs);
  const byText = new Map(values.map((v) => [String(v), v]));
  const toValue = (text: string): ComparatorScalar => byText.get(text) ?? coerceValue(text, column);
  // Handled before TagsInput sees it: the spec's separators and exact de-duplication.
  const onPasteCapture = (event: ClipboardEvent<HTMLDivElement>): void => {
    const text = event.clipboardData.getData('text/plain');
    event.preventDefault();
    event.stopPropagation();
    onChange(mergeValues(values, splitPastedValues(`${search}${text}`).map(toValue)));
    setSearch('');
  };
  return (
    <div onPasteCapture={onPasteCapture}>
      <TagsInput
        aria-label={t('Filter values')}
        placeholder={t('%s option(s)', loaded.values.length)}
        value={values.map(String)}
        data={uniqueStrings(loaded.values)}
        searchValue={search}
        onSearchChange={setSearch}
        onChange={(texts) => onChange(texts.map(toValue))}
        splitChars={[',', ';']}
        isDuplicate={(value, current) => current.includes(value)}
        error={loaded.error ?? undefined}
        comboboxProps={{ withinPortal: false }}
        maxDropdownHeight={220}
        clearable
      />
    </div>
  );
}

/** Single-value operators: free text with the column's values as suggestions. */
function SingleValueInput({ filter, column, datasource, onChange, lookupDelayMs }: ComparatorInputProps): ReactNode {
  const t = useT();
  const text = filter.comparator === null || Array.isArray(filter.comparator) ? '' : String(filter.comparator);
  const loaded = useColumnValues(datasource, column?.column_name ?? null, text, lookupDelayMs);
  return (
    <Autocomplete
      aria-label={t('Filter value')}
      placeholder={t('Filter value (case sensitive)')}
      value={text}
      data={uniqueStrings(loaded.values)}
      onChange={(next) => onChange(next === '' ? null : next)}
      error={loaded.error ?? undefined}
      comboboxProps={{ withinPortal: false }}
      maxDropdownHeight={220}
    />
  );
}

/** The comparator field that fits the operator: values, a time range, or nothing. */
export function ComparatorInput(props: ComparatorInputProps): ReactNode {
  const t = useT();
  const { filter } = props;
  const { operatorId } = filter;
  if (operatorId === 'TEMPORAL_RANGE') {
    return (
      <TimeRangePicker
        value={typeof filter.comparator === 'string' ? filter.comparator : null}
        onChange={props.onChange}
        columnPlaceholder={filter.subject ?? 'col'}
        withinPortal={false}
        lookupDelayMs={props.lookupDelayMs}
      />
    );
  }
  if (operatorId === null || takesNoValue(operatorId)) {
    return <TextInput aria-label={t('Filter value')} disabled placeholder={t('Filter value')} />;
  }
  if (MULTI_OPERATORS.has(operatorId)) {
    const c = filter.comparator;
    const values = Array.isArray(c) ? c : c === null ? [] : [c];
    return <MultiValueInput {...props} values={values} />;
  }
  return <SingleValueInput {...props} />;
}
