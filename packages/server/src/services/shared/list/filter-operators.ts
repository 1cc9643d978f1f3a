import { sql, type Expression, type SqlBool } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../../db/schema.js';
import { filterOperator, type ColumnExpression, type Eb, type FilterOperator } from './list-resource.js';

/** Rison sends numbers for numeric text too; text filters accept both. */
export const TextValue = z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(1024, 'Too long'));

/** An id, also as the `{value, label}` option Superset's selects hold. */
export const IdValue = z.union([
  z.number().int(),
  z.string().regex(/^\d+$/, 'Expected an id').transform(Number),
  z.object({ value: z.number().int() }).transform((o) => o.value),
]);

/** Flags arrive as rison booleans (`!t`), and from some clients as strings or 0/1. */
export const FlagValue = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0']).transform((s) => s === 'true' || s === '1'),
  z.union([z.literal(0), z.literal(1)]).transform((n) => n === 1),
]);

/** Escapes the LIKE wildcards of user text, for `ilike` patterns. */
export const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Case-insensitive LIKE on both SQLite and PostgreSQL, with the user's `%` and `_` taken literally. */
export const ilike = (expr: Expression<string | null>, pattern: string): Expression<SqlBool> =>
  sql<SqlBool>`lower(${expr}) like lower(${pattern}) escape '\\'`;

const likeOperator =
  (name: string, wrap: (s: string) => string) =>
  <TB extends keyof DB, Ctx>(col: ColumnExpression<TB, string | null>): FilterOperator<TB, Ctx> =>
    filterOperator(name, TextValue, (eb, v) => ilike(col(eb), wrap(escapeLike(v))));

/** FAB's `ct`, `sw`, `ew`: contains, starts with, ends with (case-insensitive, like Superset's ilike). */
export const contains = likeOperator('Contains', (s) => `%${s}%`);
export const startsWith = likeOperator('Starts with', (s) => `${s}%`);
export const endsWith = likeOperator('Ends with', (s) => `%${s}`);

/** FAB's `eq` / `neq` on a text or numeric column; `null` matches NULL. */
export const equals = <TB extends keyof DB, Ctx, T extends string | number>(
  col: ColumnExpression<TB, T | null>,
  value: z.ZodType<T>,
  negate = false,
): FilterOperator<TB, Ctx> =>
  filterOperator(negate ? 'Not equal to' : 'Equal to', value.nullable(), (eb, v) => {
    if (v === null) return negate ? eb(col(eb), 'is not', null) : eb(col(eb), 'is', null);
    return negate ? sql<SqlBool>`${col(eb)} <> ${v}` : sql<SqlBool>`${col(eb)} = ${v}`;
  });

/** FAB's `in`: one of a list of values. */
export const oneOf = <TB extends keyof DB, Ctx, T extends string | number>(
  col: ColumnExpression<TB, T | null>,
  value: z.ZodType<T>,
): FilterOperator<TB, Ctx> =>
  filterOperator('In', z.array(value).max(1000), (eb, vs) =>
    vs.length === 0 ? eb.lit(false) : sql<SqlBool>`${col(eb)} in (${sql.join(vs)})`,
  );

/** A yes/no filter (`chart_is_certified`, `chart_is_favorite`): `yes` when the value is true, its negation otherwise. */
export const flagFilter = <TB extends keyof DB, Ctx>(
  name: string,
  yes: (eb: Eb<TB>, ctx: Ctx) => Expression<SqlBool>,
): FilterOperator<TB, Ctx> =>
  filterOperator(name, FlagValue, (eb, v, ctx) => (v ? yes(eb, ctx) : eb.not(yes(eb, ctx))));
