import {
  type Caller,
  type Engine,
  type ListQuery,
  type RlsCreate,
  type RlsItem,
  type RlsPreview,
  type RlsPreviewQuery,
  type RlsUpdate,
  naturalTime,
} from '@tessera/core';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { getEngineSpec } from '../../engines/registry.js';
import { badRequest, notFound, nowIso, unprocessable } from '../../http/http-error.js';
import { rlsPredicateFor } from '../../query/rls-service.js';
import { checkUserSql } from '../../query/user-sql.js';
import { changedAudit, createdAudit } from '../shared/audit.js';
import { withAuditUsers } from '../shared/audit-users.js';
import { runList } from '../shared/list/run-list.js';
import { rlsListResource } from './rls-list-resource.js';

type Conn = Kysely<DB> | Transaction<DB>;

const ruleNotFound = () => notFound('Row level security filter');

/** List and show rows, with their tables and roles, in the order of `ids`. */
const loadItems = async (db: Conn, ids: readonly number[]): Promise<RlsItem[]> => {
  if (ids.length === 0) return [];
  const rows = await withAuditUsers(
    db,
    await db
      .selectFrom('rls_filters')
      .selectAll()
      .where('id', 'in', [...ids])
      .execute(),
  );
  const tables = await db
    .selectFrom('rls_filter_tables as l')
    .innerJoin('datasets as d', 'd.id', 'l.dataset_id')
    .select(['l.rls_filter_id', 'd.id', 'd.schema', 'd.table_name'])
    .where('l.rls_filter_id', 'in', [...ids])
    .orderBy('d.table_name')
    .execute();
  const roles = await db
    .selectFrom('rls_filter_roles as l')
    .innerJoin('roles as r', 'r.id', 'l.role_id')
    .select(['l.rls_filter_id', 'r.id', 'r.name'])
    .where('l.rls_filter_id', 'in', [...ids])
    .orderBy('r.name')
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        id: r.id,
        name: r.name,
        description: r.description,
        filter_type: r.filter_type,
        tables: tables
          .filter((t) => t.rls_filter_id === id)
          .map((t) => ({ id: t.id, schema: t.schema, table_name: t.table_name })),
        roles: roles.filter((l) => l.rls_filter_id === id).map((l) => ({ id: l.id, name: l.name })),
        group_key: r.group_key,
        clause: r.clause,
        changed_by: r.changed_by,
        changed_on: r.changed_on,
        changed_on_delta_humanized: r.changed_on ? naturalTime(r.changed_on) : '',
      },
    ];
  });
};

/** `GET /api/v1/rowlevelsecurity/`: filtered, ordered and paged. */
export const listRls = async (
  db: Kysely<DB>,
  q: ListQuery,
): Promise<{ result: RlsItem[]; count: number; ids: number[] }> => {
  const page = await runList(db, rlsListResource, q, {});
  return { result: await loadItems(db, page.ids), count: page.count, ids: page.ids };
};

/** `GET /api/v1/rowlevelsecurity/{pk}`. */
export const getRls = async (db: Kysely<DB>, id: number): Promise<RlsItem> => {
  const [item] = await loadItems(db, [id]);
  if (!item) throw ruleNotFound();
  return item;
};

/** Superset's RLS name uniqueness (the column is unique): 422 naming `name`. */
const assertNameFree = async (trx: Conn, name: string, exceptId: number | null): Promise<void> => {
  const clash = await trx
    .selectFrom('rls_filters')
    .select('id')
    .where('name', '=', name)
    .$if(exceptId !== null, (qb) => qb.where('id', '<>', exceptId ?? 0))
    .executeTakeFirst();
  if (clash) throw unprocessable('name: Name must be unique', 'name');
};

/**
 * Every table and role must exist (Superset's RLSRelatedTableNotFound / RelatedRoleNotFound, 422),
 * and the clause must be one predicate of the dialect of every dataset it is added to, reading no
 * other table: the same check the guest-token mint makes of its RLS clauses.
 */
const validateLinks = async (trx: Conn, tables: readonly number[], roles: readonly number[], clause: string) => {
  const datasets =
    tables.length === 0
      ? []
      : await trx
          .selectFrom('datasets as d')
          .innerJoin('databases as b', 'b.id', 'd.database_id')
          .select(['d.id', 'b.engine'])
          .where('d.id', 'in', [...tables])
          .execute();
  if (datasets.length !== tables.length) throw unprocessable('tables: Some tables do not exist', 'tables');
  const found =
    roles.length === 0
      ? []
      : await trx
          .selectFrom('roles')
          .select('id')
          .where('id', 'in', [...roles])
          .execute();
  if (found.length !== roles.length) throw unprocessable('roles: Some roles do not exist', 'roles');
  for (const engine of new Set(datasets.map((d) => d.engine))) {
    await checkUserSql(
      [{ field: 'clause', sql: clause, kind: 'predicate' }],
      getEngineSpec(engine as Engine).sqlParser,
      {
        allowSubqueries: false,
        unreadable: async (refs) => [...refs],
      },
    );
  }
};

