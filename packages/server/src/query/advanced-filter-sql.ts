import type { AdvancedCondition, AdvancedDataType, IpInteger, QueryFilter } from '@tessera/core';
import type { Dialect } from '../engines/types.js';
import { badRequest } from '../http/http-error.js';

/** The SQL of an advanced type's condition; every value is a number the type produced (digits only). */
const conditionSql = (dialect: Dialect, expr: string, cond: AdvancedCondition): string => {
  const num = (v: IpInteger): string => (typeof v === 'number' ? dialect.literal(v) : /^\d+$/.test(v) ? v : 'NULL');
  switch (cond.kind) {
    case 'compare':
      return `${expr} ${cond.op} ${num(cond.value)}`;
    case 'in':
      if (cond.values.length === 0) return cond.negate ? '1 = 1' : '1 = 0';
      return `${expr} ${cond.negate ? 'NOT IN' : 'IN'} (${cond.values.map(num).join(', ')})`;
    case 'range':
      return cond.negate
        ? `(${expr} < ${num(cond.start)} OR ${expr} > ${num(cond.end)})`
        : `(${expr} >= ${num(cond.start)} AND ${expr} <= ${num(cond.end)})`;
    case 'any':
    case 'all':
      if (cond.parts.length === 0) return cond.kind === 'any' ? '1 = 0' : '1 = 1';
      return cond.parts.map((p) => `(${conditionSql(dialect, expr, p)})`).join(cond.kind === 'any' ? ' OR ' : ' AND ');
  }
};

/**
 * Superset's advanced data types in get_sqla_query: the raw filter values go through the column's
 * type (a CIDR range, a port name), whose error refuses the query, and its condition replaces the operator's.
 */
export const advancedFilterSql = (
  dialect: Dialect,
  expr: string,
  f: QueryFilter,
  type: AdvancedDataType,
  field: string,
): string => {
  const raw = Array.isArray(f.val) ? f.val : [f.val];
  const converted = type.translateType(raw);
  if (converted.error_message) throw badRequest(`${field}.val: ${converted.error_message}`, `${field}.val`);
  const condition = type.translateFilter(f.op, converted.values);
  if (condition === null)
    throw badRequest(`${field}.op: ${type.verboseName} values do not take the operator ${f.op}`, `${field}.op`);
  return conditionSql(dialect, expr, condition);
};
