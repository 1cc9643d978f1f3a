import { z } from 'zod';
import type { QueryColumn, QueryFilter, QueryMetric, QueryObject } from './query-object.js';
import { QueryObjectSchema } from './query-object.js';

/** A subject stored as a column object (`{column_name}`) is that column, as Superset's AdhocFilter reads it. */
const FilterSubjectSchema = z.union([
  z.string(),
  z.looseObject({ column_name: z.string() }).transform((column) => column.column_name),
]);

/** Superset's adhoc filter as stored in form data (`adhoc_filters`). */
export const AdhocFilterSchema = z.object({
  expressionType: z.enum(['SIMPLE', 'SQL']),
  clause: z.enum(['WHERE', 'HAVING']).default('WHERE'),
  subject: FilterSubjectSchema.nullish(),
  operator: z.string().nullish(),
  operatorId: z.string().nullish(),
  comparator: z.unknown().optional(),
  sqlExpression: z.string().nullish(),
  isExtra: z.boolean().nullish(),
});
export type AdhocFilter = z.infer<typeof AdhocFilterSchema>;

/** The form-data fields every chart shares; plugins read their own extras. */
export const CommonFormDataSchema = z
  .object({
    datasource: z.string().regex(/^\d+__\w+$/, "datasource must look like '<id>__table'"),
    viz_type: z.string().default('table'),
    groupby: z.array(z.unknown()).nullish(),
    columns: z.array(z.unknown()).nullish(),
    all_columns: z.array(z.unknown()).nullish(),
    metrics: z.array(z.unknown()).nullish(),
    metric: z.unknown().optional(),
    adhoc_filters: z.array(AdhocFilterSchema).nullish(),
    time_range: z.string().nullish(),
    granularity_sqla: z.string().nullish(),
    time_grain_sqla: z.string().nullish(),
    row_limit: z.union([z.number(), z.string()]).nullish(),
    order_desc: z.boolean().nullish(),
    timeseries_limit_metric: z.unknown().optional(),
    series_limit: z.union([z.number(), z.string()]).nullish(),
    x_axis: z.unknown().optional(),
  })
  .passthrough();
export type CommonFormData = z.infer<typeof CommonFormDataSchema>;

/** Superset's operator names in adhoc filters map onto query operators. */
const OPERATOR_ALIASES: Record<string, QueryFilter['op']> = {
  '==': '==',
  '!=': '!=',
  '>': '>',
  '<': '<',
  '>=': '>=',
  '<=': '<=',
  LIKE: 'LIKE',
  'NOT LIKE': 'NOT LIKE',
  ILIKE: 'ILIKE',
  'IS NULL': 'IS NULL',
  'IS NOT NULL': 'IS NOT NULL',
  IN: 'IN',
  'NOT IN': 'NOT IN',
  'IS TRUE': 'IS TRUE',
  'IS FALSE': 'IS FALSE',
  TEMPORAL_RANGE: 'TEMPORAL_RANGE',
};

/**
 * Operators whose id decides over the stored text: charts saved before Superset #32701 store IS TRUE
 * as `==` with operatorId IS_TRUE (their comparator may be blank), and a null check ignores any
 * stale comparator left on it.
 */
const OPERATOR_ID_OPS: Record<string, QueryFilter['op']> = {
  IS_TRUE: 'IS TRUE',
  IS_FALSE: 'IS FALSE',
  IS_NULL: 'IS NULL',
  IS_NOT_NULL: 'IS NOT NULL',
};

/**
 * `12__table` → { id: 12, type: 'table' }. Saved form data comes from stored JSON, so a chart whose
 * params lack `datasource` reaches here with undefined: that answers id NaN (no dataset) instead of
 * throwing, and the chart reports a missing dataset in its own slot.
 */
export const parseDatasourceKey = (key: unknown): { id: number; type: string } => {
  if (typeof key !== 'string') return { id: Number.NaN, type: 'table' };
  const [id, type] = key.split('__');
  return { id: Number(id), type: type ?? 'table' };
};

const toNumber = (v: unknown): number | undefined => {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

/** A value in standard SQL: numbers and booleans as they are, text single-quoted with quotes doubled. */
const sqlValue = (v: unknown): string | null => {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (typeof v === 'string')
    return v.trim() !== '' && Number.isFinite(Number(v)) ? v.trim() : `'${v.replace(/'/g, "''")}'`;
  return null;
};

/** `subject op comparator` for a simple HAVING filter; null when the comparator does not fit. */
export const simpleHavingSql = (subject: string, op: QueryFilter['op'], comparator: unknown): string | null => {
  if (op === 'IS NULL' || op === 'IS NOT NULL' || op === 'IS TRUE' || op === 'IS FALSE') return `${subject} ${op}`;
  if (op === 'IN' || op === 'NOT IN') {
    const values = (Array.isArray(comparator) ? comparator : [comparator]).map(sqlValue);
    if (values.length === 0 || values.some((v) => v === null)) return null;
    return `${subject} ${op} (${values.join(', ')})`;
  }
  if (op === 'TEMPORAL_RANGE') return null;
  const value = sqlValue(comparator);
  return value === null ? null : `${subject} ${op === '==' ? '=' : op === '!=' ? '<>' : op} ${value}`;
};

/**
 * Form data to one QueryObject, as Superset's buildQueryObject does: adhoc filters become
 * filters or extras.where/having, `time_range` on `granularity_sqla` becomes a TEMPORAL_RANGE
 * filter, and the x-axis (when set) leads the columns.
 */
export const buildQueryObject = (fd: CommonFormData): QueryObject => {
  const filters: QueryFilter[] = [];
  const where: string[] = [];
  const having: string[] = [];
  for (const f of fd.adhoc_filters ?? []) {
    if (f.expressionType === 'SQL') {
      if (f.sqlExpression) (f.clause === 'HAVING' ? having : where).push(`(${f.sqlExpression})`);
      continue;
    }
    const op = OPERATOR_ID_OPS[f.operatorId ?? ''] ?? OPERATOR_ALIASES[(f.operator ?? '').toUpperCase()];
    if (!f.subject || !op) continue;
    if (f.clause === 'HAVING') {
      // Filters filter rows; a simple HAVING filter is written out as SQL, as Superset does.
      const sql = simpleHavingSql(f.subject, op, f.comparator);
      if (sql !== null) having.push(`(${sql})`);
      continue;
    }
    filters.push({ col: f.subject, op, val: f.comparator as QueryFilter['val'], ...(f.isExtra && { isExtra: true }) });
  }
  if (fd.granularity_sqla && fd.time_range) {
    filters.push({ col: fd.granularity_sqla, op: 'TEMPORAL_RANGE', val: fd.time_range });
  }
  const base = (fd.groupby ?? fd.columns ?? fd.all_columns ?? []) as QueryColumn[];
  const columns = fd.x_axis ? [fd.x_axis as QueryColumn, ...base] : base;
  const metrics = (fd.metrics ?? (fd.metric ? [fd.metric] : [])) as QueryMetric[];
  return QueryObjectSchema.parse({
    columns,
    metrics,
    filters,
    extras: {
      ...(where.length > 0 && { where: where.join(' AND ') }),
      ...(having.length > 0 && { having: having.join(' AND ') }),
      ...(fd.time_grain_sqla && { time_grain_sqla: fd.time_grain_sqla }),
    },
    time_range: fd.time_range ?? undefined,
    row_limit: toNumber(fd.row_limit),
    order_desc: fd.order_desc ?? true,
    series_limit: toNumber(fd.series_limit) ?? 0,
    series_limit_metric: fd.timeseries_limit_metric ?? undefined,
  });
};
