import {
  advancedDataTypeOf,
  isTimeGrain,
  labelOfColumn,
  labelOfMetric,
  labelOfOrderTarget,
  TYPE_GENERIC,
  type QueryColumn,
  type QueryFilter,
  type QueryMetric,
  type QueryObject,
} from '@tessera/core';
import type { Dialect, SqlValue } from '../engines/types.js';
import { badRequest } from '../http/http-error.js';
import { advancedFilterSql } from './advanced-filter-sql.js';
import { temporalSql, timeComparison } from './formatted-time.js';
import { assertSafeExpression } from './sql-guard.js';
import { applyLegacyTimeseries } from './legacy-timeseries.js';
import { applyTimeFilters, granularityOf } from './time-filters.js';
import type { CompiledQuery, QueryDataset, QueryDatasetColumn, TimeBounds } from './types.js';

export interface CompileOptions {
  dialect: Dialect;
  defaultRowLimit: number;
  maxRowLimit: number;
  /** Resolves a time-range expression; throws a 400 for one it cannot read. */
  resolveRange: (expression: string) => TimeBounds;
  /** Row-level-security predicate, already combined; added to WHERE. */
  rlsPredicate: string | null;
  /** Moves the query's time bounds, for time comparison (`time_offsets`). */
  shiftBounds?: (bounds: TimeBounds) => TimeBounds;
  /** SELECT DISTINCT, for a column's values (Superset's values_for_column). */
  distinct?: boolean;
}

interface Ctx {
  q: QueryObject;
  ds: QueryDataset;
  o: CompileOptions;
  applied: CompiledQuery['appliedFilters'];
  rejected: CompiledQuery['rejectedFilters'];
  range: TimeBounds | null;
  /** What `granularity` is filtered by (Superset's from_dttm/to_dttm), null without one. */
  granularityRange: string | null;
}

const columnNotFound = (name: string, field: string) =>
  badRequest(`Column '${name}' does not exist in this dataset`, field);

const physicalSql = (c: Ctx, col: QueryDatasetColumn): string =>
  col.expression ? `(${col.expression})` : c.o.dialect.quoteIdentifier(col.name);

/** SQL of a column reference: a dataset column by name, or a checked adhoc expression. */
const columnSql = (c: Ctx, col: QueryColumn, field: string): { sql: string; ref: QueryDatasetColumn | null } => {
  const name = typeof col === 'string' ? col : col.sqlExpression;
  const known = c.ds.columns.get(name);
  if (known) return { sql: physicalSql(c, known), ref: known };
  if (typeof col === 'string') throw columnNotFound(col, field);
  assertSafeExpression(col.sqlExpression, `${field}.sqlExpression`);
  return { sql: `(${col.sqlExpression})`, ref: null };
};

const dimensionSql = (c: Ctx, col: QueryColumn, field: string): string => {
  const { sql, ref } = columnSql(c, col, field);
  if (typeof col === 'string' || col.columnType !== 'BASE_AXIS') return sql;
  // A categorical x-axis (a dataset column that is not temporal) takes no time grain, as in Superset.
  if (ref !== null && !ref.isDttm && ref.typeGeneric !== TYPE_GENERIC.TEMPORAL) return sql;
  const time = temporalSql(c.o.dialect, sql, ref, field);
  const grain = col.timeGrain ?? c.q.extras.time_grain_sqla ?? null;
  if (!grain) return time;
  if (!isTimeGrain(grain)) throw badRequest(`${field}.timeGrain: unknown time grain '${grain}'`, `${field}.timeGrain`);
  return c.o.dialect.timeGrainExpression(grain, time);
};

const metricSql = (c: Ctx, m: QueryMetric, field: string): string => {
  if (typeof m === 'string') {
    const saved = c.ds.metrics.get(m);
    if (saved === undefined) throw badRequest(`Metric '${m}' does not exist in this dataset`, field);
    return saved;
  }
  if (m.expressionType === 'SQL') {
    assertSafeExpression(m.sqlExpression, `${field}.sqlExpression`);
    return m.sqlExpression;
  }
  const col = c.ds.columns.get(m.column.column_name);
  if (!col) throw columnNotFound(m.column.column_name, `${field}.column`);
  const inner = physicalSql(c, col);
  return m.aggregate === 'COUNT_DISTINCT' ? `COUNT(DISTINCT ${inner})` : `${m.aggregate}(${inner})`;
};

