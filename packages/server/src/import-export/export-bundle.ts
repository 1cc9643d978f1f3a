import {
  ASSETS_METADATA_TYPE,
  EXPORT_METADATA_TYPES,
  EXPORT_VERSION,
  PASSWORD_MASK,
  buildSqlalchemyUri,
  parseSqlalchemyUri,
  type ExportResource,
} from '@tessera/core';
import { stringify } from 'yaml';
import type { SshTunnelRow } from '../db/schema.js';
import { maskedSshTunnel } from '../services/database/ssh-tunnel-store.js';
import type { Closure } from './export-closure.js';
import { byId, parseJsonText, safeName, selectInChunks, type BundleConn } from './tables.js';
import { dashboardMetadataForExport, positionForExport } from './dashboard-refs.js';

const yamlOf = (value: Record<string, unknown>): string =>
  stringify(value, { lineWidth: 0, aliasDuplicateObjects: false });
const bool = (v: number | null | undefined): boolean => v === 1;

/** Rows grouped by their dataset, keeping their order; one pass instead of a filter per dataset. */
const byDataset = <T extends { dataset_id: number }>(rows: readonly T[]): Map<number, T[]> => {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const list = out.get(row.dataset_id);
    if (list) list.push(row);
    else out.set(row.dataset_id, [row]);
  }
  return out;
};

/**
 * The URI as Superset exports it: any password is replaced by `XXXXXXXXXX` (its PASSWORD_MASK), and
 * a database with a stored secret carries the mask so the import asks for the password again.
 * Stored URIs are already masked; this holds even for one written by some other path.
 */
export const exportedUri = (uri: string, hasSecret: boolean): string => {
  const parsed = parseSqlalchemyUri(uri);
  if (!parsed.ok) return uri.replace(/(:\/\/[^:@/]*):[^@/]*@/, `$1:${PASSWORD_MASK}@`);
  const { password, ...parameters } = parsed.value.parameters;
  const masked = password === PASSWORD_MASK;
  const wantsMask = hasSecret || (password !== undefined && password !== '');
  if (masked === wantsMask) return uri;
  return buildSqlalchemyUri(parsed.value.engine, parameters, wantsMask);
};

/** Superset's SSHTunnel export fields, each stored secret as the mask (id left out: it is this instance's). */
const exportedSshTunnel = (row: SshTunnelRow): Record<string, unknown> =>
  Object.fromEntries(Object.entries(maskedSshTunnel(row)).filter(([key]) => key !== 'id'));

/** `YYYYMMDDTHHMMSS`, Superset's root-folder stamp. */
export const exportStamp = (now: Date): string => now.toISOString().replace(/[-:]/g, '').slice(0, 15);

/** What a bundle is named after: one resource, or `assets` for everything at once. */
export type BundleType = ExportResource | typeof ASSETS_METADATA_TYPE;

/**
 * Builds the bundle's file map (paths under `<type>_export_<stamp>/`) for a closure whose read
 * access was checked (export-access.ts); every YAML is deterministic.
 */
