import {
  type AnnotationLayerCreate,
  type AnnotationLayerItem,
  type AnnotationLayerUpdate,
  type Caller,
  type ListQuery,
  naturalTime,
} from '@tessera/core';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { notFound, nowIso, unprocessable } from '../../http/http-error.js';
import { runList } from '../shared/list/run-list.js';
import { annotationLayerListResource } from './annotation-list-resources.js';
import { changedAudit, createdAudit } from '../shared/audit.js';
import { withAuditUser, withAuditUsers, type AuditUsers } from '../shared/audit-users.js';

type Conn = Kysely<DB> | Transaction<DB>;

const rowsQuery = (db: Conn) =>
  db
    .selectFrom('annotation_layers as l')
    .select(['l.id', 'l.name', 'l.descr', 'l.created_on', 'l.changed_on', 'l.created_by_fk', 'l.changed_by_fk']);

type Row = Awaited<ReturnType<ReturnType<typeof rowsQuery>['execute']>>[number] & AuditUsers;

const toItem = (r: Row): AnnotationLayerItem => ({
  id: r.id,
  name: r.name,
  descr: r.descr,
  created_by: r.created_by,
  changed_by: r.changed_by,
  created_on: r.created_on,
  changed_on: r.changed_on,
  changed_on_delta_humanized: r.changed_on ? naturalTime(r.changed_on) : '',
});

const layerNotFound = () => notFound('Annotation layer');

/** The layer's id and name; 404 when it does not exist (every nested annotation route starts here). */
export const loadLayer = async (db: Conn, id: number): Promise<{ id: number; name: string }> => {
  const row = await db.selectFrom('annotation_layers').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  if (!row) throw layerNotFound();
  return row;
};

/** `GET /api/v1/annotation_layer/`: filtered, ordered and paged. */
export const listAnnotationLayers = async (
  db: Kysely<DB>,
  q: ListQuery,
): Promise<{ result: AnnotationLayerItem[]; count: number; ids: number[] }> => {
  const page = await runList(db, annotationLayerListResource, q, {});
  const rows =
    page.ids.length === 0 ? [] : await withAuditUsers(db, await rowsQuery(db).where('l.id', 'in', page.ids).execute());
  const byId = new Map(rows.map((r) => [r.id, r]));
  const result = page.ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toItem(row)] : [];
  });
  return { result, count: page.count, ids: page.ids };
};

/** `GET /api/v1/annotation_layer/{pk}`. */
export const getAnnotationLayer = async (db: Kysely<DB>, id: number): Promise<AnnotationLayerItem> => {
  const row = await rowsQuery(db).where('l.id', '=', id).executeTakeFirst();
  if (!row) throw layerNotFound();
  return toItem(await withAuditUser(db, row));
};

/** Superset's AnnotationLayerNameUniquenessValidationError: names are unique across layers. */
const assertNameFree = async (trx: Conn, name: string, exceptId: number | null): Promise<void> => {
  const clash = await trx
    .selectFrom('annotation_layers')
    .select('id')
    .where('name', '=', name)
    .$if(exceptId !== null, (qb) => qb.where('id', '<>', exceptId ?? 0))
    .executeTakeFirst();
  if (clash) throw unprocessable('name: Name must be unique', 'name');
};

/** `POST /api/v1/annotation_layer/`; the check and the insert share one transaction. */
export const createAnnotationLayer = async (
  db: Kysely<DB>,
  caller: Caller,
  body: AnnotationLayerCreate,
): Promise<{ id: number; result: AnnotationLayerCreate }> => {
  const now = nowIso();
  const id = await db.transaction().execute(async (trx) => {
    await assertNameFree(trx, body.name, null);
    const row = await trx
      .insertInto('annotation_layers')
      .values({
        name: body.name,
        descr: body.descr ?? null,
        ...createdAudit(caller.userId, now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return { id, result: body };
};

/** `PUT /api/v1/annotation_layer/{pk}`: 404 for a missing layer, 422 for a taken name. */
export const updateAnnotationLayer = async (
  db: Kysely<DB>,
  caller: Caller,
  id: number,
  body: AnnotationLayerUpdate,
): Promise<{ id: number; result: AnnotationLayerUpdate }> => {
  await db.transaction().execute(async (trx) => {
    await loadLayer(trx, id);
    if (body.name !== undefined) await assertNameFree(trx, body.name, id);
    await trx
      .updateTable('annotation_layers')
      .set({ name: body.name, descr: body.descr, ...changedAudit(caller.userId) })
      .where('id', '=', id)
      .execute();
  });
  return { id, result: body };
};

/**
 * Single and bulk delete. Every layer must exist (404), and, as in Superset, a layer that still
 * holds annotations is refused (422) rather than emptied behind the caller's back.
 */
export const deleteAnnotationLayers = async (db: Kysely<DB>, ids: readonly number[]): Promise<number> => {
  const unique = [...new Set(ids)];
  await db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom('annotation_layers').select('id').where('id', 'in', unique).execute();
    if (found.length !== unique.length) throw layerNotFound();
    const used = await trx.selectFrom('annotations').select('id').where('layer_id', 'in', unique).executeTakeFirst();
    if (used) throw unprocessable('Annotation layer has associated annotations.');
    await trx.deleteFrom('annotation_layers').where('id', 'in', unique).execute();
  });
  return unique.length;
};
