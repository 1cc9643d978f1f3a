import { newOptionName } from '../chart/option-name.js';
import { NO_TIME_RANGE } from '../time/time-range.js';
import {
  BOOLEAN_OPERATORS,
  MULTI_OPERATORS,
  NULL_OPERATORS,
  OPERATORS,
  isOperatorRelevant,
  operatorIdOf,
  relevantOperators,
  type FilterClause,
  type OperatorId,
} from './adhoc-filter-operators.js';
import { columnKind, type DatasourceColumn } from './column-kind.js';

export type FilterExpressionType = 'SIMPLE' | 'SQL';
export type ComparatorScalar = string | number | boolean;
export type FilterComparator = ComparatorScalar | ComparatorScalar[] | null;

/** Superset's adhoc filter as the `adhoc_filters` control saves it. */
export interface AdhocFilterValue {
  expressionType: FilterExpressionType;
  clause: FilterClause;
  subject: string | null;
  operator: string | null;
  operatorId: OperatorId | null;
  comparator: FilterComparator;
  sqlExpression: string | null;
  isExtra: boolean;
  isNew: boolean;
  filterOptionName: string;
  datasourceWarning?: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isScalar = (value: unknown): value is ComparatorScalar =>
  typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));

const readComparator = (value: unknown): FilterComparator => {
  if (Array.isArray(value)) return value.filter(isScalar);
  return isScalar(value) ? value : null;
};

const stringOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Superset's AdhocFilter takes a subject stored as a column object (`{column_name}`) as that column. */
export const readFilterSubject = (value: unknown): string | null => {
  if (typeof value === 'string') return value;
  return isRecord(value) && typeof value['column_name'] === 'string' ? value['column_name'] : null;
};

/**
 * The comparator as read: operators that take no value drop a stale one, as Superset's AdhocFilter
 * constructor does for DISABLE_INPUT_OPERATORS; IS TRUE / IS FALSE hold their boolean (spec 01 §5,
 * and Superset restores it for charts that saved `==` with the boolean), so a Superset 6 filter
 * saved with no comparator reads as valid.
 */
const comparatorFor = (operatorId: OperatorId | null, value: unknown): FilterComparator => {
  if (operatorId !== null && NULL_OPERATORS.has(operatorId)) return null;
  if (operatorId !== null && BOOLEAN_OPERATORS.has(operatorId)) return operatorId === 'IS_TRUE';
  return readComparator(value);
};

/** One stored filter, whatever older charts saved; non-objects are dropped by readAdhocFilters. */
export const readAdhocFilter = (raw: Record<string, unknown>): AdhocFilterValue => {
  const operatorId = operatorIdOf(raw['operator'], raw['operatorId']);
  const operator = stringOrNull(raw['operator']) ?? (operatorId === null ? null : OPERATORS[operatorId].operation);
  return {
    expressionType: raw['expressionType'] === 'SQL' ? 'SQL' : 'SIMPLE',
    clause: String(raw['clause']).toUpperCase() === 'HAVING' ? 'HAVING' : 'WHERE',
    subject: readFilterSubject(raw['subject']),
    operator,
    operatorId,
    comparator: comparatorFor(operatorId, raw['comparator']),
    sqlExpression: stringOrNull(raw['sqlExpression']),
    isExtra: raw['isExtra'] === true,
    isNew: false,
    filterOptionName: stringOrNull(raw['filterOptionName']) ?? '',
    ...(raw['datasourceWarning'] === true && { datasourceWarning: true }),
  };
};

export const readAdhocFilters = (value: unknown): AdhocFilterValue[] =>
  Array.isArray(value) ? value.filter(isRecord).map(readAdhocFilter) : [];

/** A blank filter for the add button. */
export const newAdhocFilter = (): AdhocFilterValue => ({
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  subject: null,
  operator: null,
  operatorId: null,
  comparator: null,
  sqlExpression: null,
  isExtra: false,
  isNew: true,
  filterOptionName: newOptionName('filter'),
});

