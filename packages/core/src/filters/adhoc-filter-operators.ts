import { columnKind, type DatasourceColumn } from './column-kind.js';

/** Superset's operator ids (`operatorId`) in the order the operator select lists them. */
export const OPERATOR_IDS = [
  'EQUALS',
  'NOT_EQUALS',
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'IN',
  'NOT_IN',
  'LIKE',
  'ILIKE',
  'IS_NOT_NULL',
  'IS_NULL',
  'IS_TRUE',
  'IS_FALSE',
  'TEMPORAL_RANGE',
] as const;
export type OperatorId = (typeof OPERATOR_IDS)[number];

export type FilterClause = 'WHERE' | 'HAVING';

interface OperatorInfo {
  /** What form data stores in `operator` (core's query operators). */
  operation: string;
  /** English label for the operator select; shown through t(). */
  display: string;
}

export const OPERATORS: Record<OperatorId, OperatorInfo> = {
  EQUALS: { operation: '==', display: 'Equal to (=)' },
  NOT_EQUALS: { operation: '!=', display: 'Not equal to (≠)' },
  LESS_THAN: { operation: '<', display: 'Less than (<)' },
  LESS_THAN_OR_EQUAL: { operation: '<=', display: 'Less or equal (<=)' },
  GREATER_THAN: { operation: '>', display: 'Greater than (>)' },
  GREATER_THAN_OR_EQUAL: { operation: '>=', display: 'Greater or equal (>=)' },
  IN: { operation: 'IN', display: 'In' },
  NOT_IN: { operation: 'NOT IN', display: 'Not in' },
  LIKE: { operation: 'LIKE', display: 'Like' },
  ILIKE: { operation: 'ILIKE', display: 'Like (case insensitive)' },
  IS_NOT_NULL: { operation: 'IS NOT NULL', display: 'Is not null' },
  IS_NULL: { operation: 'IS NULL', display: 'Is null' },
  IS_TRUE: { operation: 'IS TRUE', display: 'Is true' },
  IS_FALSE: { operation: 'IS FALSE', display: 'Is false' },
  TEMPORAL_RANGE: { operation: 'TEMPORAL_RANGE', display: 'Time range' },
};

export const MULTI_OPERATORS: ReadonlySet<OperatorId> = new Set(['IN', 'NOT_IN']);
export const NULL_OPERATORS: ReadonlySet<OperatorId> = new Set(['IS_NULL', 'IS_NOT_NULL']);
export const BOOLEAN_OPERATORS: ReadonlySet<OperatorId> = new Set(['IS_TRUE', 'IS_FALSE']);
/** Superset's HAVING subset: comparisons only. */
export const HAVING_OPERATORS: ReadonlySet<OperatorId> = new Set([
  'EQUALS',
  'NOT_EQUALS',
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
]);

/** Operators that take no value (the comparator input is disabled, spec 03 §5). */
export const takesNoValue = (operatorId: OperatorId | null): boolean =>
  operatorId !== null && (NULL_OPERATORS.has(operatorId) || BOOLEAN_OPERATORS.has(operatorId));

const isOperatorId = (value: unknown): value is OperatorId =>
  typeof value === 'string' && (OPERATOR_IDS as readonly string[]).includes(value);

const ALIASES: Record<string, OperatorId> = { '=': 'EQUALS', '<>': 'NOT_EQUALS' };

/**
 * The operator id of a stored filter: its operatorId when known, else from the operator text.
 * Superset stores IS TRUE as `==` with operatorId IS_TRUE, so the id wins over the text.
 */
export const operatorIdOf = (operator: unknown, operatorId: unknown): OperatorId | null => {
  if (isOperatorId(operatorId)) return operatorId;
  if (typeof operator !== 'string') return null;
  const upper = operator.trim().toUpperCase();
  const found = OPERATOR_IDS.find((id) => OPERATORS[id].operation === upper);
  return found ?? ALIASES[upper] ?? null;
};

const INTEGER_TYPE = /^(TINY|SMALL|MEDIUM|BIG|HUGE|U)?INT(EGER)?\d*$/i;

type ColumnFacts = Pick<DatasourceColumn, 'type' | 'type_generic' | 'is_dttm' | 'expression'>;

/**
 * Spec 03 §5 relevance: IS TRUE / IS FALSE for boolean, integer or expression columns; boolean
 * columns otherwise only take the null checks; LIKE and ILIKE need strings; the time range needs a
 * temporal column; HAVING takes comparisons only. An unknown column allows what needs no type.
 */
export const isOperatorRelevant = (
  operatorId: OperatorId,
  column: ColumnFacts | undefined,
  clause: FilterClause,
): boolean => {
  if (clause === 'HAVING') return HAVING_OPERATORS.has(operatorId);
  const kind = column === undefined ? null : columnKind(column);
  if (BOOLEAN_OPERATORS.has(operatorId)) {
    return kind === 'boolean' || INTEGER_TYPE.test(column?.type ?? '') || Boolean(column?.expression);
  }
  if (kind === 'boolean') return NULL_OPERATORS.has(operatorId);
  if (operatorId === 'TEMPORAL_RANGE') return kind === 'temporal';
  if (operatorId === 'LIKE' || operatorId === 'ILIKE') return kind === null || kind === 'string';
  return true;
};

export const relevantOperators = (column: ColumnFacts | undefined, clause: FilterClause): OperatorId[] =>
  OPERATOR_IDS.filter((id) => isOperatorRelevant(id, column, clause));
