import { createContext, useContext } from 'react';

/** Whether the drop target under the drag would take it, and why not (a rule outcome, already worded). */
export interface DropVerdict {
  targetId: string;
  allowed: boolean;
  message: string | null;
}

/**
 * The drag as the layout's drop zones need it. Changes only when a drag starts, ends or moves to
 * another target, never on each pointer move, so chart slots and zones do not re-render per frame.
 */
export interface EditDragState {
  /** The dragged layout component's id (its own zones are disabled), or null. */
  activeId: string | null;
  dragging: boolean;
  verdict: DropVerdict | null;
}

export const EditDragContext = createContext<EditDragState>({ activeId: null, dragging: false, verdict: null });

export const useEditDrag = (): EditDragState => useContext(EditDragContext);
