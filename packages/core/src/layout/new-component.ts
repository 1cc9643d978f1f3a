import { GRID_COLUMN_COUNT, GRID_DEFAULT_CHART_HEIGHT, GRID_DEFAULT_CHART_WIDTH } from './grid-geometry.js';
import { BACKGROUND_TRANSPARENT, type LayoutItem, type LayoutMeta } from './layout-schema.js';

/**
 * Default texts Superset stores in a new component's meta. They are layout data, not interface
 * text: Superset writes its translation into the layout; the web passes its `t()` of these as
 * `meta` to newComponentFactory when it wants the viewer's language stored instead.
 */
export const DEFAULT_HEADER_TEXT = 'New header';
export const DEFAULT_TAB_TITLE = 'Tab title';
export const MEDIUM_HEADER = 'MEDIUM_HEADER';

/** Makes the id of a new component of `type`; Superset's is `${type}-${nanoid()}`. */
export type ComponentIdGenerator = (type: string) => string;

const ID_ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';

/**
 * Superset's id shape, `TYPE-` and 21 url-safe characters, from Math.random (nanoid/non-secure's
 * approach): ids need to be unique within one dashboard, not unguessable.
 */
export const randomComponentId: ComponentIdGenerator = (type) => {
  let suffix = '';
  for (let i = 0; i < 21; i += 1) suffix += ID_ALPHABET[Math.floor(Math.random() * ID_ALPHABET.length)] ?? '_';
  return `${type}-${suffix}`;
};

/** Superset's typeToDefaultMetaData (util/newComponentFactory.ts); DIVIDER and TABS start with an empty meta. */
const defaultMeta = (type: string): LayoutMeta => {
  switch (type) {
    case 'CHART':
    case 'MARKDOWN':
      return { width: GRID_DEFAULT_CHART_WIDTH, height: GRID_DEFAULT_CHART_HEIGHT };
    case 'COLUMN':
      return { width: GRID_DEFAULT_CHART_WIDTH, background: BACKGROUND_TRANSPARENT };
    case 'HEADER':
      return { text: DEFAULT_HEADER_TEXT, headerSize: MEDIUM_HEADER, background: BACKGROUND_TRANSPARENT };
    case 'ROW':
      return { background: BACKGROUND_TRANSPARENT };
    case 'TAB':
      return { text: '', defaultText: DEFAULT_TAB_TITLE, placeholder: DEFAULT_TAB_TITLE };
    case 'DYNAMIC':
      return { width: GRID_COLUMN_COUNT, background: BACKGROUND_TRANSPARENT };
    default:
      return {};
  }
};

/**
 * Superset's newComponentFactory: a component of `type` with no children, the type's default
 * meta overlaid with `meta` (a chart dragged from the builder brings chartId and sliceName).
 */
export const newComponentFactory = (
  type: string,
  meta: LayoutMeta = {},
  parents: readonly string[] = [],
  generateId: ComponentIdGenerator = randomComponentId,
): LayoutItem => ({
  type,
  id: generateId(type),
  children: [],
  parents: [...parents],
  meta: { ...defaultMeta(type), ...meta },
});
