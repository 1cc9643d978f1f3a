import { componentIsResizable, findParentId, shouldWrapChildInRow } from './component-rules.js';
import { getComponentWidthFromDrop } from './component-width.js';
import { reorderItem, type DropResult } from './drop-result.js';
import { DASHBOARD_ROOT_ID, type DashboardLayout, type LayoutItem, type LayoutMeta } from './layout-schema.js';
import { newComponentFactory, randomComponentId, type ComponentIdGenerator } from './new-component.js';

/**
 * The layout edits behind Superset's dashboardLayout reducer, one function per action. Each
 * returns a new layout (changed components are new objects; the input is never mutated) or the
 * very same layout when the edit changes nothing, so callers can skip an undo entry.
 */

type MutableLayout = Record<string, LayoutItem>;

const sameList = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * Superset's updateComponentParentsList, run after every layout change: each component reached
 * from ROOT_ID gets `parents` = its ancestors, ROOT_ID first. Components whose list is already
 * right keep their object.
 */
export const withParentsFromTree = (layout: DashboardLayout): DashboardLayout => {
  const out: MutableLayout = { ...layout };
  const seen = new Set<string>([DASHBOARD_ROOT_ID]);
  const visit = (id: string, parents: string[]): void => {
    const item = out[id];
    if (item === undefined || seen.has(id)) return;
    seen.add(id);
    if (!sameList(item.parents, parents)) out[id] = { ...item, parents };
    const path = [...parents, id];
    for (const child of item.children) visit(child, path);
  };
  for (const child of out[DASHBOARD_ROOT_ID]?.children ?? []) visit(child, [DASHBOARD_ROOT_ID]);
  return out;
};

/** UPDATE_COMPONENTS: the given components replace those with the same id (Superset merges whole entries). */
export const withUpdatedComponents = (
  layout: DashboardLayout,
  nextComponents: Readonly<Record<string, LayoutItem>>,
): DashboardLayout =>
  Object.keys(nextComponents).length === 0 ? layout : withParentsFromTree({ ...layout, ...nextComponents });

/** Superset's recursivelyDeleteChildren: drops the component and everything under it, and unlists it from its parent. */
const deleteTree = (out: MutableLayout, id: string, parentId: string | null): void => {
  const item = out[id];
  if (item === undefined) return;
  delete out[id];
  for (const child of item.children) deleteTree(out, child, id);
  const parent = parentId === null ? undefined : out[parentId];
  if (parent !== undefined && parent.children.includes(id)) {
    out[parent.id] = { ...parent, children: parent.children.filter((c) => c !== id) };
  }
};

/**
 * DELETE_COMPONENT: the component and its descendants go; a ROW left empty goes too (Superset
 * never keeps an empty row). Unknown ids change nothing.
 */
export const withoutComponent = (layout: DashboardLayout, id: string, parentId: string | null): DashboardLayout => {
  if (!id || !parentId || layout[id] === undefined || layout[parentId] === undefined) return layout;
  const out: MutableLayout = { ...layout };
  deleteTree(out, id, parentId);
  const parent = out[parentId];
  if (parent?.type === 'ROW' && parent.children.length === 0) {
    const grandparentId = findParentId({ childId: parentId, layout: out });
    if (grandparentId !== null) deleteTree(out, parentId, grandparentId);
  }
  return withParentsFromTree(out);
};

const withWidth = (meta: LayoutMeta, width: number | undefined): LayoutMeta => {
  const rest: LayoutMeta = { ...meta };
  delete rest.width;
  // Superset never stores a 0 width ("|| undefined").
  return width ? { ...rest, width } : rest;
};

/**
 * CREATE_COMPONENT (Superset's newEntitiesFromDrop): a new component of the dragged type and meta
 * at the destination index; resizable ones take the width the drop allows; a CHART, COLUMN or
 * MARKDOWN dropped on the GRID or a TAB comes wrapped in a new ROW; new TABS come with one TAB.
 */
