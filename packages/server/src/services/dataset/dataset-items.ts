import { randomUUID } from 'node:crypto';
import { TYPE_GENERIC, type DatasetColumnPut, type DatasetMetricPut } from '@tessera/core';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { genericType } from '../../engines/type-generic.js';
import { unprocessable } from '../../http/http-error.js';
import { changedAudit, createdAudit } from '../shared/audit.js';

type Trx = Transaction<DB>;

const flag = (v: boolean | null | undefined): number | undefined =>
  v === undefined || v === null ? undefined : v ? 1 : 0;
const defined = <T extends Record<string, unknown>>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/** Superset sends `expression: ""` for physical columns; only a blank-but-not-empty one is an error. */
const columnExpression = (c: DatasetColumnPut): string | null | undefined => {
  if (c.expression === undefined || c.expression === null || c.expression === '')
    return c.expression === undefined ? undefined : null;
  if (c.expression.trim() === '')
    throw unprocessable(`columns: Column '${c.column_name}' requires an expression`, 'columns');
  return c.expression;
};

const duplicates = (names: string[]): string[] => [...new Set(names.filter((n, i) => names.indexOf(n) !== i))];

/** Request-level checks shared by PUT and the legacy save: unique names, known ids, real expressions. */
export const validateItems = (
  columns: DatasetColumnPut[] | undefined,
  metrics: DatasetMetricPut[] | undefined,
  known: { columnIds: Set<number>; metricIds: Set<number> },
  overrideColumns: boolean,
): void => {
  if (columns) {
    const dup = duplicates(columns.map((c) => c.column_name));
    if (dup.length > 0)
      throw unprocessable(`columns: One or more columns are duplicated: ${dup.join(', ')}`, 'columns');
    const missing = overrideColumns ? [] : columns.filter((c) => c.id !== undefined && !known.columnIds.has(c.id));
    if (missing.length > 0) {
      throw unprocessable(
        `columns: One or more columns do not exist: ${missing.map((c) => c.id).join(', ')}`,
        'columns',
      );
    }
    columns.forEach(columnExpression);
  }
  if (metrics) {
    const dup = duplicates(metrics.map((m) => m.metric_name));
    if (dup.length > 0)
      throw unprocessable(`metrics: One or more metrics are duplicated: ${dup.join(', ')}`, 'metrics');
    const missing = metrics.filter((m) => m.id !== undefined && !known.metricIds.has(m.id));
    if (missing.length > 0) {
      throw unprocessable(
        `metrics: One or more metrics do not exist: ${missing.map((m) => m.id).join(', ')}`,
        'metrics',
      );
    }
    const blank = metrics.find((m) => m.expression.trim() === '');
    if (blank) throw unprocessable(`metrics: Metric '${blank.metric_name}' requires an expression`, 'metrics');
  }
};

const columnValues = (c: DatasetColumnPut) => {
  const typeGeneric = c.type_generic ?? (c.type ? genericType(c.type) : undefined);
  return defined({
    column_name: c.column_name,
    verbose_name: c.verbose_name,
    description: c.description,
    expression: columnExpression(c),
    type: c.type,
    type_generic: typeGeneric,
    is_dttm: flag(c.is_dttm),
    is_active: flag(c.is_active),
    filterable: flag(c.filterable),
    groupby: flag(c.groupby),
    python_date_format: c.python_date_format === '' ? null : c.python_date_format,
    advanced_data_type: c.advanced_data_type,
    extra: c.extra,
  });
};

const metricValues = (m: DatasetMetricPut) =>
  defined({
    metric_name: m.metric_name,
    expression: m.expression,
    metric_type: m.metric_type,
    verbose_name: m.verbose_name,
    description: m.description,
    d3format: m.d3format,
    currency:
      m.currency === undefined || m.currency === null || typeof m.currency === 'string'
        ? m.currency
        : JSON.stringify(m.currency),
    warning_text: m.warning_text,
    certified_by: m.certified_by,
    certification_details: m.certification_details,
    extra: m.extra,
  });

interface Audit {
  userId: number | null;
  now: string;
}

