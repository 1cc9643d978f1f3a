import { z } from 'zod';

const JsonRecordSchema = z.record(z.string(), z.unknown());

/** A JSON object, or its text (Superset's form posts stringify nested objects). */
const recordOrText = (field: string) =>
  z.union([JsonRecordSchema, z.string().max(5_000_000)]).transform((v, ctx): Record<string, unknown> => {
    if (typeof v !== 'string') return v;
    if (v.trim() === '') return {};
    try {
      const parsed: unknown = JSON.parse(v);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
        return parsed as Record<string, unknown>;
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: `${field}: Not a valid JSON object` });
    return z.NEVER;
  });

/**
 * The `data` of Superset's save-as (`POST /superset/copy_dash/{id}/`): the new title and css, the
 * layout as `positions` (top level, as Superset 1.x sent it, or inside metadata / json_metadata),
 * the metadata, the legacy filter settings, and whether to clone the charts. Other dashboard fields
 * (slug, owners, certification) are not copied: the caller owns the copy.
 */
export const DashboardCopyDataSchema = z.object({
  dashboard_title: z.string().max(500).nullable().optional(),
  css: z.string().max(1_000_000).nullable().optional(),
  duplicate_slices: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .optional()
    .transform((v) => v === true || v === 'true'),
  positions: recordOrText('positions').nullable().optional(),
  metadata: recordOrText('metadata').nullable().optional(),
  json_metadata: recordOrText('json_metadata').nullable().optional(),
  default_filters: z.string().max(5_000_000).nullable().optional(),
  filter_scopes: recordOrText('filter_scopes').nullable().optional(),
});
export type DashboardCopyData = z.infer<typeof DashboardCopyDataSchema>;
/** What a client posts as `data` (save-as). */
export type DashboardCopyInput = z.input<typeof DashboardCopyDataSchema>;

/** What a copy answers (Superset's DashboardCopySchema response plus the title). */
export const DashboardCopyResultSchema = z.object({
  id: z.number().int(),
  dashboard_title: z.string(),
  last_modified_time: z.number(),
});
export type DashboardCopyResult = z.infer<typeof DashboardCopyResultSchema>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The copy's layout and metadata, before any chart id is remapped. */
export const copySourceOf = (
  data: DashboardCopyData,
): { positions: Record<string, unknown>; metadata: Record<string, unknown> } => {
  const metadata: Record<string, unknown> = { ...(data.json_metadata ?? {}), ...(data.metadata ?? {}) };
  const nested = metadata['positions'];
  const positions = data.positions ?? (isRecord(nested) ? nested : {});
  delete metadata['positions'];
  if (data.default_filters !== undefined && data.default_filters !== null)
    metadata['default_filters'] = data.default_filters;
  if (data.filter_scopes !== undefined && data.filter_scopes !== null) metadata['filter_scopes'] = data.filter_scopes;
  return { positions, metadata };
};

/** The chart ids a layout places (CHART components' meta.chartId). */
export const placedChartIds = (positions: Record<string, unknown>): number[] => {
  const ids = new Set<number>();
  for (const node of Object.values(positions)) {
    if (!isRecord(node) || node['type'] !== 'CHART' || !isRecord(node['meta'])) continue;
    const id = node['meta']['chartId'];
    if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) ids.add(id);
  }
  return [...ids];
};

type IdMap = ReadonlyMap<number, number>;

const mapId = (map: IdMap, v: unknown): unknown => {
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && map.has(n) ? (typeof v === 'string' ? String(map.get(n)) : map.get(n)) : v;
};
const mapList = (map: IdMap, v: unknown): unknown => (Array.isArray(v) ? v.map((x) => mapId(map, x)) : v);
const mapKeys = (map: IdMap, v: unknown): unknown =>
  isRecord(v) ? Object.fromEntries(Object.entries(v).map(([k, x]) => [String(mapId(map, k)), x])) : v;

/** A scope `{rootPath, excluded}` and `chartsInScope` with their chart ids remapped. */
const mapScoped = (map: IdMap, entry: unknown): unknown => {
  if (!isRecord(entry)) return entry;
  const out: Record<string, unknown> = { ...entry };
  if ('chartsInScope' in out) out['chartsInScope'] = mapList(map, out['chartsInScope']);
  if (isRecord(out['scope'])) out['scope'] = { ...out['scope'], excluded: mapList(map, out['scope']['excluded']) };
  if ('id' in out) out['id'] = mapId(map, out['id']);
  if (isRecord(out['crossFilters'])) out['crossFilters'] = mapScoped(map, out['crossFilters']);
  return out;
};

/** Legacy filter_scopes: `{ [filterChartId]: { [column]: { scope, immune: chartIds } } }`. */
const mapFilterScopes = (map: IdMap, v: unknown): unknown =>
  isRecord(v)
    ? Object.fromEntries(
        Object.entries(v).map(([k, columns]) => [
          String(mapId(map, k)),
          isRecord(columns)
            ? Object.fromEntries(
                Object.entries(columns).map(([col, s]) => [
                  col,
                  isRecord(s) ? { ...s, immune: mapList(map, s['immune']) } : s,
                ]),
              )
            : columns,
        ]),
      )
    : v;

/**
 * Superset's copy_dash with duplicate_slices: every chartId in the layout and every chart id in the
 * metadata (expanded_slices, timed_refresh_immune_slices, default_filters, filter_scopes,
 * chart_configuration, native filters' scopes) follows `map` (old id → clone id). Ids not in the
 * map stay as they were.
 */
export const remapDashboardChartIds = (
  positions: Record<string, unknown>,
  metadata: Record<string, unknown>,
  map: IdMap,
): { positions: Record<string, unknown>; metadata: Record<string, unknown> } => {
  const newPositions = Object.fromEntries(
    Object.entries(positions).map(([key, node]) =>
      isRecord(node) && node['type'] === 'CHART' && isRecord(node['meta'])
        ? [key, { ...node, meta: { ...node['meta'], chartId: mapId(map, node['meta']['chartId']) } }]
        : [key, node],
    ),
  );
  const md: Record<string, unknown> = { ...metadata };
  if ('expanded_slices' in md) md['expanded_slices'] = mapKeys(map, md['expanded_slices']);
  if ('timed_refresh_immune_slices' in md)
    md['timed_refresh_immune_slices'] = mapList(map, md['timed_refresh_immune_slices']);
  if (typeof md['default_filters'] === 'string') {
    try {
      md['default_filters'] = JSON.stringify(mapKeys(map, JSON.parse(md['default_filters'])));
    } catch {
      md['default_filters'] = '{}';
    }
  }
  if ('filter_scopes' in md) md['filter_scopes'] = mapFilterScopes(map, md['filter_scopes']);
  if (isRecord(md['chart_configuration'])) {
    md['chart_configuration'] = Object.fromEntries(
      Object.entries(md['chart_configuration']).map(([k, entry]) => [String(mapId(map, k)), mapScoped(map, entry)]),
    );
  }
  if (Array.isArray(md['native_filter_configuration']))
    md['native_filter_configuration'] = md['native_filter_configuration'].map((f) => mapScoped(map, f));
  return { positions: newPositions, metadata: md };
};
