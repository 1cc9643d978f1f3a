import { isEqualish } from '../chart/form-data-diff.js';
import { layoutDiff, type LayoutChangeKind } from '../layout/layout-diff.js';
import { parseLayout } from '../layout/parse-layout.js';

/** The dashboard fields the confirm-diff check compares, as `GET /api/v1/dashboard/{id}` answers them. */
export interface DashboardDiffSide {
  dashboard_title?: string | null;
  slug?: string | null;
  owners?: ReadonlyArray<number | { id: number }> | null;
  roles?: ReadonlyArray<number | { id: number }> | null;
  certified_by?: string | null;
  certification_details?: string | null;
  css?: string | null;
  /** JSON text or the parsed object. */
  json_metadata?: string | Readonly<Record<string, unknown>> | null;
  /** JSON text or the parsed object. */
  position_json?: string | Readonly<Record<string, unknown>> | null;
}

/** One differing item of the overwrite confirmation (Superset's OverwriteConfirm lists `keyPath` with both values). */
export interface DashboardDiffItem {
  /** 'dashboard_title', 'owners', 'json_metadata.color_scheme', 'position_json.CHART-x' … */
  keyPath: string;
  /** The value this editor loaded. */
  loaded: unknown;
  /** The value stored now. */
  stored: unknown;
  /** For a `position_json.<id>` item: how that component changed from loaded to stored. */
  layoutChanges?: LayoutChangeKind[];
}

const PLAIN_FIELDS = ['dashboard_title', 'slug', 'certified_by', 'certification_details', 'css'] as const;
const ID_FIELDS = ['owners', 'roles'] as const;

/**
 * json_metadata keys left out: `positions` is Superset's copy of position_json inside the
 * metadata, compared as position_json items instead.
 */
const IGNORED_METADATA_KEYS: ReadonlySet<string> = new Set(['positions']);

const ids = (list: DashboardDiffSide['owners']): number[] =>
  (list ?? []).map((v) => (typeof v === 'number' ? v : v.id)).sort((x, y) => x - y);

const asObject = (value: DashboardDiffSide['json_metadata']): Readonly<Record<string, unknown>> => {
  if (value === null || value === undefined || value === '') return {};
  if (typeof value !== 'string') return value;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
};

/**
 * What differs between the dashboard as this editor loaded it and as it is stored now — the items
 * of the confirm-diff dialog (issue 16 §4; Superset's getOverwriteItems inspects css and
 * json_metadata.filter_scopes, this inspects every field the editor saves): title, slug,
 * certification, css, owners and roles (as id sets), each json_metadata key, and each layout
 * component that was added, removed, moved, reordered, resized or edited. Empty values (null, '',
 * [], {}) are equal. An empty list means nothing changed underneath the editor.
 */
export const dashboardDiff = (stored: DashboardDiffSide, loaded: DashboardDiffSide): DashboardDiffItem[] => {
  const items: DashboardDiffItem[] = [];
  for (const key of PLAIN_FIELDS) {
    if (!isEqualish(loaded[key], stored[key])) items.push({ keyPath: key, loaded: loaded[key], stored: stored[key] });
  }
  for (const key of ID_FIELDS) {
    const was = ids(loaded[key]);
    const now = ids(stored[key]);
    if (!isEqualish(was, now)) items.push({ keyPath: key, loaded: was, stored: now });
  }
  const metaLoaded = asObject(loaded.json_metadata);
  const metaStored = asObject(stored.json_metadata);
  for (const key of new Set([...Object.keys(metaLoaded), ...Object.keys(metaStored)])) {
    if (IGNORED_METADATA_KEYS.has(key) || isEqualish(metaLoaded[key], metaStored[key])) continue;
    items.push({ keyPath: `json_metadata.${key}`, loaded: metaLoaded[key], stored: metaStored[key] });
  }
  const layoutLoaded = parseLayout(loaded.position_json ?? null);
  const layoutStored = parseLayout(stored.position_json ?? null);
  const byId = new Map<string, LayoutChangeKind[]>();
  for (const change of layoutDiff(layoutLoaded, layoutStored)) {
    byId.set(change.id, [...(byId.get(change.id) ?? []), change.kind]);
  }
  for (const [id, kinds] of byId) {
    items.push({
      keyPath: `position_json.${id}`,
      loaded: layoutLoaded[id],
      stored: layoutStored[id],
      layoutChanges: kinds,
    });
  }
  return items;
};
