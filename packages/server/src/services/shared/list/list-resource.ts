import type { AliasableExpression, Expression, ExpressionBuilder, Kysely, SelectQueryBuilder, SqlBool } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../../db/schema.js';

/** Expressions of a list are built against its one base table (joins go into subqueries). */
export type Eb<TB extends keyof DB> = ExpressionBuilder<DB, TB>;
export type Predicate<TB extends keyof DB> = (eb: Eb<TB>) => Expression<SqlBool>;
export type ColumnExpression<TB extends keyof DB, T = unknown> = (eb: Eb<TB>) => Expression<T>;

/** A rison filter value after validation: the predicate, or why the value was refused. */
export type BoundFilter<TB extends keyof DB> = { ok: true; where: Predicate<TB> } | { ok: false; message: string };

/** One `opr` a column accepts (Superset's `search_filters`); `name` is what `_info` shows. */
export interface FilterOperator<TB extends keyof DB, Ctx> {
  name: string;
  bind: (value: unknown, ctx: Ctx) => BoundFilter<TB>;
}

/** `selectFrom(table)` with nothing selected yet. */
export type BaseQuery<TB extends keyof DB> = SelectQueryBuilder<DB, TB, Record<never, never>>;

/**
 * What a resource declares to get Superset's list contract (`q` with filters, order, paging),
 * `distinct/{col}` and `_info` filters: the rest is shared by every list endpoint.
 */
export interface ListResource<TB extends keyof DB, Ctx> {
  from: (db: Kysely<DB>) => BaseQuery<TB>;
  /** The primary key, returned as the page's `ids`. */
  id: (eb: Eb<TB>) => AliasableExpression<number>;
  /** The caller's visibility (Superset's base filter); null when the caller sees every row. */
  visible: (ctx: Ctx) => Predicate<TB> | null;
  /** col → opr → operator. */
  filters: Readonly<Record<string, Readonly<Record<string, FilterOperator<TB, Ctx>>>>>;
  /** order_column → expression; ties are broken by id. */
  sorts: Readonly<Record<string, ColumnExpression<TB>>>;
  defaultSort: { column: string; direction: 'asc' | 'desc' };
  /** Columns `distinct/{col}` may list. */
  distinct: Readonly<Record<string, (eb: Eb<TB>) => AliasableExpression<string | null>>>;
}

/** Builds an operator whose value is checked by `schema` before it reaches SQL (always as a bound parameter). */
export const filterOperator = <TB extends keyof DB, Ctx, V>(
  name: string,
  schema: z.ZodType<V>,
  build: (eb: Eb<TB>, value: V, ctx: Ctx) => Expression<SqlBool>,
): FilterOperator<TB, Ctx> => ({
  name,
  bind: (value, ctx) => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid value' };
    return { ok: true, where: (eb) => build(eb, parsed.data, ctx) };
  },
});
