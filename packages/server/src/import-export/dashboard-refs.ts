/** Rewrites the id references inside a dashboard's position and metadata, both ways, so bundles carry uuids. */
type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

const chartMetas = (position: Json): Json[] =>
  Object.values(position).flatMap((node) =>
    isObject(node) && node.type === 'CHART' && isObject(node.meta) ? [node.meta] : [],
  );

/** Export: every CHART node names its chart's uuid beside the id, as Superset writes it. */
export const positionForExport = (
  position: Json | string | null,
  chartUuid: ReadonlyMap<number, string>,
): Json | null => {
  if (!isObject(position)) return null;
  const copy = structuredClone(position);
  for (const meta of chartMetas(copy)) {
    const uuid = typeof meta.chartId === 'number' ? chartUuid.get(meta.chartId) : undefined;
    if (uuid) meta.uuid = uuid;
  }
  return copy;
};

const filtersOf = (metadata: Json): Json[] =>
  Array.isArray(metadata.native_filter_configuration) ? metadata.native_filter_configuration.filter(isObject) : [];

const targetsOf = (filter: Json): Json[] => (Array.isArray(filter.targets) ? filter.targets.filter(isObject) : []);

/** The dataset ids a dashboard's native filters target; Superset's export brings those datasets along. */
export const filterDatasetIdsOf = (metadata: Json | string | null): number[] =>
  isObject(metadata)
    ? filtersOf(metadata).flatMap((f) =>
        targetsOf(f).flatMap((t) => (typeof t.datasetId === 'number' ? [t.datasetId] : [])),
      )
    : [];

/** Export: native filter targets point at datasets by uuid, since ids differ between instances. */
export const dashboardMetadataForExport = (
  metadata: Json | string | null,
  datasetUuid: ReadonlyMap<number, string>,
): Json | null => {
  if (!isObject(metadata)) return null;
  const copy = structuredClone(metadata);
  for (const filter of filtersOf(copy)) {
    for (const target of targetsOf(filter)) {
      const uuid = typeof target.datasetId === 'number' ? datasetUuid.get(target.datasetId) : undefined;
      if (uuid) {
        delete target.datasetId;
        target.datasetUuid = uuid;
      }
    }
  }
  return copy;
};

/** The chart uuids a position places, in order. */
export const chartUuidsOf = (position: Json | null | undefined): string[] =>
  isObject(position) ? chartMetas(position).flatMap((m) => (typeof m.uuid === 'string' ? [m.uuid] : [])) : [];

const remapIds = (v: unknown, ids: ReadonlyMap<number, number>): unknown =>
  Array.isArray(v) ? v.map((x) => (typeof x === 'number' ? (ids.get(x) ?? x) : x)) : v;

const remapKeys = (v: Json, ids: ReadonlyMap<number, number>): Json =>
  Object.fromEntries(Object.entries(v).map(([key, value]) => [String(ids.get(Number(key)) ?? key), value]));

/**
 * The legacy filter box's per-chart keys, as Superset's update_id_refs rewrites them:
 * filter_scopes (keyed by filter box, each column's immune charts), default_filters (JSON text
 * keyed by filter box) and expanded_slices.
 */
const remapLegacyFilterRefs = (meta: Json, ids: ReadonlyMap<number, number>): void => {
  if (isObject(meta.filter_scopes)) {
    const scopes = remapKeys(meta.filter_scopes, ids);
    meta.filter_scopes = scopes;
    for (const columns of Object.values(scopes)) {
      if (!isObject(columns)) continue;
      for (const scope of Object.values(columns)) if (isObject(scope)) scope.immune = remapIds(scope.immune, ids);
    }
  }
  if (typeof meta.default_filters === 'string') {
    try {
      const parsed: unknown = JSON.parse(meta.default_filters);
      if (isObject(parsed)) meta.default_filters = JSON.stringify(remapKeys(parsed, ids));
    } catch {
      // Unreadable text stays as it came; the dashboard reads it as no defaults.
    }
  }
  if (isObject(meta.expanded_slices)) meta.expanded_slices = remapKeys(meta.expanded_slices, ids);
};

/**
 * Import: positions get the new chart ids (by uuid), native filters their dataset ids, and the
 * per-chart maps (cross-filter configuration, scopes, refresh immunity, the legacy filter box's
 * scopes and defaults) the new chart ids.
 */
export const remapDashboardForImport = (
  position: Json | null | undefined,
  metadata: Json | null | undefined,
  chartIdByUuid: ReadonlyMap<string, number>,
  datasetIdByUuid: ReadonlyMap<string, number>,
): { position: Json | null; metadata: Json | null } => {
  const oldToNew = new Map<number, number>();
  const pos = isObject(position) ? structuredClone(position) : null;
  for (const meta of pos ? chartMetas(pos) : []) {
    const id = typeof meta.uuid === 'string' ? chartIdByUuid.get(meta.uuid) : undefined;
    if (id === undefined) continue;
    if (typeof meta.chartId === 'number') oldToNew.set(meta.chartId, id);
    meta.chartId = id;
  }
  if (!isObject(metadata)) return { position: pos, metadata: null };
  const meta = structuredClone(metadata);
  for (const filter of filtersOf(meta)) {
    for (const target of targetsOf(filter)) {
      const id = typeof target.datasetUuid === 'string' ? datasetIdByUuid.get(target.datasetUuid) : undefined;
      if (id !== undefined) {
        delete target.datasetUuid;
        target.datasetId = id;
      }
    }
    filter.chartsInScope = remapIds(filter.chartsInScope, oldToNew);
    if (isObject(filter.scope)) filter.scope.excluded = remapIds(filter.scope.excluded, oldToNew);
  }
  if (isObject(meta.chart_configuration)) {
    const next: Json = {};
    for (const [key, value] of Object.entries(meta.chart_configuration)) {
      const id = oldToNew.get(Number(key)) ?? Number(key);
      if (isObject(value)) {
        value.id = id;
        if (isObject(value.crossFilters))
          value.crossFilters.chartsInScope = remapIds(value.crossFilters.chartsInScope, oldToNew);
      }
      next[String(id)] = value;
    }
    meta.chart_configuration = next;
  }
  meta.timed_refresh_immune_slices = remapIds(meta.timed_refresh_immune_slices, oldToNew);
  if (meta.timed_refresh_immune_slices === undefined) delete meta.timed_refresh_immune_slices;
  remapLegacyFilterRefs(meta, oldToNew);
  return { position: pos, metadata: meta };
};