const toDate = (value: unknown): Date | null => {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const d = new Date(
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}( |T|$)/.test(value) && !/[zZ]|[+-]\d\d:?\d\d$/.test(value)
      ? `${value.replace(' ', 'T')}Z`
      : value,
  );
  return Number.isNaN(d.getTime()) ? null : d;
};

/** Coerces a filter value to the column's type so numbers and dates compare as such. */
const valueSql = (c: Ctx, ref: QueryDatasetColumn | null, v: unknown, field: string): string => {
  if (v === null || v === undefined) return 'NULL';
  if (
    ref?.typeGeneric === TYPE_GENERIC.NUMERIC &&
    typeof v === 'string' &&
    v.trim() !== '' &&
    Number.isFinite(Number(v))
  ) {
    return c.o.dialect.literal(Number(v));
  }
  if (ref?.typeGeneric === TYPE_GENERIC.TEMPORAL && (typeof v === 'string' || typeof v === 'number')) {
    const d = toDate(v);
    if (!d) throw badRequest(`${field}: '${String(v)}' is not a date`, field);
    return c.o.dialect.timestampLiteral(d);
  }
  if (typeof v === 'number' && !Number.isFinite(v)) throw badRequest(`${field}: not a finite number`, field);
  return c.o.dialect.literal(v as SqlValue);
};

const rangeClause = (
  c: Ctx,
  sql: string,
  ref: QueryDatasetColumn | null,
  bounds: TimeBounds,
  field: string,
): string | null => {
  const b = c.o.shiftBounds ? c.o.shiftBounds(bounds) : bounds;
  c.range ??= b;
  const { expr, bound } = timeComparison(c.o.dialect, sql, ref, field);
  const parts: string[] = [];
  if (b.since) parts.push(`${expr} >= ${bound(b.since)}`);
  if (b.until) parts.push(`${expr} < ${bound(b.until)}`);
  return parts.length > 0 ? parts.join(' AND ') : null;
};

const filterClause = (c: Ctx, f: QueryFilter, i: number): string | null => {
  const field = `filters.${i}`;
  const label = labelOfColumn(f.col);
  const name = typeof f.col === 'string' ? f.col : f.col.sqlExpression;
  if (typeof f.col === 'string' && !c.ds.columns.has(name)) {
    if (f.isExtra) {
      c.rejected.push({ column: label, reason: 'not_in_datasource' });
      return null;
    }
    throw columnNotFound(name, `${field}.col`);
  }
  const { sql: expr, ref } = columnSql(c, f.col, `${field}.col`);
  const lit = (v: unknown) => valueSql(c, ref, v, `${field}.val`);
  const scalar = (): unknown => {
    if (Array.isArray(f.val)) throw badRequest(`${field}.val: operator ${f.op} takes one value`, `${field}.val`);
    return f.val;
  };
  c.applied.push({ column: label });
  const advanced = advancedDataTypeOf(ref?.advancedDataType);
  if (advanced && f.op !== 'IS NULL' && f.op !== 'IS NOT NULL' && f.op !== 'TEMPORAL_RANGE')
    return advancedFilterSql(c.o.dialect, expr, f, advanced, field);
  switch (f.op) {
    case '==':
      return f.val === null ? `${expr} IS NULL` : `${expr} = ${lit(scalar())}`;
    case '!=':
      return f.val === null ? `${expr} IS NOT NULL` : `${expr} <> ${lit(scalar())}`;
    case '>':
    case '<':
    case '>=':
    case '<=':
      return `${expr} ${f.op} ${lit(scalar())}`;
    case 'LIKE':
    case 'NOT LIKE':
      return `${expr} ${f.op} ${c.o.dialect.literal(String(scalar()))}`;
    case 'ILIKE':
      return c.o.dialect.ilike(expr, c.o.dialect.literal(String(scalar())));
    case 'IS NULL':
    case 'IS NOT NULL':
      return `${expr} ${f.op}`;
    case 'IS TRUE':
      return `${expr} = ${c.o.dialect.literal(true)}`;
    case 'IS FALSE':
      return `${expr} = ${c.o.dialect.literal(false)}`;
    case 'IN':
    case 'NOT IN': {
      const values = Array.isArray(f.val) ? f.val : f.val === undefined ? [] : [f.val];
      const nonNull = values.filter((v) => v !== null);
      const hasNull = nonNull.length < values.length;
      const list = nonNull.length > 0 ? `${expr} ${f.op} (${nonNull.map(lit).join(', ')})` : null;
      if (f.op === 'IN') return [list, hasNull ? `${expr} IS NULL` : null].filter(Boolean).join(' OR ') || '1 = 0';
      return [list, hasNull ? `${expr} IS NOT NULL` : null].filter(Boolean).join(' AND ') || '1 = 1';
    }
    case 'TEMPORAL_RANGE': {
      if (ref && !ref.isDttm && ref.typeGeneric !== TYPE_GENERIC.TEMPORAL) {
        c.applied.pop();
        c.rejected.push({ column: label, reason: 'no_temporal_column' });
        return null;
      }
      return rangeClause(c, expr, ref, c.o.resolveRange(String(scalar() ?? 'No filter')), `${field}.col`);
    }
  }
};