export const withNewComponent = (
  layout: DashboardLayout,
  dropResult: DropResult,
  generateId: ComponentIdGenerator = randomComponentId,
): DashboardLayout => {
  const { dragging, destination } = dropResult;
  const dropEntity = destination ? layout[destination.id] : undefined;
  if (!destination || dropEntity === undefined) return layout;
  const out: MutableLayout = { ...layout };
  const dropPath = [...dropEntity.parents, dropEntity.id];
  const child = newComponentFactory(dragging.type, dragging.meta, dropPath, generateId);
  if (componentIsResizable(dragging)) child.meta = withWidth(child.meta, getComponentWidthFromDrop(dropResult, layout));
  let inserted = child;
  if (shouldWrapChildInRow({ parentType: dropEntity.type, childType: dragging.type })) {
    const row = newComponentFactory('ROW', {}, dropPath, generateId);
    row.children = [child.id];
    child.parents = [...dropPath, row.id];
    out[row.id] = row;
    inserted = row;
  } else if (dragging.type === 'TABS') {
    const tab = newComponentFactory('TAB', {}, [...dropPath, child.id], generateId);
    child.children = [tab.id];
    out[tab.id] = tab;
  }
  out[child.id] = child;
  const children = [...dropEntity.children];
  children.splice(destination.index, 0, inserted.id);
  out[dropEntity.id] = { ...dropEntity, children };
  return withParentsFromTree(out);
};

/**
 * MOVE_COMPONENT: reorderItem moves the child; a resizable component takes the width the
 * destination allows (getComponentWidthFromDrop on the layout before the move); a CHART, COLUMN
 * or MARKDOWN moved onto the GRID or a TAB is wrapped in a new ROW.
 */
export const withMovedComponent = (
  layout: DashboardLayout,
  dropResult: DropResult,
  generateId: ComponentIdGenerator = randomComponentId,
): DashboardLayout => {
  const { destination, dragging, position } = dropResult;
  const from = layout[dropResult.source.id];
  const target = destination ? layout[destination.id] : undefined;
  if (!destination || from === undefined || target === undefined) return layout;
  // Never into itself or its own subtree: that would cut it off in a cycle (Superset's getDropPosition forbids it).
  if (target.id === dragging.id || target.parents.includes(dragging.id)) return layout;
  // Trust the dragged id over a stale index; a drag whose component is not in its source changes nothing.
  const listed = from.children[dropResult.source.index] === dragging.id;
  const index = listed ? dropResult.source.index : from.children.indexOf(dragging.id);
  if (index < 0) return layout;
  const source = { ...dropResult.source, index };
  const out: MutableLayout = reorderItem({ entitiesMap: layout, source, destination, position });
  if (out[source.id] === from && out[destination.id] === target) return layout;
  const moved = out[dragging.id];
  if (moved !== undefined && componentIsResizable(moved)) {
    const nextWidth = getComponentWidthFromDrop(dropResult, layout) || undefined;
    if (moved.meta.width !== nextWidth) out[moved.id] = { ...moved, meta: withWidth(moved.meta, nextWidth) };
  }
  const reordered = out[destination.id];
  const wrapped = reordered?.children[destination.index];
  if (
    reordered !== undefined &&
    wrapped !== undefined &&
    shouldWrapChildInRow({ parentType: destination.type, childType: dragging.type })
  ) {
    const row = newComponentFactory('ROW', {}, [...reordered.parents, reordered.id], generateId);
    row.children = [wrapped];
    out[row.id] = row;
    const children = [...reordered.children];
    children[destination.index] = row.id;
    out[reordered.id] = { ...reordered, children };
  }
  return withParentsFromTree(out);
};

export interface ResizePayload {
  id: string;
  width?: number;
  height?: number;
}

/**
 * RESIZE_COMPONENT (Superset's resizeComponent): applies only when the width or the height
 * actually changes; a missing or 0 value keeps the current one. Otherwise the same layout.
 */
export const withResizedComponent = (
  layout: DashboardLayout,
  { id, width, height }: ResizePayload,
): DashboardLayout => {
  const component = layout[id];
  if (component === undefined) return layout;
  const widthChanged = Boolean(width) && component.meta.width !== width;
  const heightChanged = Boolean(height) && component.meta.height !== height;
  if (!widthChanged && !heightChanged) return layout;
  const meta: LayoutMeta = { ...component.meta };
  if (width) meta.width = width;
  if (height) meta.height = height;
  return { ...layout, [id]: { ...component, meta } };
};
