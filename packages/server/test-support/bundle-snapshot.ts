import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema.js';

type Json = Record<string, unknown>;
const parse = (raw: string | null): unknown => (raw === null ? null : (JSON.parse(raw) as unknown));

/** Replaces every occurrence of an id, in keys and values, by the uuid it stands for, so two instances compare. */
const byUuid = (
  value: unknown,
  ids: ReadonlyMap<number, string>,
  keys: readonly string[],
  renameKeys = false,
): unknown => {
  if (Array.isArray(value)) return value.map((v) => byUuid(v, ids, keys, renameKeys));
  if (value === null || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [k, v] of Object.entries(value as Json)) {
    const key = renameKeys && /^\d+$/.test(k) && ids.has(Number(k)) ? (ids.get(Number(k)) as string) : k;
    if (keys.includes(k) && typeof v === 'number') out[k] = ids.get(v) ?? v;
    else if (keys.includes(k) && Array.isArray(v))
      out[k] = v.map((x) => (typeof x === 'number' ? (ids.get(x) ?? x) : x));
    else out[key] = byUuid(v, ids, keys, renameKeys);
  }
  return out;
};

/** Imports keep Superset's `meta.uuid` on chart nodes; with chartId already a uuid here, it adds nothing. */
const withoutChartUuids = (position: unknown): unknown => {
  if (position === null || typeof position !== 'object') return position;
  const copy = structuredClone(position) as Record<string, { meta?: Json }>;
  for (const node of Object.values(copy)) if (node?.meta && typeof node.meta === 'object') delete node.meta.uuid;
  return copy;
};

/** The meaningful fields of every imported object, keyed by uuid, with ids replaced by uuids. */
export const contentSnapshot = async (db: Kysely<DB>): Promise<Json> => {
  const dbs = await db.selectFrom('databases').selectAll().orderBy('uuid').execute();
  const dbUuid = new Map(dbs.map((d) => [d.id, d.uuid]));
  const sets = await db.selectFrom('datasets').selectAll().orderBy('uuid').execute();
  const setUuid = new Map(sets.map((d) => [d.id, d.uuid]));
  const cols = await db.selectFrom('dataset_columns').selectAll().orderBy('column_name').execute();
  const mets = await db.selectFrom('dataset_metrics').selectAll().orderBy('metric_name').execute();
  const charts = await db.selectFrom('charts').selectAll().orderBy('uuid').execute();
  const chartUuid = new Map(charts.map((c) => [c.id, c.uuid]));
  const dashes = await db.selectFrom('dashboards').selectAll().orderBy('uuid').execute();
  const links = await db.selectFrom('dashboard_charts').selectAll().execute();
  const queries = await db.selectFrom('saved_queries').selectAll().orderBy('uuid').execute();
  const strip = <T extends Json>(row: T, drop: readonly string[]): Json =>
    Object.fromEntries(Object.entries(row).filter(([k]) => !drop.includes(k)));
  const AUDIT = ['id', 'created_on', 'changed_on', 'created_by_fk', 'changed_by_fk', 'uuid'];
  return {
    databases: Object.fromEntries(dbs.map((d) => [d.uuid, strip(d, [...AUDIT, 'encrypted_password'])])),
    datasets: Object.fromEntries(
      sets.map((d) => [
        d.uuid,
        {
          ...strip(d, [
            ...AUDIT,
            'database_id',
            'row_count',
            'certified_by',
            'certification_details',
            'warning_markdown',
          ]),
          database: dbUuid.get(d.database_id),
          columns: cols.filter((c) => c.dataset_id === d.id).map((c) => strip(c, [...AUDIT, 'dataset_id'])),
          metrics: mets
            .filter((m) => m.dataset_id === d.id)
            .map((m) => strip(m, [...AUDIT, 'dataset_id', 'certified_by', 'certification_details'])),
        },
      ]),
    ),
    charts: Object.fromEntries(
      charts.map((c) => {
        const params = parse(c.params) as Json;
        delete params.datasource;
        const qc = parse(c.query_context) as Json | null;
        if (qc) {
          delete qc.datasource;
          delete qc.form_data;
        }
        return [
          c.uuid,
          {
            ...strip(c, [...AUDIT, 'params', 'query_context', 'datasource_id', 'last_saved_at', 'last_saved_by_fk']),
            dataset: c.datasource_id === null ? null : setUuid.get(c.datasource_id),
            params,
            query_context: qc,
          },
        ];
      }),
    ),
    dashboards: Object.fromEntries(
      dashes.map((d) => [
        d.uuid,
        {
          ...strip(d, [...AUDIT, 'position_json', 'json_metadata']),
          position: withoutChartUuids(byUuid(parse(d.position_json), chartUuid, ['chartId'])),
          metadata: byUuid(
            byUuid(parse(d.json_metadata), setUuid, ['datasetId']),
            chartUuid,
            ['chartsInScope', 'id', 'excluded', 'timed_refresh_immune_slices'],
            true,
          ),
          charts: links
            .filter((l) => l.dashboard_id === d.id)
            .map((l) => chartUuid.get(l.chart_id))
            .sort(),
        },
      ]),
    ),
    saved_queries: Object.fromEntries(
      queries.map((s) => [
        s.uuid,
        { ...strip(s, [...AUDIT, 'user_id', 'database_id']), database: dbUuid.get(s.database_id) },
      ]),
    ),
  };
};
