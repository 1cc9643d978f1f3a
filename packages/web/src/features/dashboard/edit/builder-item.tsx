import { Paper } from '@mantine/core';
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

/** One entry of the builder panel: the whole card is the drag handle (Superset's DragDroppable new components). */
export function BuilderItem({ id, testId, data, children }: BuilderItemProps) {
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({ id, data });
  return (
    <Paper
      ref={setNodeRef}
      {...listeners}
      {...attributes}
      withBorder
      p="xs"
      data-testid={testId}
      style={{ cursor: 'grab', opacity: isDragging ? 0.5 : 1, touchAction: 'none' }}
    >
      {children}
    </Paper>
  );
}
