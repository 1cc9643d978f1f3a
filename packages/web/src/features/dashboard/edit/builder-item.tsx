import { useDraggable } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import type { DragData } from './dnd-types';

export interface BuilderItemProps {
  /** dnd-kit id, unique on the page. */
  id: string;
  testId: string;
  data: DragData;
  children: ReactNode;
}

/**
 * One entry of the builder panel: the whole card is the drag handle (Superset's DragDroppable new
 * components). A plain element: every entry re-renders when a drag changes target, its content does not.
 */
export function BuilderItem({ id, testId, data, children }: BuilderItemProps) {
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({ id, data });
  return (
    <div
      ref={setNodeRef}
      {...listeners}
      {...attributes}
      data-testid={testId}
      style={{
        padding: 'var(--mantine-spacing-xs)',
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-sm)',
        cursor: 'grab',
        opacity: isDragging ? 0.5 : 1,
        touchAction: 'none',
      }}
    >
      {children}
    </div>
  );
}