/** Ids to keep; items without id are created, and any other item of the dataset is deleted. */
const keptIds = (items: { id?: number | undefined }[]): number[] =>
  items.flatMap((i) => (i.id === undefined ? [] : [i.id]));

const renameTag = (id: number): string => `__tessera_rename_${id}_${randomUUID()}`;

/**
 * Superset's update_columns: listed columns (by id) get the fields sent, columns without id are
 * created, and columns not listed are deleted. Kept columns first take a temporary name so
 * swapping two names does not trip the unique constraint.
 */
export const syncColumns = async (
  trx: Trx,
  datasetId: number,
  columns: DatasetColumnPut[],
  override: boolean,
  audit: Audit,
): Promise<void> => {
  const items: DatasetColumnPut[] = override ? columns.map((c) => ({ ...c, id: undefined })) : columns;
  const keep = keptIds(items);
  let del = trx.deleteFrom('dataset_columns').where('dataset_id', '=', datasetId);
  if (keep.length > 0) del = del.where('id', 'not in', keep);
  await del.execute();
  for (const id of keep) {
    await trx
      .updateTable('dataset_columns')
      .set({ column_name: renameTag(id) })
      .where('id', '=', id)
      .execute();
  }
  const changed = changedAudit(audit.userId, audit.now);
  for (const c of items) {
    const values = columnValues(c);
    if (c.id !== undefined) {
      await trx
        .updateTable('dataset_columns')
        .set({ ...values, ...changed })
        .where('id', '=', c.id)
        .execute();
      continue;
    }
    const typeGeneric = values.type_generic ?? null;
    await trx
      .insertInto('dataset_columns')
      .values({
        uuid: randomUUID(),
        dataset_id: datasetId,
        column_name: c.column_name,
        verbose_name: values.verbose_name ?? null,
        description: values.description ?? null,
        expression: values.expression ?? null,
        type: values.type ?? null,
        type_generic: typeGeneric,
        is_dttm: values.is_dttm ?? (typeGeneric === TYPE_GENERIC.TEMPORAL ? 1 : 0),
        is_active: values.is_active ?? 1,
        filterable: values.filterable ?? 1,
        groupby: values.groupby ?? 1,
        python_date_format: values.python_date_format ?? null,
        advanced_data_type: values.advanced_data_type ?? null,
        extra: values.extra ?? null,
        ...createdAudit(audit.userId, audit.now),
      })
      .execute();
  }
};

/** Superset's update_metrics, with the same rules as the columns. */
export const syncMetrics = async (
  trx: Trx,
  datasetId: number,
  metrics: DatasetMetricPut[],
  audit: Audit,
): Promise<void> => {
  const keep = keptIds(metrics);
  let del = trx.deleteFrom('dataset_metrics').where('dataset_id', '=', datasetId);
  if (keep.length > 0) del = del.where('id', 'not in', keep);
  await del.execute();
  for (const id of keep) {
    await trx
      .updateTable('dataset_metrics')
      .set({ metric_name: renameTag(id) })
      .where('id', '=', id)
      .execute();
  }
  const changed = changedAudit(audit.userId, audit.now);
  for (const m of metrics) {
    const values = metricValues(m);
    if (m.id !== undefined) {
      await trx
        .updateTable('dataset_metrics')
        .set({ ...values, ...changed })
        .where('id', '=', m.id)
        .execute();
      continue;
    }
    await trx
      .insertInto('dataset_metrics')
      .values({
        uuid: randomUUID(),
        dataset_id: datasetId,
        metric_name: m.metric_name,
        expression: m.expression,
        verbose_name: values.verbose_name ?? null,
        description: values.description ?? null,
        metric_type: values.metric_type ?? null,
        d3format: values.d3format ?? null,
        currency: values.currency ?? null,
        warning_text: values.warning_text ?? null,
        certified_by: values.certified_by ?? null,
        certification_details: values.certification_details ?? null,
        extra: values.extra ?? null,
        ...createdAudit(audit.userId, audit.now),
      })
      .execute();
  }
};
