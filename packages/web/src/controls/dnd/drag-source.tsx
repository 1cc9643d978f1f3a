import { Box } from '@mantine/core';
import { useDraggable } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import type { DragItem } from '../types';

export interface DragSourceProps {
  /** Unique among drag sources on the page, e.g. `column:${column_name}`. */
  id: string;
  item: DragItem;
  children: ReactNode;
  disabled?: boolean;
}

/**
 * Makes its children draggable onto explore controls. The element stays in place (the provider
 * draws the moving preview), so it works inside scrolling panels; space or enter starts a
 * keyboard drag.
 */
export function DragSource({ id, item, children, disabled = false }: DragSourceProps): ReactNode {
  const { setNodeRef, attributes, listeners, isDragging } = useDraggable({
    id: `drag-source:${id}`,
    data: item,
    disabled,
  });
  return (
    <Box
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      data-dragging={isDragging || undefined}
      style={{ cursor: disabled ? undefined : 'grab', opacity: isDragging ? 0.5 : 1, touchAction: 'none' }}
    >
      {children}
    </Box>
  );
}