const replaceLinks = async (
  trx: Conn,
  id: number,
  tables: readonly number[] | undefined,
  roles: readonly number[] | undefined,
) => {
  if (tables !== undefined) {
    const unique = [...new Set(tables)];
    await trx.deleteFrom('rls_filter_tables').where('rls_filter_id', '=', id).execute();
    if (unique.length > 0)
      await trx
        .insertInto('rls_filter_tables')
        .values(unique.map((dataset_id) => ({ rls_filter_id: id, dataset_id })))
        .execute();
  }
  if (roles !== undefined) {
    const unique = [...new Set(roles)];
    await trx.deleteFrom('rls_filter_roles').where('rls_filter_id', '=', id).execute();
    if (unique.length > 0)
      await trx
        .insertInto('rls_filter_roles')
        .values(unique.map((role_id) => ({ rls_filter_id: id, role_id })))
        .execute();
  }
};

/** `POST /api/v1/rowlevelsecurity/`: the rule and its links in one transaction. */
export const createRls = async (
  db: Kysely<DB>,
  caller: Caller,
  body: RlsCreate,
): Promise<{ id: number; result: RlsCreate }> => {
  const id = await db.transaction().execute(async (trx) => {
    await assertNameFree(trx, body.name, null);
    await validateLinks(trx, body.tables, body.roles, body.clause);
    const row = await trx
      .insertInto('rls_filters')
      .values({
        name: body.name,
        description: body.description ?? null,
        filter_type: body.filter_type,
        group_key: body.group_key || null,
        clause: body.clause,
        ...createdAudit(caller.userId, nowIso()),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceLinks(trx, row.id, body.tables, body.roles);
    return row.id;
  });
  return { id, result: body };
};

/** `PUT /api/v1/rowlevelsecurity/{pk}`: the clause is checked against the tables it will apply to. */
export const updateRls = async (
  db: Kysely<DB>,
  caller: Caller,
  id: number,
  body: RlsUpdate,
): Promise<{ id: number; result: RlsUpdate }> => {
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('rls_filters')
      .select(['id', 'clause'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!current) throw ruleNotFound();
    if (body.name !== undefined) await assertNameFree(trx, body.name, id);
    const tables =
      body.tables ??
      (await trx.selectFrom('rls_filter_tables').select('dataset_id').where('rls_filter_id', '=', id).execute()).map(
        (t) => t.dataset_id,
      );
    await validateLinks(trx, tables, body.roles ?? [], body.clause ?? current.clause);
    await trx
      .updateTable('rls_filters')
      .set({
        name: body.name,
        description: body.description,
        filter_type: body.filter_type,
        group_key: body.group_key === undefined ? undefined : body.group_key || null,
        clause: body.clause,
        ...changedAudit(caller.userId),
      })
      .where('id', '=', id)
      .execute();
    await replaceLinks(trx, id, body.tables, body.roles);
  });
  return { id, result: body };
};

/** Single and bulk delete, links included; every rule must exist (404). */
export const deleteRls = async (db: Kysely<DB>, ids: readonly number[]): Promise<number> => {
  const unique = [...new Set(ids)];
  await db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom('rls_filters').select('id').where('id', 'in', unique).execute();
    if (found.length !== unique.length) throw ruleNotFound();
    await trx.deleteFrom('rls_filter_tables').where('rls_filter_id', 'in', unique).execute();
    await trx.deleteFrom('rls_filter_roles').where('rls_filter_id', 'in', unique).execute();
    await trx.deleteFrom('rls_filters').where('id', 'in', unique).execute();
  });
  return unique.length;
};

/** The effective WHERE of one role on one dataset: what the query pipeline adds, by the same rule. */
export const previewRls = async (db: Kysely<DB>, q: RlsPreviewQuery): Promise<RlsPreview> => {
  const role = await db.selectFrom('roles').select('id').where('id', '=', q.role).executeTakeFirst();
  if (!role) throw badRequest('role: no role has this id', 'role');
  const dataset = await db.selectFrom('datasets').select('id').where('id', '=', q.dataset).executeTakeFirst();
  if (!dataset) throw badRequest('dataset: no dataset has this id', 'dataset');
  return { clause: await rlsPredicateFor(db, q.dataset, [q.role]) };
};
