import {
  type Caller,
  type CssTemplateListItem,
  type CssTemplateUpdate,
  type CssTemplateWrite,
  type ListQuery,
  naturalTime,
} from '@tessera/core';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../http/http-error.js';
import { runList } from '../shared/list/run-list.js';
import { changedAudit, createdAudit } from '../shared/audit.js';
import { withAuditUser, withAuditUsers, type AuditUsers } from '../shared/audit-users.js';
import { cssTemplateListResource } from './css-template-list-resource.js';

type Conn = Kysely<DB> | Transaction<DB>;

const rowsQuery = (db: Conn) =>
  db
    .selectFrom('css_templates as c')
    .select(['c.id', 'c.template_name', 'c.css', 'c.created_on', 'c.changed_on', 'c.created_by_fk', 'c.changed_by_fk']);

type Row = Awaited<ReturnType<ReturnType<typeof rowsQuery>['execute']>>[number] & AuditUsers;

const toItem = (r: Row): CssTemplateListItem => ({
  id: r.id,
  template_name: r.template_name,
  css: r.css,
  created_by: r.created_by,
  changed_by: r.changed_by,
  created_on: r.created_on,
  changed_on: r.changed_on,
  changed_on_delta_humanized: r.changed_on ? naturalTime(r.changed_on) : '',
});

const templateNotFound = () => notFound('CSS template');

/** `GET /api/v1/css_template/`: filtered, ordered and paged. */
export const listCssTemplates = async (
  db: Kysely<DB>,
  q: ListQuery,
): Promise<{ result: CssTemplateListItem[]; count: number; ids: number[] }> => {
  const page = await runList(db, cssTemplateListResource, q, {});
  const rows =
    page.ids.length === 0 ? [] : await withAuditUsers(db, await rowsQuery(db).where('c.id', 'in', page.ids).execute());
  const byId = new Map(rows.map((r) => [r.id, r]));
  const result = page.ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toItem(row)] : [];
  });
  return { result, count: page.count, ids: page.ids };
};

/** `GET /api/v1/css_template/{pk}`. */
export const getCssTemplate = async (db: Kysely<DB>, id: number): Promise<CssTemplateListItem> => {
  const row = await rowsQuery(db).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw templateNotFound();
  return toItem(await withAuditUser(db, row));
};

/** `POST /api/v1/css_template/`. Superset does not require unique names, so neither does this. */
export const createCssTemplate = async (
  db: Kysely<DB>,
  caller: Caller,
  body: CssTemplateWrite,
): Promise<{ id: number; result: CssTemplateWrite }> => {
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('css_templates')
      .values({ template_name: body.template_name, css: body.css, ...createdAudit(caller.userId) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return { id, result: body };
};

/** `PUT /api/v1/css_template/{pk}`: 404 for a missing template; absent fields are kept. */
export const updateCssTemplate = async (
  db: Kysely<DB>,
  caller: Caller,
  id: number,
  body: CssTemplateUpdate,
): Promise<{ id: number; result: CssTemplateUpdate }> => {
  await db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom('css_templates').select('id').where('id', '=', id).executeTakeFirst();
    if (!found) throw templateNotFound();
    await trx
      .updateTable('css_templates')
      .set({ template_name: body.template_name, css: body.css, ...changedAudit(caller.userId) })
      .where('id', '=', id)
      .execute();
  });
  return { id, result: body };
};

/** Single and bulk delete: as Superset's CssTemplateDAO, every id must exist (404) or nothing is deleted. */
export const deleteCssTemplates = async (db: Kysely<DB>, ids: readonly number[]): Promise<number> => {
  const unique = [...new Set(ids)];
  await db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom('css_templates').select('id').where('id', 'in', unique).execute();
    if (found.length !== unique.length) throw templateNotFound();
    await trx.deleteFrom('css_templates').where('id', 'in', unique).execute();
  });
  return unique.length;
};
