import {
  type Caller as FullCaller,
  callerCanReadDataset,
  type Dataset,
  type DatasetDetail,
  type DatasetRef,
  type Owner,
} from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { forbidden, notFound, unauthorized } from '../../http/http-error.js';

type Caller = Pick<FullCaller, 'userId' | 'perms' | 'embed'>;

/** Dataset rows with their database, for the list and the detail answers. */
export const datasetRowsQuery = (db: Kysely<DB>) =>
  db
    .selectFrom('datasets as d')
    .innerJoin('databases as db', 'db.id', 'd.database_id')
    .select([
      'd.id',
      'd.uuid',
      'd.table_name',
      'd.schema',
      'd.catalog',
      'd.sql',
      'd.description',
      'd.main_dttm_col',
      'd.cache_timeout',
      'd.certified_by',
      'd.certification_details',
      'd.warning_markdown',
      'd.extra',
      'd.is_managed_externally',
      'd.changed_on',
      'd.created_on',
      'd.row_count',
      'd.template_params',
      'd.fetch_values_predicate',
      'd.default_endpoint',
      'd.external_url',
      'd.filter_select_enabled',
      'd.normalize_columns',
      'd.always_filter_main_dttm',
      'd.offset',
      'd.database_id',
      'db.database_name',
      'db.engine',
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof datasetRowsQuery>['execute']>>[number];

/** Each dataset's owners, by dataset id (one query for the whole page). */
export const datasetOwners = async (db: Kysely<DB>, ids: number[]): Promise<Map<number, Owner[]>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('dataset_owners as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.dataset_id', 'u.id', 'u.first_name', 'u.last_name'])
    .where('o.dataset_id', 'in', ids)
    .orderBy('u.id')
    .execute();
  const map = new Map<number, Owner[]>();
  for (const { dataset_id, ...owner } of rows) map.set(dataset_id, [...(map.get(dataset_id) ?? []), owner]);
  return map;
};

const toRef = (r: Row, ownerIds: number[]): DatasetRef => ({
  id: r.id,
  tableName: r.table_name,
  schema: r.schema,
  databaseId: r.database_id,
  databaseName: r.database_name,
  ownerIds,
});

/** The fields every dataset answer shares. */
export const toDatasetApi = (r: Row, owners: Owner[]): Dataset => ({
  id: r.id,
  uuid: r.uuid,
  table_name: r.table_name,
  schema: r.schema,
  catalog: r.catalog,
  sql: r.sql,
  kind: r.sql ? 'virtual' : 'physical',
  description: r.description,
  main_dttm_col: r.main_dttm_col,
  cache_timeout: r.cache_timeout,
  certified_by: r.certified_by,
  certification_details: r.certification_details,
  warning_markdown: r.warning_markdown,
  extra: r.extra,
  is_managed_externally: r.is_managed_externally === 1,
  database: { id: r.database_id, database_name: r.database_name, backend: r.engine },
  owners,
  changed_on: r.changed_on,
  created_on: r.created_on,
  row_count: r.row_count,
});

/** One dataset with its columns, metrics and every editable field (`GET /api/v1/dataset/{pk}`). */
export const getDatasetDetail = async (db: Kysely<DB>, caller: Caller, id: number): Promise<DatasetDetail> => {
  const row = await datasetRowsQuery(db).where('d.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Dataset');
  const owners = (await datasetOwners(db, [id])).get(id) ?? [];
  if (
    !callerCanReadDataset(
      caller,
      toRef(
        row,
        owners.map((o) => o.id),
      ),
    )
  ) {
    if (caller.userId === null) throw unauthorized();
    throw forbidden('You do not have access to this dataset');
  }
  const columns = await db
    .selectFrom('dataset_columns')
    .selectAll()
    .where('dataset_id', '=', id)
    .orderBy('id')
    .execute();
  const metrics = await db
    .selectFrom('dataset_metrics')
    .selectAll()
    .where('dataset_id', '=', id)
    .orderBy('id')
    .execute();
  return {
    ...toDatasetApi(row, owners),
    datasource_type: 'table',
    template_params: row.template_params,
    fetch_values_predicate: row.fetch_values_predicate,
    default_endpoint: row.default_endpoint,
    external_url: row.external_url,
    filter_select_enabled: row.filter_select_enabled === 1,
    normalize_columns: row.normalize_columns === 1,
    always_filter_main_dttm: row.always_filter_main_dttm === 1,
    offset: row.offset,
    columns: columns.map((c) => ({
      id: c.id,
      uuid: c.uuid,
      column_name: c.column_name,
      verbose_name: c.verbose_name,
      description: c.description,
      expression: c.expression,
      type: c.type,
      type_generic: c.type_generic,
      is_dttm: c.is_dttm === 1,
      is_active: c.is_active === 1,
      filterable: c.filterable === 1,
      groupby: c.groupby === 1,
      python_date_format: c.python_date_format,
      extra: c.extra,
      advanced_data_type: c.advanced_data_type,
    })),
    metrics: metrics.map((m) => ({
      id: m.id,
      uuid: m.uuid,
      metric_name: m.metric_name,
      verbose_name: m.verbose_name,
      description: m.description,
      expression: m.expression,
      metric_type: m.metric_type,
      d3format: m.d3format,
      currency: m.currency,
      warning_text: m.warning_text,
      certified_by: m.certified_by,
      certification_details: m.certification_details,
      extra: m.extra,
    })),
  };
};
