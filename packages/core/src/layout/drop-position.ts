import { isValidChild } from './component-rules.js';
import {
  DROP_BOTTOM,
  DROP_FORBIDDEN,
  DROP_LEFT,
  DROP_RIGHT,
  DROP_TOP,
  type DraggingItem,
  type DropPosition,
} from './drop-result.js';
import type { LayoutItem } from './layout-schema.js';

/** How close (px) the pointer must be to an edge for a sibling drop, or to a non-shallow target at all. */
export const SIBLING_DROP_THRESHOLD = 20;
export const NON_SHALLOW_DROP_THRESHOLD = 20;

/** The component under the pointer, as Superset's DragDroppable describes it. */
export interface DropTargetDescription {
  component: LayoutItem;
  parentComponent?: LayoutItem | null;
  /** componentDepth of `component`. */
  depth: number;
  /** 'row' for a component that lays its children side by side (a ROW), else 'column'. */
  orientation?: 'row' | 'column';
  /** The innermost target under the pointer (react-dnd's shallow hover). */
  isDraggingOverShallow?: boolean;
}

/** The pointer and the target's box, in the same coordinates; without them only forbidden and child-only drops resolve. */
export interface DropPointer {
  x: number;
  y: number;
  rect: { top: number; bottom: number; left: number; right: number };
}

/**
 * Superset's getDropPosition without the DOM: DROP_FORBIDDEN when the dragged component would land
 * in itself or its own subtree, or is neither a valid child of the target nor a valid sibling
 * (through its parent; TAB and TABS parents do not add depth); a child-only drop goes after the
 * last child (DROP_RIGHT in a row, DROP_BOTTOM otherwise) or first (DROP_LEFT / DROP_TOP) when
 * the target is empty; otherwise the pointer decides — near an edge a sibling drop on that side,
 * else a child drop. Null means no indicator (dropping on itself, or the pointer too far from a
 * non-shallow target).
 */
export const getDropPosition = (
  dragging: Pick<DraggingItem, 'id' | 'type'>,
  target: DropTargetDescription,
  pointer?: DropPointer | null,
): DropPosition | null => {
  const { component, parentComponent, depth, orientation, isDraggingOverShallow } = target;
  if (dragging.id === component.id) return null;
  const inOwnSubtree = (item: LayoutItem | null | undefined): boolean =>
    item !== null && item !== undefined && (item.id === dragging.id || item.parents.includes(dragging.id));
  if (inOwnSubtree(component) || inOwnSubtree(parentComponent)) return DROP_FORBIDDEN;

  const validChild = isValidChild({ parentType: component.type, parentDepth: depth, childType: dragging.type });
  const parentType = parentComponent?.type;
  const parentDepth = depth + (parentType === 'TAB' || parentType === 'TABS' ? 0 : -1);
  const validSibling = isValidChild({ parentType, parentDepth, childType: dragging.type });
  if (!validChild && !validSibling) return DROP_FORBIDDEN;

  const hasChildren = component.children.length > 0;
  const childDrop = (): DropPosition =>
    orientation === 'row' ? (hasChildren ? DROP_RIGHT : DROP_LEFT) : hasChildren ? DROP_BOTTOM : DROP_TOP;
  if (validChild && !validSibling) return childDrop();
  if (pointer === null || pointer === undefined) return null;

  const { x, y, rect } = pointer;
  const deltaTop = Math.abs(y - rect.top);
  const deltaBottom = Math.abs(y - rect.bottom);
  const deltaLeft = Math.abs(x - rect.left);
  const deltaRight = Math.abs(x - rect.right);
  if (
    !isDraggingOverShallow &&
    [deltaTop, deltaBottom, deltaLeft, deltaRight].every((d) => d > NON_SHALLOW_DROP_THRESHOLD)
  )
    return null;
  // A ROW's siblings sit above and below it; the siblings of what a row holds sit left and right.
  const siblingsSideBySide = orientation !== 'row';
  if (!validChild) {
    if (siblingsSideBySide) return x < rect.left + (rect.right - rect.left) / 2 ? DROP_LEFT : DROP_RIGHT;
    return y < rect.top + (rect.bottom - rect.top) / 2 ? DROP_TOP : DROP_BOTTOM;
  }
  if (siblingsSideBySide) {
    if (deltaLeft < SIBLING_DROP_THRESHOLD) return DROP_LEFT;
    if (deltaRight < SIBLING_DROP_THRESHOLD) return DROP_RIGHT;
  } else {
    if (deltaTop < SIBLING_DROP_THRESHOLD) return DROP_TOP;
    if (deltaBottom < SIBLING_DROP_THRESHOLD) return DROP_BOTTOM;
  }
  return childDrop();
};
