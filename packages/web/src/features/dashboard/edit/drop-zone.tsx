import { useDroppable } from '@dnd-kit/core';
import { GRID_GUTTER_SIZE } from '@tessera/core';
import type { CSSProperties } from 'react';
import { dropTargetId, type DropTarget } from './dnd-types';
import { useEditDrag } from './edit-drag-context';

export interface DropZoneProps {
  target: DropTarget;
  /** Ancestors of the parent: a zone inside the dragged component is disabled. */
  parents: readonly string[];
  /** 'before' and 'after' sit in the gutter beside a child; 'fill' is an empty container's body. */
  place: 'before' | 'after' | 'fill';
  /** The children run left to right (a ROW) rather than top to bottom. */
  horizontal: boolean;
}

const gutterBox = (place: 'before' | 'after', horizontal: boolean): CSSProperties =>
  horizontal
    ? {
        position: 'absolute',
        top: 0,
        bottom: 0,
        width: GRID_GUTTER_SIZE,
        [place === 'before' ? 'left' : 'right']: -GRID_GUTTER_SIZE,
      }
    : {
        position: 'absolute',
        left: 0,
        right: 0,
        height: GRID_GUTTER_SIZE,
        [place === 'before' ? 'top' : 'bottom']: -GRID_GUTTER_SIZE,
      };

/**
 * One place a dragged component can land (Superset's drop indicator): invisible until the drag is
 * over it, then a bar in the gutter — blue when the drop is allowed, red and 'not-allowed' when a
 * rule forbids it.
 */
export function DropZone({ target, parents, place, horizontal }: DropZoneProps) {
  const { activeId, dragging, verdict } = useEditDrag();
  const id = dropTargetId(target.parentId, target.index);
  const disabled = activeId !== null && (target.parentId === activeId || parents.includes(activeId));
  const { setNodeRef, isOver } = useDroppable({ id, data: target, disabled });
  const forbidden = isOver && verdict?.targetId === id && !verdict.allowed;
  const color = forbidden ? 'var(--mantine-color-red-6)' : 'var(--mantine-color-blue-6)';
  const box: CSSProperties =
    place === 'fill' ? { position: 'relative', minHeight: 48, width: '100%' } : gutterBox(place, horizontal);
  return (
    <div
      ref={setNodeRef}
      data-testid={`drop-zone-${target.parentId}-${target.index}`}
      data-drop-state={isOver ? (forbidden ? 'forbidden' : 'allowed') : undefined}
      style={{
        ...box,
        pointerEvents: 'none',
        zIndex: 2,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {isOver && (
        <div
          style={
            horizontal
              ? { width: 4, height: '100%', background: color, borderRadius: 2 }
              : { height: 4, width: '100%', background: color, borderRadius: 2 }
          }
        />
      )}
      {place === 'fill' && !isOver && dragging && (
        <div style={{ position: 'absolute', inset: 0, border: '1px dashed var(--mantine-color-default-border)' }} />
      )}
    </div>
  );
}
