import { NO_TIME_RANGE } from '../time/time-range.js';
import { BOOLEAN_OPERATORS, NULL_OPERATORS, OPERATORS, type OperatorId } from './adhoc-filter-operators.js';
import { coerceValue, isNumericText, type AdhocFilterValue, type ComparatorScalar } from './adhoc-filter-state.js';
import type { DatasourceColumn } from './column-kind.js';

/** Spec 01 §5: default labels over 42 characters are cut to 40 plus '...'. */
export const truncateLabel = (label: string): string => (label.length <= 42 ? label : `${label.slice(0, 40)}...`);

const timeRangeOf = (filter: AdhocFilterValue): string =>
  typeof filter.comparator === 'string' && filter.comparator.trim() !== '' ? filter.comparator : NO_TIME_RANGE;

/** The pill text: `origin IN (ORD, JFK)`, `delay > 15`, `departure_time (Last week)`, or the SQL. */
export const filterLabel = (filter: AdhocFilterValue, translate: (text: string) => string = (text) => text): string => {
  if (filter.expressionType === 'SQL') return truncateLabel(filter.sqlExpression ?? '');
  const subject = filter.subject ?? '';
  const { operatorId } = filter;
  // Named ranges ('No filter', 'Last week') are shown in the UI language, as Superset's pills are.
  if (operatorId === 'TEMPORAL_RANGE') return `${subject} (${translate(timeRangeOf(filter))})`;
  const operation = operatorId === null ? (filter.operator ?? '') : OPERATORS[operatorId].operation;
  const c = filter.comparator;
  const takesValue = operatorId === null || !(NULL_OPERATORS.has(operatorId) || BOOLEAN_OPERATORS.has(operatorId));
  const value = !takesValue || c === null ? '' : Array.isArray(c) ? `(${c.map(String).join(', ')})` : String(c);
  return truncateLabel([subject, operation, value].filter((part) => part !== '').join(' '));
};

const SQL_OPERATORS: Record<OperatorId, string> = {
  EQUALS: '=',
  NOT_EQUALS: '<>',
  LESS_THAN: '<',
  LESS_THAN_OR_EQUAL: '<=',
  GREATER_THAN: '>',
  GREATER_THAN_OR_EQUAL: '>=',
  IN: 'IN',
  NOT_IN: 'NOT IN',
  LIKE: 'LIKE',
  ILIKE: 'ILIKE',
  IS_NOT_NULL: 'IS NOT NULL',
  IS_NULL: 'IS NULL',
  IS_TRUE: 'IS TRUE',
  IS_FALSE: 'IS FALSE',
  TEMPORAL_RANGE: '',
};

const quoteIdentifier = (name: string): string =>
  /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : `"${name.replace(/"/g, '""')}"`;

const literal = (value: ComparatorScalar): string => {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return `'${value.replace(/'/g, "''")}'`;
};

type ColumnFacts = Pick<DatasourceColumn, 'type' | 'type_generic' | 'is_dttm' | 'expression'>;

/**
 * A simple filter as SQL, to start the Custom SQL tab from. A HAVING filter on a saved metric
 * uses the metric's expression (`metricSql`); a time range has no SQL form and gives ''.
 */
export const filterToSql = (
  filter: AdhocFilterValue,
  column: ColumnFacts | undefined,
  metricSql?: (name: string) => string | undefined,
): string => {
  if (filter.expressionType === 'SQL') return filter.sqlExpression ?? '';
  const { subject, operatorId } = filter;
  if (!subject || operatorId === null || operatorId === 'TEMPORAL_RANGE') return '';
  const left = (filter.clause === 'HAVING' ? metricSql?.(subject) : undefined) ?? quoteIdentifier(subject);
  const sqlOperator = SQL_OPERATORS[operatorId];
  if (NULL_OPERATORS.has(operatorId) || BOOLEAN_OPERATORS.has(operatorId)) return `${left} ${sqlOperator}`;
  const c = filter.comparator;
  if (c === null) return `${left} ${sqlOperator}`;
  // A HAVING filter compares an aggregate, a number: its numeric text stays unquoted (`SUM(value) <> 5`),
  // as Superset's simple HAVING SQL writes it; quoted, SQLite would compare text.
  const typed = (v: ComparatorScalar): ComparatorScalar =>
    filter.clause === 'HAVING' && typeof v === 'string' && isNumericText(v) ? Number(v.trim()) : coerceValue(v, column);
  const values = (Array.isArray(c) ? c : [c]).map((v) => literal(typed(v)));
  const right = Array.isArray(c) ? `(${values.join(', ')})` : (values[0] ?? '');
  return `${left} ${sqlOperator} ${right}`;
};