const fromSql = (c: Ctx): string => {
  const { ds, o } = c;
  // Newlines keep a trailing `-- comment` in the dataset's SQL from swallowing the alias.
  if (ds.sql) return `(\n${ds.sql.trim().replace(/;+\s*$/, '')}\n) AS virtual_table`;
  const table = o.dialect.quoteIdentifier(ds.tableName);
  return ds.schema ? `${o.dialect.quoteIdentifier(ds.schema)}.${table}` : table;
};

const whereSql = (c: Ctx): string[] => {
  const where: string[] = [];
  c.q.filters.forEach((f, i) => {
    const clause = filterClause(c, f, i);
    if (clause) where.push(`(${clause})`);
  });
  const granularity = granularityOf(c.q);
  if (granularity && c.granularityRange !== null) {
    const col = c.ds.columns.get(granularity);
    if (!col) throw columnNotFound(granularity, 'granularity');
    const clause = rangeClause(c, physicalSql(c, col), col, c.o.resolveRange(c.granularityRange), 'granularity');
    if (clause) where.push(`(${clause})`);
  }
  if (c.q.extras.where) {
    assertSafeExpression(c.q.extras.where, 'extras.where');
    where.push(`(${c.q.extras.where})`);
  }
  // Superset's apply_fetch_values_predicate: the dataset's own predicate for the values a filter offers.
  if (c.q.apply_fetch_values_predicate && c.ds.fetchValuesPredicate) where.push(`(${c.ds.fetchValuesPredicate})`);
  if (c.o.rlsPredicate) where.push(`(${c.o.rlsPredicate})`);
  return where;
};