const isBlank = (value: FilterComparator): boolean =>
  value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** Superset 6 (#32701) stores IS TRUE / IS FALSE as their own operator text, with no comparator. */
const isStoredAsBooleanCheck = (filter: AdhocFilterValue): boolean => {
  const text = filter.operator?.trim().toUpperCase();
  return text === 'IS TRUE' || text === 'IS FALSE';
};

/**
 * Spec 01 §5 validity. IS TRUE / IS FALSE need a non-null comparator, except in the shape Superset 6
 * saves (operator `IS TRUE` / `IS FALSE`, no comparator), which its isValid accepts with a subject.
 */
export const isFilterValid = (filter: AdhocFilterValue): boolean => {
  if (filter.expressionType === 'SQL') return Boolean(filter.sqlExpression?.trim()) && Boolean(filter.clause);
  const { operatorId, subject } = filter;
  if (operatorId === null || !subject) return false;
  if (NULL_OPERATORS.has(operatorId)) return true;
  if (BOOLEAN_OPERATORS.has(operatorId)) return filter.comparator !== null || isStoredAsBooleanCheck(filter);
  return Boolean(filter.clause) && !isBlank(filter.comparator);
};

const meaning = (f: AdhocFilterValue): string =>
  JSON.stringify(
    f.expressionType === 'SQL'
      ? [f.expressionType, f.clause, f.sqlExpression]
      : [f.expressionType, f.clause, f.subject, f.operatorId, f.comparator],
  );

export const filtersEqual = (a: AdhocFilterValue, b: AdhocFilterValue): boolean => meaning(a) === meaning(b);

/** Spec 03 §4: Save needs a valid filter that differs from the original (a new one always may). */
export const canSaveFilter = (draft: AdhocFilterValue, original: AdhocFilterValue | null): boolean =>
  isFilterValid(draft) && (original === null || draft.isNew || !filtersEqual(draft, original));

type ColumnFacts = Pick<DatasourceColumn, 'type' | 'type_generic' | 'is_dttm' | 'expression'>;

/** Spec 03 §4/§5 operator change: the comparator follows the operator's shape. */
export const withOperator = (filter: AdhocFilterValue, operatorId: OperatorId): AdhocFilterValue => {
  const current = filter.operatorId === 'TEMPORAL_RANGE' && operatorId !== 'TEMPORAL_RANGE' ? null : filter.comparator;
  let comparator: FilterComparator;
  if (MULTI_OPERATORS.has(operatorId)) {
    comparator = Array.isArray(current) ? current : current === null || typeof current === 'boolean' ? [] : [current];
  } else if (NULL_OPERATORS.has(operatorId)) {
    comparator = null;
  } else if (BOOLEAN_OPERATORS.has(operatorId)) {
    comparator = operatorId === 'IS_TRUE';
  } else if (operatorId === 'TEMPORAL_RANGE') {
    comparator = filter.operatorId === 'TEMPORAL_RANGE' && typeof current === 'string' ? current : NO_TIME_RANGE;
  } else {
    const single = Array.isArray(current) ? (current[0] ?? null) : current;
    comparator = typeof single === 'boolean' ? null : single;
  }
  return {
    ...filter,
    expressionType: 'SIMPLE',
    operatorId,
    operator: OPERATORS[operatorId].operation,
    comparator,
    sqlExpression: null,
  };
};

/** The operator a subject starts with: IN where it applies, the time range for a new temporal filter. */
export const defaultOperator = (
  column: ColumnFacts | undefined,
  clause: FilterClause,
  isFresh: boolean,
): OperatorId | null => {
  if (isFresh && column !== undefined && columnKind(column) === 'temporal') return 'TEMPORAL_RANGE';
  for (const candidate of ['IN', 'IS_TRUE', 'GREATER_THAN'] as const) {
    if (isOperatorRelevant(candidate, column, clause)) return candidate;
  }
  return relevantOperators(column, clause)[0] ?? null;
};

export type SubjectChoice = { kind: 'column'; name: string } | { kind: 'metric'; name: string };

/** Spec 03 §4: a new subject keeps the operator if still relevant, else falls back (IN). */
export const withSubject = (
  filter: AdhocFilterValue,
  subject: SubjectChoice,
  column: ColumnFacts | undefined,
): AdhocFilterValue => {
  const clause: FilterClause = subject.kind === 'metric' ? 'HAVING' : 'WHERE';
  const next: AdhocFilterValue = { ...filter, expressionType: 'SIMPLE', subject: subject.name, clause };
  const keep = filter.operatorId !== null && isOperatorRelevant(filter.operatorId, column, clause);
  const operatorId = keep ? filter.operatorId : defaultOperator(column, clause, filter.operatorId === null);
  if (operatorId === null) return { ...next, operatorId: null, operator: null, comparator: null, sqlExpression: null };
  return withOperator(next, operatorId);
};

export const withComparator = (filter: AdhocFilterValue, comparator: FilterComparator): AdhocFilterValue => ({
  ...filter,
  expressionType: 'SIMPLE',
  comparator,
  sqlExpression: null,
});

export const withSql = (filter: AdhocFilterValue, sqlExpression: string, clause: FilterClause): AdhocFilterValue => ({
  ...filter,
  expressionType: 'SQL',
  sqlExpression,
  clause,
});

/** Spec 01 §5: pasted text splits on comma, newline, tab or semicolon; pieces are trimmed and deduplicated. */
export const splitPastedValues = (text: string): string[] => [
  ...new Set(
    text
      .split(/[,\n\t;]/)
      .map((piece) => piece.trim())
      .filter((piece) => piece !== ''),
  ),
];

/** Adds values to a list, skipping ones already in it. */
export const mergeValues = (
  current: readonly ComparatorScalar[],
  added: readonly ComparatorScalar[],
): ComparatorScalar[] => {
  const seen = new Set(current.map(String));
  const merged = [...current];
  for (const value of added) {
    if (seen.has(String(value))) continue;
    seen.add(String(value));
    merged.push(value);
  }
  return merged;
};

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

/** Whether typed text is a number, so SQL written from it compares numbers. */
export const isNumericText = (value: string): boolean => NUMBER.test(value.trim());

/** Typed text becomes a number for numeric columns, so the query compares numbers. */
export const coerceValue = (value: ComparatorScalar, column: ColumnFacts | undefined): ComparatorScalar =>
  typeof value === 'string' && column !== undefined && columnKind(column) === 'numeric' && NUMBER.test(value.trim())
    ? Number(value.trim())
    : value;

/** The filter as Save stores it: typed values, the operator text in step with its id, a name. */
export const finalizeFilter = (filter: AdhocFilterValue, column: ColumnFacts | undefined): AdhocFilterValue => {
  const named = filter.filterOptionName === '' ? newOptionName('filter') : filter.filterOptionName;
  if (filter.expressionType === 'SQL') return { ...filter, isNew: false, filterOptionName: named };
  const c = filter.comparator;
  const comparator = Array.isArray(c)
    ? c.map((v) => coerceValue(v, column))
    : c === null || filter.operatorId === 'TEMPORAL_RANGE'
      ? c
      : coerceValue(c, column);
  return {
    ...filter,
    operator: filter.operatorId === null ? filter.operator : OPERATORS[filter.operatorId].operation,
    comparator,
    sqlExpression: null,
    isNew: false,
    filterOptionName: named,
  };
};
