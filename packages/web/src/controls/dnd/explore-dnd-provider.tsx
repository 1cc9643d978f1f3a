import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { Paper, Text } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { deliverDrop, isDragPayload, payloadLabel, zoneAccepts, type DragPayload } from './drag-payload';

/**
 * Only zones that accept the dragged payload take part, so a pill (a reorder zone) inside a
 * control never hides the control from a dataset column. A pointer drag drops where the pointer
 * is; a keyboard drag has no pointer and uses the preview's rectangle instead.
 */
export const acceptingCollisions: CollisionDetection = (args) => {
  const payload: unknown = args.active.data.current;
  const narrowed = {
    ...args,
    droppableContainers: args.droppableContainers.filter((c) => zoneAccepts(c.data.current, payload)),
  };
  return args.pointerCoordinates ? pointerWithin(narrowed) : rectIntersection(narrowed);
};

const activePayload = (active: Active | null): DragPayload | null => {
  const payload: unknown = active?.data.current;
  return isDragPayload(payload) ? payload : null;
};

export interface ExploreDndProviderProps {
  children: ReactNode;
}

/** The drag-and-drop context of the explore page: dataset panel sources and control targets. */
export function ExploreDndProvider({ children }: ExploreDndProviderProps): ReactNode {
  const t = useT();
  const [dragged, setDragged] = useState<DragPayload | null>(null);
  // A few pixels of travel before a drag starts keeps clicks on pills and panel items working.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor),
  );
  const accessibility = useMemo(() => {
    const name = (active: Active): string => {
      const payload = activePayload(active);
      return payload ? payloadLabel(payload) : String(active.id);
    };
    const announcements: Announcements = {
      onDragStart: ({ active }) => t('Picked up %s.', name(active)),
      onDragOver: ({ active, over }) =>
        over ? t('%s is over a drop area.', name(active)) : t('%s is no longer over a drop area.', name(active)),
      onDragEnd: ({ active, over }) =>
        over ? t('%s was dropped.', name(active)) : t('%s was dropped outside any drop area.', name(active)),
      onDragCancel: ({ active }) => t('Dragging %s was cancelled.', name(active)),
    };
    return {
      announcements,
      screenReaderInstructions: {
        draggable: t(
          'To pick up an item, press space or enter. Move it over a control with the arrow keys, then press space or enter to drop it, or escape to cancel.',
        ),
      },
    };
  }, [t]);

  const onDragStart = ({ active }: DragStartEvent) => setDragged(activePayload(active));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    deliverDrop(active.data.current, over?.data.current);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={acceptingCollisions}
      accessibility={accessibility}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {dragged && (
          <Paper shadow="sm" px="xs" py={2} withBorder data-testid="drag-preview">
            <Text size="sm">{payloadLabel(dragged)}</Text>
          </Paper>
        )}
      </DragOverlay>
    </DndContext>
  );
}
