import { NEW_COMPONENTS_SOURCE_ID, type DropResult } from '@tessera/core';
import type { DragData, DropTarget } from './dnd-types';

/**
 * Superset's drop result for a drag landing on a target. A move within one container counts the
 * destination index after the component left its place (dragDroppableConfig's
 * sameParentLowerIndex); null when the component would land where it already is.
 */
export const toDropResult = (drag: DragData, target: DropTarget): DropResult | null => {
  const destination = { id: target.parentId, type: target.parentType, index: target.index };
  if (drag.origin === 'builder') {
    return {
      source: { id: NEW_COMPONENTS_SOURCE_ID, type: '', index: 0 },
      destination,
      dragging: { id: `NEW_${drag.type}_ID`, type: drag.type, meta: drag.meta },
    };
  }
  const sameParent = drag.parentId === target.parentId;
  const index = sameParent && target.index > drag.index ? target.index - 1 : target.index;
  if (sameParent && index === drag.index) return null;
  return {
    source: { id: drag.parentId, type: drag.parentType, index: drag.index },
    destination: { ...destination, index },
    dragging: { id: drag.id, type: drag.type, meta: drag.meta },
  };
};
