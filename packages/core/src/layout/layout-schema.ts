import { z } from 'zod';
import { ExportChartIdSchema, lenient } from '../model/lenient.js';

/** Superset's fixed component ids (superset-frontend/src/dashboard/util/constants.ts). */
export const DASHBOARD_ROOT_ID = 'ROOT_ID';
export const DASHBOARD_GRID_ID = 'GRID_ID';
export const DASHBOARD_HEADER_ID = 'HEADER_ID';
export const DASHBOARD_VERSION_KEY = 'DASHBOARD_VERSION_KEY';
/** The layout version Superset writes under DASHBOARD_VERSION_KEY. */
export const DASHBOARD_LAYOUT_VERSION = 'v2';

/** Superset's component types (util/componentTypes.ts). DYNAMIC is Superset's extension slot; it is kept, not drawn. */
export const COMPONENT_TYPES = [
  'ROOT',
  'GRID',
  'HEADER',
  'TABS',
  'TAB',
  'ROW',
  'COLUMN',
  'CHART',
  'MARKDOWN',
  'DIVIDER',
  'DYNAMIC',
] as const;
export type ComponentType = (typeof COMPONENT_TYPES)[number];

export const HEADER_SIZES = ['SMALL_HEADER', 'MEDIUM_HEADER', 'LARGE_HEADER'] as const;
export type HeaderSize = (typeof HEADER_SIZES)[number];

export const BACKGROUND_TRANSPARENT = 'BACKGROUND_TRANSPARENT';
export const BACKGROUND_WHITE = 'BACKGROUND_WHITE';

/**
 * A component's `meta`, with Superset's keys (LayoutItemMeta). Unknown keys are kept: Superset 4, 5
 * and 6 each add some (e.g. `overrideHeight`), and a layout must round-trip unchanged.
 */
export const LayoutMetaSchema = z
  .object({
    /** Width in grid columns (of GRID_COLUMN_COUNT). */
    width: lenient(z.number().nonnegative()),
    /** Height in GRID_BASE_UNIT (8 px) units. */
    height: lenient(z.number().nonnegative()),
    chartId: lenient(ExportChartIdSchema),
    uuid: lenient(z.string()),
    sliceName: lenient(z.string()),
    sliceNameOverride: lenient(z.string()),
    /** MARKDOWN's markdown/HTML source. */
    code: lenient(z.string()),
    /** HEADER's and TAB's text. */
    text: lenient(z.string()),
    headerSize: lenient(z.string()),
    background: lenient(z.string()),
    defaultText: lenient(z.string()),
    placeholder: lenient(z.string()),
  })
  .catchall(z.unknown());
export type LayoutMeta = z.infer<typeof LayoutMetaSchema>;

/** One entry of position_json (Superset's LayoutItem); `type` stays open so future types survive. */
export const LayoutItemSchema = z
  .object({
    id: lenient(z.string()),
    type: z.string().min(1),
    children: z.array(z.string()).catch([]).default([]),
    parents: z.array(z.string()).catch([]).default([]),
    meta: LayoutMetaSchema.catch({}).default({}),
  })
  .catchall(z.unknown());

/** A validated component: its id always set, children and parents always lists. */
export interface LayoutItem {
  id: string;
  type: string;
  children: string[];
  /** Ancestor ids from ROOT_ID down, as Superset's updateComponentParentsList builds them. */
  parents: string[];
  meta: LayoutMeta;
  [key: string]: unknown;
}

/** position_json read: components by id (Superset's DashboardLayout), the version key left out. */
export type DashboardLayout = Readonly<Record<string, LayoutItem>>;

export const isComponentType = (item: LayoutItem | undefined, type: ComponentType): item is LayoutItem =>
  item?.type === type;
