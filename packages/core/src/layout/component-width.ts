import { findParentId, NEW_COMPONENTS_SOURCE_ID } from './component-rules.js';
import type { DropResult } from './drop-result.js';
import { GRID_COLUMN_COUNT, GRID_MIN_COLUMN_COUNT } from './grid-geometry.js';
import type { DashboardLayout, LayoutItem } from './layout-schema.js';
import { newComponentFactory } from './new-component.js';

/** Superset's detailed width, in grid columns; each stays undefined for a component without one. */
export interface DetailedComponentWidth {
  width: number | undefined;
  occupiedWidth: number | undefined;
  minimumWidth: number | undefined;
}

type ComponentLike = Pick<LayoutItem, 'id' | 'type' | 'children'> & { meta?: LayoutItem['meta'] };

const totalChildWidth = (id: string, components: DashboardLayout): number =>
  (components[id]?.children ?? []).reduce((sum, childId) => sum + (components[childId]?.meta.width || 0), 0);

/**
 * Superset's getDetailedComponentWidth (pass `component`, or `id` to look it up): a ROW is as wide
 * as its parent (12 when that has no width), occupies the sum of its children and needs at least
 * that; a COLUMN needs the widest of its rows' contents; CHART, MARKDOWN and DYNAMIC need one
 * column.
 */
export const getDetailedComponentWidth = ({
  id,
  component: passed,
  components = {},
}: {
  id?: string | null;
  component?: ComponentLike | null;
  components?: DashboardLayout;
}): DetailedComponentWidth => {
  const result: DetailedComponentWidth = { width: undefined, occupiedWidth: undefined, minimumWidth: undefined };
  const component = passed ?? (id ? components[id] : undefined);
  if (component === undefined || component === null) return result;
  result.width = component.meta?.width;
  result.occupiedWidth = result.width;
  if (component.type === 'ROW') {
    const parentId = findParentId({ childId: component.id, layout: components });
    result.width = getDetailedComponentWidth({ id: parentId, components }).width || GRID_COLUMN_COUNT;
    result.occupiedWidth = totalChildWidth(component.id, components);
    result.minimumWidth = result.occupiedWidth || GRID_MIN_COLUMN_COUNT;
  } else if (component.type === 'COLUMN') {
    result.minimumWidth = GRID_MIN_COLUMN_COUNT;
    result.occupiedWidth = 0;
    for (const childId of component.children) {
      if (components[childId]?.type === 'ROW')
        result.minimumWidth = Math.max(result.minimumWidth, totalChildWidth(childId, components));
    }
  } else if (['DYNAMIC', 'MARKDOWN', 'CHART'].includes(component.type)) {
    result.minimumWidth = GRID_MIN_COLUMN_COUNT;
  }
  return result;
};

/**
 * Superset's getComponentWidthFromDrop: the width the dragged component gets at the destination —
 * its own when it fits (or moves within its container), the room left when that is at least its
 * minimum width, -1 when it does not fit, undefined for components without a width.
 */
export const getComponentWidthFromDrop = (dropResult: DropResult, layout: DashboardLayout): number | undefined => {
  const { source, destination, dragging } = dropResult;
  // Superset sizes a new component by its type's defaults, whatever meta the builder sends.
  const component: ComponentLike | undefined =
    source.id === NEW_COMPONENTS_SOURCE_ID ? newComponentFactory(dragging.type) : layout[dragging.id];
  if (component === undefined) return undefined;
  if (destination === undefined || destination === null || source.id === destination.id) return component.meta?.width;

  const { width: draggingWidth, minimumWidth } = getDetailedComponentWidth({ component, components: layout });
  const destinationDetail = getDetailedComponentWidth({ id: destination.id, components: layout });
  let capacity = Number(destinationDetail.width) - Number(destinationDetail.occupiedWidth);
  if (Number.isNaN(capacity)) {
    // A destination without a width (GRID, TAB, a ROW's parent …) takes its parent's room.
    const parent = getDetailedComponentWidth({
      id: findParentId({ childId: destination.id, layout }),
      components: layout,
    });
    capacity = Number(parent.width) - Number(parent.occupiedWidth);
  }
  if (Number.isNaN(capacity) || draggingWidth === undefined) return draggingWidth;
  if (capacity >= draggingWidth) return draggingWidth;
  if (minimumWidth !== undefined && capacity >= minimumWidth) return capacity;
  return -1;
};

/**
 * Superset's dropOverflowsParent: true when the dragged component does not fit the destination
 * (its computed width is negative) — the drop is refused with rule 'no-room'.
 */
export const dropOverflowsParent = (dropResult: DropResult, layout: DashboardLayout): boolean => {
  const width = getComponentWidthFromDrop(dropResult, layout);
  return typeof width === 'number' && width < 0;
};