export const compileQuery = (raw: QueryObject, ds: QueryDataset, o: CompileOptions): CompiledQuery => {
  // Superset normalises the query object's time filters before building SQL (QueryContextFactory);
  // a legacy time-series query's `__timestamp` column comes after, so it keeps its label.
  const timed = applyTimeFilters(raw, ds);
  const q = applyLegacyTimeseries(timed.query);
  const { granularityRange } = timed;
  const c: Ctx = { q, ds, o, applied: [], rejected: [], range: null, granularityRange };
  const { dialect } = o;
  const columns = q.columns.length > 0 ? q.columns : (q.groupby ?? []);
  const metrics = q.metrics ?? [];
  if (columns.length === 0 && metrics.length === 0)
    throw badRequest('The query needs at least one column or metric', 'columns');

  const dims = columns.map((col, i) => ({ label: labelOfColumn(col), sql: dimensionSql(c, col, `columns.${i}`) }));
  const mets = metrics.map((m, i) => ({ label: labelOfMetric(m), sql: metricSql(c, m, `metrics.${i}`) }));
  const select = [...dims, ...mets].map((x) => `${x.sql} AS ${dialect.quoteIdentifier(x.label)}`);
  const where = whereSql(c);
  const from = fromSql(c);

  let join = '';
  const seriesCols = q.series_columns ?? (q.timeseries_limit ? columns : null);
  const seriesLimit = q.series_limit || q.timeseries_limit || 0;
  if (seriesLimit > 0 && seriesCols && seriesCols.length > 0 && mets.length > 0) {
    const seriesDims = seriesCols.map((col, i) => dimensionSql(c, col, `series_columns.${i}`));
    const limitMetric = q.series_limit_metric ?? q.timeseries_limit_metric;
    const orderBy = limitMetric ? metricSql(c, limitMetric, 'series_limit_metric') : (mets[0] as { sql: string }).sql;
    const inner = dialect.limit(
      `SELECT ${seriesDims.map((s, i) => `${s} AS ${dialect.quoteIdentifier(`__s${i}`)}`).join(', ')} FROM ${from}` +
        `${where.length ? ` WHERE ${where.join(' AND ')}` : ''} GROUP BY ${seriesDims.join(', ')} ORDER BY ${orderBy} ${q.order_desc ? 'DESC' : 'ASC'}`,
      seriesLimit,
    );
    join = ` INNER JOIN (${inner}) AS series_limit ON ${seriesDims.map((s, i) => `${s} = series_limit.${dialect.quoteIdentifier(`__s${i}`)}`).join(' AND ')}`;
  }

  let sql = `SELECT ${o.distinct ? 'DISTINCT ' : ''}${select.join(', ')} FROM ${from}${join}`;
  if (where.length > 0) sql += ` WHERE ${where.join(' AND ')}`;
  if (mets.length > 0 && dims.length > 0) sql += ` GROUP BY ${dims.map((d) => d.sql).join(', ')}`;
  if (q.extras.having) {
    assertSafeExpression(q.extras.having, 'extras.having');
    sql += ` HAVING ${q.extras.having}`;
  }

  const order = q.orderby.map(([m, asc], i) => {
    const label = labelOfOrderTarget(m);
    const known = [...dims, ...mets].find((x) => x.label === label);
    const isColumn =
      typeof m === 'string'
        ? ds.columns.has(m) && !ds.metrics.has(m)
        : !('aggregate' in m) && m.expressionType !== 'SQL';
    const expr = known
      ? dialect.quoteIdentifier(label)
      : isColumn
        ? dimensionSql(c, m as QueryColumn, `orderby.${i}`)
        : metricSql(c, m as QueryMetric, `orderby.${i}`);
    return `${expr} ${asc ? 'ASC' : 'DESC'}`;
  });
  if (order.length === 0 && mets.length > 0)
    order.push(`${dialect.quoteIdentifier((mets[0] as { label: string }).label)} ${q.order_desc ? 'DESC' : 'ASC'}`);
  if (order.length > 0) sql += ` ORDER BY ${order.join(', ')}`;

  const requested = q.row_limit && q.row_limit > 0 ? q.row_limit : o.defaultRowLimit;
  const limit = Math.min(requested, o.maxRowLimit);
  if (q.is_rowcount) {
    sql = `SELECT COUNT(*) AS ${dialect.quoteIdentifier('rowcount')} FROM (${sql}) AS rowcount_qry`;
  } else {
    sql = dialect.limit(sql, limit, q.row_offset || undefined);
  }

  const toMs = (d: Date | null | undefined) => (d ? d.getTime() : null);
  return {
    sql,
    labels: q.is_rowcount ? ['rowcount'] : [...dims, ...mets].map((x) => x.label),
    dimensionLabels: dims.map((d) => d.label),
    metricLabels: mets.map((m) => m.label),
    appliedFilters: c.applied,
    rejectedFilters: c.rejected,
    fromDttm: toMs(c.range?.since),
    toDttm: toMs(c.range?.until),
  };
};