export const buildExportBundle = async (
  db: BundleConn,
  type: BundleType,
  c: Closure,
  now: Date = new Date(),
): Promise<{ root: string; files: Map<string, string> }> => {
  const root = `${type}_export_${exportStamp(now)}`;
  const files = new Map<string, string>();
  const put = (path: string, body: Record<string, unknown>): void => {
    let p = path;
    // Two objects with the same safe name (e.g. one table in two schemas) must not overwrite each other.
    for (let n = 2; files.has(`${root}/${p}`); n += 1) p = path.replace(/\.yaml$/, `_${n}.yaml`);
    files.set(`${root}/${p}`, yamlOf(body));
  };
  put('metadata.yaml', {
    version: EXPORT_VERSION,
    type: type === ASSETS_METADATA_TYPE ? type : EXPORT_METADATA_TYPES[type],
    timestamp: now.toISOString(),
  });

  const dbName = new Map<number, string>();
  const dbUuid = new Map<number, string>();
  if (c.databases.size > 0) {
    const rows = (
      await selectInChunks(c.databases, (chunk) =>
        db.selectFrom('databases').selectAll().where('id', 'in', chunk).execute(),
      )
    ).sort(byId);
    const tunnels = new Map(
      (
        await selectInChunks(c.databases, (chunk) =>
          db.selectFrom('ssh_tunnels').selectAll().where('database_id', 'in', chunk).execute(),
        )
      ).map((t) => [t.database_id, t]),
    );
    for (const r of rows) {
      dbName.set(r.id, safeName(r.database_name));
      const tunnel = tunnels.get(r.id);
      dbUuid.set(r.id, r.uuid);
      put(`databases/${safeName(r.database_name)}.yaml`, {
        database_name: r.database_name,
        sqlalchemy_uri: exportedUri(r.sqlalchemy_uri, r.encrypted_password !== null),
        cache_timeout: r.cache_timeout,
        expose_in_sqllab: bool(r.expose_in_sqllab),
        allow_run_async: bool(r.allow_run_async),
        allow_ctas: bool(r.allow_ctas),
        allow_cvas: bool(r.allow_cvas),
        force_ctas_schema: r.force_ctas_schema,
        allow_dml: bool(r.allow_dml),
        allow_file_upload: bool(r.allow_file_upload),
        extra: parseJsonText(r.extra) ?? {},
        uuid: r.uuid,
        version: EXPORT_VERSION,
        // Superset exports the tunnel with mask_password_info: the import asks for its secrets.
        ...(tunnel && { ssh_tunnel: exportedSshTunnel(tunnel) }),
      });
    }
  }

  const dsUuid = new Map<number, string>();
  if (c.datasets.size > 0) {
    const rows = (
      await selectInChunks(c.datasets, (chunk) =>
        db.selectFrom('datasets').selectAll().where('id', 'in', chunk).execute(),
      )
    ).sort(byId);
    const cols = (
      await selectInChunks(c.datasets, (chunk) =>
        db.selectFrom('dataset_columns').selectAll().where('dataset_id', 'in', chunk).execute(),
      )
    ).sort(byId);
    const mets = (
      await selectInChunks(c.datasets, (chunk) =>
        db.selectFrom('dataset_metrics').selectAll().where('dataset_id', 'in', chunk).execute(),
      )
    ).sort(byId);
    const colsOf = byDataset(cols);
    const metsOf = byDataset(mets);
    for (const r of rows) {
      dsUuid.set(r.id, r.uuid);
      put(`datasets/${dbName.get(r.database_id) ?? 'unknown'}/${safeName(r.table_name)}.yaml`, {
        table_name: r.table_name,
        main_dttm_col: r.main_dttm_col,
        description: r.description,
        default_endpoint: r.default_endpoint,
        offset: r.offset,
        cache_timeout: r.cache_timeout,
        catalog: r.catalog,
        schema: r.schema,
        sql: r.sql,
        params: null,
        template_params: r.template_params,
        filter_select_enabled: bool(r.filter_select_enabled),
        fetch_values_predicate: r.fetch_values_predicate,
        extra: parseJsonText(r.extra),
        normalize_columns: bool(r.normalize_columns),
        always_filter_main_dttm: bool(r.always_filter_main_dttm),
        uuid: r.uuid,
        metrics: (metsOf.get(r.id) ?? []).map((m) => ({
          metric_name: m.metric_name,
          verbose_name: m.verbose_name,
          metric_type: m.metric_type,
          expression: m.expression,
          description: m.description,
          d3format: m.d3format,
          currency: parseJsonText(m.currency),
          extra: parseJsonText(m.extra),
          warning_text: m.warning_text,
        })),
        columns: (colsOf.get(r.id) ?? []).map((col) => ({
          column_name: col.column_name,
          verbose_name: col.verbose_name,
          is_dttm: bool(col.is_dttm),
          is_active: bool(col.is_active),
          type: col.type,
          advanced_data_type: col.advanced_data_type,
          groupby: bool(col.groupby),
          filterable: bool(col.filterable),
          expression: col.expression,
          description: col.description,
          python_date_format: col.python_date_format,
          extra: parseJsonText(col.extra),
        })),
        version: EXPORT_VERSION,
        database_uuid: dbUuid.get(r.database_id),
      });
    }
  }

  const chartUuid = new Map<number, string>();
  if (c.charts.size > 0) {
    const rows = (
      await selectInChunks(c.charts, (chunk) => db.selectFrom('charts').selectAll().where('id', 'in', chunk).execute())
    ).sort(byId);
    for (const r of rows) {
      chartUuid.set(r.id, r.uuid);
      put(`charts/${safeName(r.slice_name)}_${r.id}.yaml`, {
        slice_name: r.slice_name,
        description: r.description,
        certified_by: r.certified_by,
        certification_details: r.certification_details,
        viz_type: r.viz_type,
        params: parseJsonText(r.params) ?? {},
        query_context: r.query_context,
        cache_timeout: r.cache_timeout,
        uuid: r.uuid,
        version: EXPORT_VERSION,
        dataset_uuid: r.datasource_id === null ? null : (dsUuid.get(r.datasource_id) ?? null),
      });
    }
  }

  if (c.dashboards.size > 0) {
    const rows = (
      await selectInChunks(c.dashboards, (chunk) =>
        db.selectFrom('dashboards').selectAll().where('id', 'in', chunk).execute(),
      )
    ).sort(byId);
    for (const r of rows) {
      put(`dashboards/${safeName(r.dashboard_title)}_${r.id}.yaml`, {
        dashboard_title: r.dashboard_title,
        description: r.description,
        css: r.css,
        slug: r.slug,
        certified_by: r.certified_by,
        certification_details: r.certification_details,
        published: bool(r.published),
        uuid: r.uuid,
        position: positionForExport(parseJsonText(r.position_json), chartUuid),
        metadata: dashboardMetadataForExport(parseJsonText(r.json_metadata), dsUuid),
        version: EXPORT_VERSION,
      });
    }
  }

  if (c.queries.size > 0) {
    const rows = (
      await selectInChunks(c.queries, (chunk) =>
        db.selectFrom('saved_queries').selectAll().where('id', 'in', chunk).execute(),
      )
    ).sort(byId);
    for (const r of rows) {
      put(
        `queries/${dbName.get(r.database_id) ?? 'unknown'}/${safeName(r.schema ?? 'default')}/${safeName(r.label)}.yaml`,
        {
          catalog: r.catalog,
          schema: r.schema,
          label: r.label,
          description: r.description,
          sql: r.sql,
          uuid: r.uuid,
          version: EXPORT_VERSION,
          database_uuid: dbUuid.get(r.database_id),
        },
      );
    }
  }
  return { root, files };
};
