import type { LayoutMeta } from './layout-schema.js';

/** Superset's drop positions (util/getDropPosition.ts): where the indicator shows relative to the target. */
export const DROP_TOP = 'DROP_TOP';
export const DROP_RIGHT = 'DROP_RIGHT';
export const DROP_BOTTOM = 'DROP_BOTTOM';
export const DROP_LEFT = 'DROP_LEFT';
export const DROP_FORBIDDEN = 'DROP_FORBIDDEN';
export type DropPosition =
  typeof DROP_TOP | typeof DROP_RIGHT | typeof DROP_BOTTOM | typeof DROP_LEFT | typeof DROP_FORBIDDEN;

/** One end of a drag: the container and the index in its children. */
export interface DropLocation {
  id: string;
  type: string;
  index: number;
}

/** What is dragged: an existing component, or for a new one (source NEW_COMPONENTS_SOURCE_ID) its type and meta. */
export interface DraggingItem {
  id: string;
  type: string;
  meta?: LayoutMeta;
}

/**
 * Superset's DropResult (components/dnd/dragDroppableConfig): `destination` is missing when the
 * drop landed nowhere; `position` only matters when reordering tabs.
 */
export interface DropResult {
  source: DropLocation;
  destination?: DropLocation | null;
  dragging: DraggingItem;
  position?: DropPosition | null;
}

/** An entry reorderItem moves children of: only id and children are read. */
export interface ReorderEntity {
  id: string;
  children: string[];
}

/** Superset's reorder: the list with the item at `from` moved to `to`. */
const reorder = <T>(list: readonly T[], from: number, to: number): T[] => {
  const out = [...list];
  const [moved] = out.splice(from, 1);
  if (moved !== undefined) out.splice(to, 0, moved);
  return out;
};

/**
 * Superset's reorderItem (util/dnd-reorder.ts): moves the child at `source.index` of `source.id`
 * to `destination.index` of `destination.id`, returning new entries for the two containers. When
 * a tab is dropped beside another tab (destination type TABS), DROP_LEFT / DROP_RIGHT say which
 * side, and a drop beside its own neighbour on the side it already is changes nothing.
 */
export const reorderItem = <E extends ReorderEntity>({
  entitiesMap,
  source,
  destination,
  position,
}: {
  entitiesMap: Readonly<Record<string, E>>;
  source: DropLocation;
  destination: DropLocation;
  position?: DropPosition | null;
}): Record<string, E> => {
  const sourceEntity = entitiesMap[source.id];
  const destinationEntity = entitiesMap[destination.id];
  if (sourceEntity === undefined || destinationEntity === undefined) return { ...entitiesMap };
  const current = [...sourceEntity.children];
  const tabsDrop = destination.type === 'TABS';
  let dropIndex = destination.index;

  if (source.id === destination.id) {
    if (tabsDrop) {
      if (position === DROP_LEFT) dropIndex = Math.max(dropIndex, 0);
      else if (position === DROP_RIGHT) dropIndex += 1;
      const alreadyThere =
        (position === DROP_RIGHT && source.index === destination.index + 1) ||
        (position === DROP_LEFT && source.index === destination.index - 1);
      if (alreadyThere) return { ...entitiesMap };
      if (dropIndex > source.index) dropIndex -= 1;
    }
    return { ...entitiesMap, [source.id]: { ...sourceEntity, children: reorder(current, source.index, dropIndex) } };
  }

  if (tabsDrop) {
    if (position === DROP_LEFT) dropIndex = Math.max(dropIndex, 0);
    else if (position === DROP_RIGHT) dropIndex = Math.min(dropIndex + 1, current.length - 1);
  }
  const [target] = current.splice(source.index, 1);
  const next = [...destinationEntity.children];
  if (target !== undefined) next.splice(dropIndex, 0, target);
  return {
    ...entitiesMap,
    [source.id]: { ...sourceEntity, children: current },
    [destination.id]: { ...destinationEntity, children: next },
  };
};
