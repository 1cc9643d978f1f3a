import type { InfoResponseSchema, ListQuery, RelatedQuery, RelatedResponse } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../../db/schema.js';
import { badRequest, notFound } from '../../../http/http-error.js';
import { escapeLike, ilike } from './filter-operators.js';
import type { BaseQuery, ListResource, Predicate } from './list-resource.js';

/** One page of a list: the ids in order (the resource loads and shapes the rows) and the total. */
export interface ListPage {
  ids: number[];
  count: number;
}

/** The visibility predicate and each `q.filters[i]`, validated; a 400 names the offending filter part. */
const predicatesOf = <TB extends keyof DB, Ctx>(
  resource: ListResource<TB, Ctx>,
  filters: ListQuery['filters'],
  ctx: Ctx,
): Predicate<TB>[] => {
  const visible = resource.visible(ctx);
  const out: Predicate<TB>[] = visible ? [visible] : [];
  filters.forEach((f, i) => {
    const field = `q.filters.${i}`;
    const operators = Object.hasOwn(resource.filters, f.col) ? resource.filters[f.col] : undefined;
    if (!operators) throw badRequest(`${field}.col: Filter column ${f.col} is not allowed to filter`, `${field}.col`);
    const operator = Object.hasOwn(operators, f.opr) ? operators[f.opr] : undefined;
    if (!operator) throw badRequest(`${field}.opr: Filter ${f.opr} is not allowed on ${f.col}`, `${field}.opr`);
    const bound = operator.bind(f.value, ctx);
    if (!bound.ok) throw badRequest(`${field}.value: ${bound.message}`, `${field}.value`);
    out.push(bound.where);
  });
  return out;
};

const applyWhere = <TB extends keyof DB>(qb: BaseQuery<TB>, predicates: Predicate<TB>[]): BaseQuery<TB> =>
  predicates.length === 0 ? qb : qb.where((eb) => eb.and(predicates.map((p) => p(eb))));

/** Superset's list contract over any resource: filters, order (ties broken by id), paging (`page_size` -1 = all). */
export const runList = async <TB extends keyof DB, Ctx>(
  db: Kysely<DB>,
  resource: ListResource<TB, Ctx>,
  q: ListQuery,
  ctx: Ctx,
): Promise<ListPage> => {
  const column = q.order_column ?? resource.defaultSort.column;
  const sort = Object.hasOwn(resource.sorts, column) ? resource.sorts[column] : undefined;
  if (!sort) throw badRequest(`q.order_column: Ordering by ${column} is not allowed`, 'q.order_column');
  const direction = q.order_direction ?? (q.order_column ? 'asc' : resource.defaultSort.direction);
  const base = applyWhere(resource.from(db), predicatesOf(resource, q.filters, ctx));
  let page = base
    .select((eb) => resource.id(eb).as('id'))
    .orderBy(sort, direction)
    .orderBy(resource.id, direction);
  if (q.page_size >= 0) page = page.limit(q.page_size).offset(q.page * q.page_size);
  // Two statements on a pool run side by side (PostgreSQL); SQLite runs them one after the other.
  const [counted, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    page.execute(),
  ]);
  return { ids: rows.map((r) => r.id), count: Number(counted?.n ?? 0) };
};

/** `GET /api/v1/{resource}/distinct/{col}`: the distinct non-null values the caller can see, filtered and paged. */
export const runDistinct = async <TB extends keyof DB, Ctx>(
  db: Kysely<DB>,
  resource: ListResource<TB, Ctx>,
  column: string,
  q: RelatedQuery,
  ctx: Ctx,
): Promise<RelatedResponse> => {
  const expr = Object.hasOwn(resource.distinct, column) ? resource.distinct[column] : undefined;
  if (!expr) throw notFound(`Distinct column ${column}`);
  const predicates: Predicate<TB>[] = [...predicatesOf(resource, [], ctx), (eb) => eb(expr(eb), 'is not', null)];
  if (q.filter) predicates.push((eb) => ilike(expr(eb), `%${escapeLike(q.filter)}%`));
  const base = applyWhere(resource.from(db), predicates);
  const counted = await base
    .select((eb) => eb.fn.count<number | string>(expr(eb)).distinct().as('n'))
    .executeTakeFirst();
  const rows = await base
    .select((eb) => expr(eb).as('text'))
    .distinct()
    .orderBy('text')
    .limit(q.page_size)
    .offset(q.page * q.page_size)
    .execute();
  return {
    count: Number(counted?.n ?? 0),
    result: rows.map((r) => ({ text: r.text ?? '', value: r.text ?? '' })),
  };
};

/** The `filters` key of `_info`: each searchable column with its operators. */
export const filtersInfo = <TB extends keyof DB, Ctx>(
  resource: ListResource<TB, Ctx>,
): NonNullable<z.infer<typeof InfoResponseSchema>['filters']> =>
  Object.fromEntries(
    Object.entries(resource.filters).map(([col, ops]) => [
      col,
      Object.entries(ops).map(([operator, op]) => ({ name: op.name, operator })),
    ]),
  );
