import {
  type AnnotationCreate,
  type AnnotationDetail,
  type AnnotationItem,
  type AnnotationUpdate,
  type AnnotationWriteResult,
  type Caller,
  type ListQuery,
  naturalTime,
} from '@tessera/core';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { notFound, nowIso, unprocessable } from '../../http/http-error.js';
import { runList } from '../shared/list/run-list.js';
import { loadLayer } from './annotation-layer-service.js';
import { annotationListResource } from './annotation-list-resources.js';
import { changedAudit, createdAudit } from '../shared/audit.js';
import { withAuditUser, withAuditUsers, type AuditUsers } from '../shared/audit-users.js';

type Conn = Kysely<DB> | Transaction<DB>;

const rowsQuery = (db: Conn, layerId: number) =>
  db
    .selectFrom('annotations as a')
    .select([
      'a.id',
      'a.layer_id',
      'a.short_descr',
      'a.long_descr',
      'a.start_dttm',
      'a.end_dttm',
      'a.json_metadata',
      'a.changed_on',
      'a.created_by_fk',
      'a.changed_by_fk',
    ])
    .where('a.layer_id', '=', layerId);

type Row = Awaited<ReturnType<ReturnType<typeof rowsQuery>['execute']>>[number] & AuditUsers;

const toItem = (r: Row): AnnotationItem => ({
  id: r.id,
  layer_id: r.layer_id,
  short_descr: r.short_descr,
  long_descr: r.long_descr,
  start_dttm: r.start_dttm,
  end_dttm: r.end_dttm,
  json_metadata: r.json_metadata,
  created_by: r.created_by,
  changed_by: r.changed_by,
  changed_on: r.changed_on,
  changed_on_delta_humanized: r.changed_on ? naturalTime(r.changed_on) : '',
});

const annotationNotFound = () => notFound('Annotation');

/** `GET /api/v1/annotation_layer/{pk}/annotation/`: the layer's annotations, filtered, ordered and paged. */
export const listAnnotations = async (
  db: Kysely<DB>,
  layerId: number,
  q: ListQuery,
): Promise<{ result: AnnotationItem[]; count: number; ids: number[] }> => {
  await loadLayer(db, layerId);
  const page = await runList(db, annotationListResource, q, { layerId });
  const rows =
    page.ids.length === 0
      ? []
      : await withAuditUsers(db, await rowsQuery(db, layerId).where('a.id', 'in', page.ids).execute());
  const byId = new Map(rows.map((r) => [r.id, r]));
  const result = page.ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toItem(row)] : [];
  });
  return { result, count: page.count, ids: page.ids };
};

/** `GET /api/v1/annotation_layer/{pk}/annotation/{annotation_id}`; 404 for another layer's annotation. */
export const getAnnotation = async (db: Kysely<DB>, layerId: number, id: number): Promise<AnnotationDetail> => {
  const layer = await loadLayer(db, layerId);
  const row = await rowsQuery(db, layerId).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw annotationNotFound();
  return { ...toItem(await withAuditUser(db, row)), layer };
};

/** Superset's AnnotationDatesValidationError: an annotation may not end before it starts (equal is an event). */
const assertDatesInOrder = (start: string, end: string): void => {
  if (end < start) throw unprocessable('end_dttm: End date must be after start date', 'end_dttm');
};

/** Superset's AnnotationUniquenessValidationError: short descriptions are unique within a layer. */
const assertShortDescrFree = async (trx: Conn, layerId: number, text: string, exceptId: number | null) => {
  const clash = await trx
    .selectFrom('annotations')
    .select('id')
    .where('layer_id', '=', layerId)
    .where('short_descr', '=', text)
    .$if(exceptId !== null, (qb) => qb.where('id', '<>', exceptId ?? 0))
    .executeTakeFirst();
  if (clash) throw unprocessable('short_descr: Short description must be unique for this layer', 'short_descr');
};

/** `POST /api/v1/annotation_layer/{pk}/annotation/`: 404 for a missing layer; checks and insert in one transaction. */
export const createAnnotation = async (
  db: Kysely<DB>,
  caller: Caller,
  layerId: number,
  body: AnnotationCreate,
): Promise<{ id: number; result: AnnotationWriteResult }> => {
  assertDatesInOrder(body.start_dttm, body.end_dttm);
  const now = nowIso();
  const id = await db.transaction().execute(async (trx) => {
    await loadLayer(trx, layerId);
    await assertShortDescrFree(trx, layerId, body.short_descr, null);
    const row = await trx
      .insertInto('annotations')
      .values({
        layer_id: layerId,
        short_descr: body.short_descr,
        long_descr: body.long_descr ?? null,
        start_dttm: body.start_dttm,
        end_dttm: body.end_dttm,
        json_metadata: body.json_metadata ?? null,
        ...createdAudit(caller.userId, now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return { id, result: { ...body, layer: layerId } };
};

/** `PUT .../annotation/{annotation_id}`: the dates are checked against the stored ones the body leaves out. */
export const updateAnnotation = async (
  db: Kysely<DB>,
  caller: Caller,
  layerId: number,
  id: number,
  body: AnnotationUpdate,
): Promise<{ id: number; result: AnnotationWriteResult }> => {
  await db.transaction().execute(async (trx) => {
    await loadLayer(trx, layerId);
    const current = await trx
      .selectFrom('annotations')
      .select(['start_dttm', 'end_dttm'])
      .where('id', '=', id)
      .where('layer_id', '=', layerId)
      .executeTakeFirst();
    if (!current) throw annotationNotFound();
    assertDatesInOrder(body.start_dttm ?? current.start_dttm, body.end_dttm ?? current.end_dttm);
    if (body.short_descr !== undefined) await assertShortDescrFree(trx, layerId, body.short_descr, id);
    await trx
      .updateTable('annotations')
      .set({
        short_descr: body.short_descr,
        long_descr: body.long_descr,
        start_dttm: body.start_dttm,
        end_dttm: body.end_dttm,
        json_metadata: body.json_metadata,
        ...changedAudit(caller.userId),
      })
      .where('id', '=', id)
      .execute();
  });
  return { id, result: { ...body, layer: layerId } };
};

/** Single and bulk delete: every annotation must belong to the layer (404) before any is removed. */
export const deleteAnnotations = async (db: Kysely<DB>, layerId: number, ids: readonly number[]): Promise<number> => {
  const unique = [...new Set(ids)];
  await db.transaction().execute(async (trx) => {
    await loadLayer(trx, layerId);
    const found = await trx
      .selectFrom('annotations')
      .select('id')
      .where('layer_id', '=', layerId)
      .where('id', 'in', unique)
      .execute();
    if (found.length !== unique.length) throw annotationNotFound();
    await trx.deleteFrom('annotations').where('id', 'in', unique).execute();
  });
  return unique.length;
};
