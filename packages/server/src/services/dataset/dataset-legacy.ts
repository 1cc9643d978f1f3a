import { type Caller, parseJsonObject } from '@tessera/core';
import {
  TIME_GRAINS,
  datasourcePermView,
  type DatasetDetail,
  type DatasourceSavePayload,
  type Engine,
  type LegacyDatasource,
} from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { getEngineSpec } from '../../engines/registry.js';
import { HttpError } from '../../http/http-error.js';
import type { DatasetDeps } from './dataset-create-service.js';
import { getDatasetDetail } from './dataset-service.js';
import { updateDataset } from './dataset-update-service.js';

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** Superset derives an item's certification and warning from its `extra` JSON. */
const certificationOf = (extra: string | null, top?: { by: string | null; details: string | null }) => {
  const e = parseJsonObject(extra);
  const cert = (typeof e.certification === 'object' && e.certification !== null ? e.certification : {}) as Record<
    string,
    unknown
  >;
  const certifiedBy = top?.by ?? str(cert.certified_by);
  return {
    certified_by: certifiedBy,
    certification_details: top?.details ?? str(cert.details),
    warning_markdown: str(e.warning_markdown),
    is_certified: certifiedBy !== null,
  };
};

const selectStar = (engine: string, d: DatasetDetail): string | null => {
  if (d.sql) return null;
  const { dialect } = getEngineSpec(engine as Engine);
  const table = dialect.quoteIdentifier(d.table_name);
  return dialect.limit(`SELECT *\nFROM ${d.schema ? `${dialect.quoteIdentifier(d.schema)}.${table}` : table}`, 100);
};

/** Superset's `datasource.data`, the JSON explore and the legacy editor read. */
export const toLegacyDatasource = async (db: Kysely<DB>, d: DatasetDetail): Promise<LegacyDatasource> => {
  const owners = await db
    .selectFrom('dataset_owners as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.username'])
    .where('o.dataset_id', '=', d.id)
    .orderBy('u.id')
    .execute();
  const verbose: Record<string, string> = { __timestamp: 'Time' };
  for (const m of d.metrics) verbose[m.metric_name] ??= m.verbose_name || m.metric_name;
  for (const c of d.columns) verbose[c.column_name] ??= c.verbose_name || c.column_name;
  const names = d.columns.map((c) => c.column_name).sort();
  return {
    id: d.id,
    uid: `${d.id}__table`,
    type: 'table',
    datasource_name: d.table_name,
    name: d.schema ? `${d.schema}.${d.table_name}` : d.table_name,
    table_name: d.table_name,
    catalog: d.catalog,
    schema: d.schema,
    sql: d.sql,
    kind: d.kind,
    description: d.description,
    main_dttm_col: d.main_dttm_col,
    granularity_sqla: d.columns.filter((c) => c.is_dttm).map((c) => [c.column_name, c.column_name]),
    time_grain_sqla: TIME_GRAINS.map((g) => [g.grain, g.label]),
    cache_timeout: d.cache_timeout,
    offset: d.offset,
    default_endpoint: d.default_endpoint,
    fetch_values_predicate: d.fetch_values_predicate,
    template_params: d.template_params,
    filter_select: d.filter_select_enabled,
    filter_select_enabled: d.filter_select_enabled,
    normalize_columns: d.normalize_columns,
    always_filter_main_dttm: d.always_filter_main_dttm,
    is_sqllab_view: false,
    is_managed_externally: d.is_managed_externally,
    external_url: d.external_url,
    extra: d.extra,
    certified_by: d.certified_by,
    certification_details: d.certification_details,
    warning_markdown: d.warning_markdown,
    health_check_message: null,
    edit_url: `/tablemodelview/edit/${d.id}`,
    select_star: selectStar(d.database.backend, d),
    perm: datasourcePermView(d.database.database_name, d.table_name, d.id),
    database: { ...d.database, name: d.database.database_name },
    owners,
    columns: d.columns.map((c) => ({
      ...c,
      id: c.id ?? 0,
      uuid: c.uuid ?? null,
      ...certificationOf(c.extra),
    })),
    metrics: d.metrics.map((m) => ({
      ...m,
      id: m.id ?? 0,
      uuid: m.uuid ?? null,
      ...certificationOf(m.extra, { by: m.certified_by, details: m.certification_details }),
    })),
    verbose_map: verbose,
    column_formats: Object.fromEntries(d.metrics.flatMap((m) => (m.d3format ? [[m.metric_name, m.d3format]] : []))),
    currency_formats: Object.fromEntries(
      d.metrics.flatMap((m) => (m.currency ? [[m.metric_name, parseJsonObject(m.currency)]] : [])),
    ),
    order_by_choices: names.flatMap((n) => [
      [JSON.stringify([n, true]), `${n} [asc]`],
      [JSON.stringify([n, false]), `${n} [desc]`],
    ]),
  };
};

export const getLegacyDatasource = async (db: Kysely<DB>, caller: Caller, id: number): Promise<LegacyDatasource> =>
  toLegacyDatasource(db, await getDatasetDetail(db, caller, id));

const duplicateNames = (names: string[]): string[] => [...new Set(names.filter((n, i) => names.indexOf(n) !== i))];

/**
 * Superset's `POST /datasource/save/`: the editor's whole datasource. Columns and metrics are
 * matched by name (ids from the editor are ignored), unlisted ones are deleted, and duplicate
 * column names answer 409 as Superset does.
 */
export const saveLegacyDatasource = async (
  deps: DatasetDeps,
  caller: Caller,
  payload: DatasourceSavePayload,
): Promise<LegacyDatasource> => {
  const { id, type: _type, database, columns, metrics, ...fields } = payload;
  if (columns) {
    const dup = duplicateNames(columns.map((c) => c.column_name));
    if (dup.length > 0) {
      throw new HttpError(409, `Duplicate column name(s): ${dup.join(',')}`, 'CONFLICT', { field: 'columns' });
    }
  }
  const [knownColumns, knownMetrics] = await Promise.all([
    deps.db.selectFrom('dataset_columns').select(['id', 'column_name']).where('dataset_id', '=', id).execute(),
    deps.db.selectFrom('dataset_metrics').select(['id', 'metric_name']).where('dataset_id', '=', id).execute(),
  ]);
  const columnIds = new Map(knownColumns.map((c) => [c.column_name, c.id]));
  const metricIds = new Map(knownMetrics.map((m) => [m.metric_name, m.id]));
  const detail = await updateDataset(deps, caller, id, {
    ...fields,
    ...(database?.id !== undefined && { database_id: database.id }),
    ...(columns && { columns: columns.map((c) => ({ ...c, id: columnIds.get(c.column_name) })) }),
    ...(metrics && { metrics: metrics.map((m) => ({ ...m, id: metricIds.get(m.metric_name) })) }),
  });
  return toLegacyDatasource(deps.db, detail);
};
