import { applyComponentDrop } from './component-drop.js';
import type { DropResult } from './drop-result.js';
import {
  withMovedComponent,
  withNewComponent,
  withoutComponent,
  withResizedComponent,
  withUpdatedComponents,
  type ResizePayload,
} from './layout-operations.js';
import type { DashboardLayout, LayoutItem } from './layout-schema.js';
import { randomComponentId, type ComponentIdGenerator } from './new-component.js';
import { withoutTopLevelTabs, withTopLevelTabs } from './top-level-tabs.js';

/** Superset's layout action names (dashboard/actions/dashboardLayout). */
export const UPDATE_COMPONENTS = 'UPDATE_COMPONENTS';
export const DELETE_COMPONENT = 'DELETE_COMPONENT';
export const CREATE_COMPONENT = 'CREATE_COMPONENT';
export const MOVE_COMPONENT = 'MOVE_COMPONENT';
export const HANDLE_COMPONENT_DROP = 'HANDLE_COMPONENT_DROP';
export const RESIZE_COMPONENT = 'RESIZE_COMPONENT';
export const CREATE_TOP_LEVEL_TABS = 'CREATE_TOP_LEVEL_TABS';
export const DELETE_TOP_LEVEL_TABS = 'DELETE_TOP_LEVEL_TABS';

/** The layout actions with Superset's payload shapes. */
export type DashboardLayoutAction =
  | { type: typeof UPDATE_COMPONENTS; payload: { nextComponents: Readonly<Record<string, LayoutItem>> } }
  | { type: typeof DELETE_COMPONENT; payload: { id: string; parentId: string | null } }
  | { type: typeof CREATE_COMPONENT; payload: { dropResult: DropResult } }
  | { type: typeof MOVE_COMPONENT; payload: { dropResult: DropResult } }
  | { type: typeof HANDLE_COMPONENT_DROP; payload: { dropResult: DropResult } }
  | { type: typeof RESIZE_COMPONENT; payload: ResizePayload }
  | { type: typeof CREATE_TOP_LEVEL_TABS; payload: { dropResult: DropResult } }
  | { type: typeof DELETE_TOP_LEVEL_TABS; payload?: Record<string, never> };

/** Action creators named as Superset's (there thunks; here plain actions the reducer applies). */
export const layoutActions = {
  updateComponents: (nextComponents: Readonly<Record<string, LayoutItem>>): DashboardLayoutAction => ({
    type: UPDATE_COMPONENTS,
    payload: { nextComponents },
  }),
  deleteComponent: (id: string, parentId: string | null): DashboardLayoutAction => ({
    type: DELETE_COMPONENT,
    payload: { id, parentId },
  }),
  createComponent: (dropResult: DropResult): DashboardLayoutAction => ({
    type: CREATE_COMPONENT,
    payload: { dropResult },
  }),
  moveComponent: (dropResult: DropResult): DashboardLayoutAction => ({ type: MOVE_COMPONENT, payload: { dropResult } }),
  handleComponentDrop: (dropResult: DropResult): DashboardLayoutAction => ({
    type: HANDLE_COMPONENT_DROP,
    payload: { dropResult },
  }),
  resizeComponent: (payload: ResizePayload): DashboardLayoutAction => ({ type: RESIZE_COMPONENT, payload }),
  createTopLevelTabs: (dropResult: DropResult): DashboardLayoutAction => ({
    type: CREATE_TOP_LEVEL_TABS,
    payload: { dropResult },
  }),
  deleteTopLevelTabs: (): DashboardLayoutAction => ({ type: DELETE_TOP_LEVEL_TABS, payload: {} }),
} as const;

export type DashboardLayoutReducer = (layout: DashboardLayout, action: DashboardLayoutAction) => DashboardLayout;

/**
 * Superset's dashboardLayout reducer over these actions, with the id generator injected (tests
 * pass a counter). HANDLE_COMPONENT_DROP runs the whole drop (applyComponentDrop): a refused
 * drop leaves the layout as it is — call applyComponentDrop to learn why. Every action answers
 * the same layout object when it changes nothing, a new one otherwise; the input is never mutated.
 */
export const createLayoutReducer =
  (generateId: ComponentIdGenerator = randomComponentId): DashboardLayoutReducer =>
  (layout, action) => {
    switch (action.type) {
      case UPDATE_COMPONENTS:
        return withUpdatedComponents(layout, action.payload.nextComponents);
      case DELETE_COMPONENT:
        return withoutComponent(layout, action.payload.id, action.payload.parentId);
      case CREATE_COMPONENT:
        return withNewComponent(layout, action.payload.dropResult, generateId);
      case MOVE_COMPONENT:
        return withMovedComponent(layout, action.payload.dropResult, generateId);
      case HANDLE_COMPONENT_DROP:
        return applyComponentDrop(layout, action.payload.dropResult, { generateId }).layout;
      case RESIZE_COMPONENT:
        return withResizedComponent(layout, action.payload);
      case CREATE_TOP_LEVEL_TABS:
        return withTopLevelTabs(layout, action.payload.dropResult, generateId);
      case DELETE_TOP_LEVEL_TABS:
        return withoutTopLevelTabs(layout);
      default:
        return layout;
    }
  };

/** The reducer with Superset's random `TYPE-<id>` ids. */
export const dashboardLayoutReducer: DashboardLayoutReducer = createLayoutReducer();
