import { useDroppable } from '@dnd-kit/core';
import type { DragItem } from '../types';
import { isDragItem, isDragPayload, type DragPayload, type DropZoneData } from './drag-payload';

export interface DropTargetState {
  /** Put on the element that receives drops. */
  ref: (element: HTMLElement | null) => void;
  /** Something this target accepts is over it. */
  isOver: boolean;
  /** A drag is under way and this target would accept it (for highlighting). */
  canDrop: boolean;
  /** Any drag is under way. */
  isDragging: boolean;
}

/** A drop zone for any payload, pills being reordered included; controls use useDropTarget. */
export const useDropZone = (
  id: string,
  accepts: (payload: DragPayload) => boolean,
  onDrop: (payload: DragPayload) => void,
  disabled = false,
): DropTargetState => {
  const data: DropZoneData = { accepts, onDrop };
  // dnd-kit keeps the latest data, so the handlers always see the current value of the control.
  const { setNodeRef, isOver, active } = useDroppable({ id, data, disabled });
  const payload: unknown = active?.data.current;
  const canDrop = !disabled && isDragPayload(payload) && accepts(payload);
  return { ref: setNodeRef, isOver: isOver && canDrop, canDrop, isDragging: active !== null };
};

/**
 * Makes an element a target for columns and metrics dragged from the dataset panel. `id` must be
 * unique on the page (the control name is a good one); `accepts` decides highlighting and drops.
 */
export const useDropTarget = (
  id: string,
  accepts: (item: DragItem) => boolean,
  onDrop: (item: DragItem) => void,
  disabled = false,
): DropTargetState =>
  useDropZone(
    `drop-target:${id}`,
    (payload) => isDragItem(payload) && accepts(payload),
    (payload) => {
      if (isDragItem(payload)) onDrop(payload);
    },
    disabled,
  );
