import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type KeyboardSensorOptions,
  type MeasuringConfiguration,
  type PointerSensorOptions,
} from '@dnd-kit/core';
import { Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { applyComponentDrop } from '@tessera/core';
import { useMemo, useState, type ReactNode } from 'react';
import { useT } from '../../../i18n';
import { useDashboardDispatch, useDashboardStore } from '../state/store';
import { isDragData, isDropTarget, type DragData } from './dnd-types';
import { checkDrop } from './drop-verdict';
import { EditDragContext, type EditDragState } from './edit-drag-context';
import { dropTargetKeyboardCoordinates } from './keyboard-coordinates';
import { layoutRuleMessage } from './layout-rule-messages';
import { editActions } from './state/edit-slice';
import { scopedFiltersOf } from './state/edit-selectors';

const IDLE: EditDragState = { activeId: null, dragging: false, verdict: null };

// Module constants: new option objects would make new sensors, new handle listeners and so
// re-render every drag handle each time the drag moves to another target.
const POINTER_OPTIONS: PointerSensorOptions = { activationConstraint: { distance: 4 } };
const MEASURING: MeasuringConfiguration = { droppable: { strategy: MeasuringStrategy.WhileDragging } };
const KEYBOARD_OPTIONS: KeyboardSensorOptions = {
  coordinateGetter: dropTargetKeyboardCoordinates,
  scrollBehavior: 'auto',
};

/**
 * With a pointer, the drop target nearest the pointer; with the keyboard, nearest the dragged
 * box's centre. Targets in closed tabs (kept mounted, hidden: an empty rect) never count.
 */
const nearestTarget: CollisionDetection = (args) => {
  const droppableContainers = args.droppableContainers.filter((c) => {
    const rect = args.droppableRects.get(c.id);
    return rect !== undefined && (rect.width > 0 || rect.height > 0);
  });
  const point = args.pointerCoordinates;
  const collisionRect =
    point === null
      ? args.collisionRect
      : { left: point.x, top: point.y, right: point.x, bottom: point.y, width: 0, height: 0 };
  return closestCenter({ ...args, droppableContainers, collisionRect });
};

function DragPreview({ data, forbidden, message }: { data: DragData; forbidden: boolean; message: string | null }) {
  return (
    <Paper
      shadow="md"
      p="xs"
      withBorder
      data-testid="drag-overlay"
      data-drop-state={forbidden ? 'forbidden' : 'allowed'}
      style={{
        maxWidth: 320,
        cursor: forbidden ? 'not-allowed' : 'grabbing',
        borderColor: forbidden ? 'var(--mantine-color-red-6)' : 'var(--mantine-color-blue-6)',
      }}
    >
      <Text size="sm" fw={600} truncate>
        {data.label}
      </Text>
      {message !== null && (
        <Text size="xs" c="red" data-testid="drag-forbidden-message">
          {message}
        </Text>
      )}
    </Paper>
  );
}

/**
 * The editor's drag and drop (dnd-kit): pointer and keyboard sensors, the drop check on each
 * target change, the drop itself through core's reducer (HANDLE_COMPONENT_DROP), and Superset's
 * toasts for refused drops and charts moved to another filter scope. The dragged component stays
 * in place; a small overlay follows the pointer, so nothing else re-renders while dragging.
 */
export function EditDndProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const store = useDashboardStore();
  const dispatch = useDashboardDispatch();
  const [drag, setDrag] = useState<EditDragState>(IDLE);
  const [overlay, setOverlay] = useState<DragData | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor, KEYBOARD_OPTIONS));
  const layout = () => store.getState().dashboard.layout;

  const onDragStart = ({ active }: DragStartEvent) => {
    const data = active.data.current;
    if (!isDragData(data)) return;
    setOverlay(data);
    setDrag({ activeId: data.origin === 'layout' ? data.id : null, dragging: true, verdict: null });
  };
  const onDragOver = ({ active, over }: DragOverEvent) => {
    const data = active.data.current;
    const target = over?.data.current;
    if (!isDragData(data) || over === null || !isDropTarget(target)) {
      setDrag((d) => ({ ...d, verdict: null }));
      return;
    }
    const check = checkDrop(layout(), data, target);
    const message = !check.allowed && check.rule !== null ? layoutRuleMessage(t, check.rule) : null;
    setDrag((d) => ({ ...d, verdict: { targetId: String(over.id), allowed: check.allowed, message } }));
  };
  const end = () => {
    setDrag(IDLE);
    setOverlay(null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    end();
    const data = active.data.current;
    const target = over?.data.current;
    if (!isDragData(data) || !isDropTarget(target)) return;
    const before = layout();
    const check = checkDrop(before, data, target);
    if (!check.allowed) {
      if (check.rule !== null) notifications.show({ color: 'yellow', message: layoutRuleMessage(t, check.rule) });
      return;
    }
    if (check.dropResult === null) return;
    if (data.origin === 'builder' && data.chart !== undefined) dispatch(editActions.chartAdded(data.chart));
    const outcome = applyComponentDrop(before, check.dropResult, { filters: scopedFiltersOf(store.getState()) });
    dispatch(editActions.layoutEdited({ type: 'HANDLE_COMPONENT_DROP', payload: { dropResult: check.dropResult } }));
    if (outcome.ok)
      for (const notice of outcome.notices)
        notifications.show({ color: 'yellow', message: layoutRuleMessage(t, notice) });
  };

  const label = (data: unknown): string => (isDragData(data) ? data.label : '');
  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active }) => t('Picked up %s.', label(active.data.current)),
      onDragOver: ({ active, over }) => {
        const target = over?.data.current;
        return isDropTarget(target)
          ? t('%s is over position %s in %s.', label(active.data.current), target.index + 1, target.label)
          : t('%s is not over a drop position.', label(active.data.current));
      },
      onDragEnd: ({ active, over }) =>
        over === null
          ? t('%s was dropped nowhere and stays in place.', label(active.data.current))
          : t('%s was dropped.', label(active.data.current)),
      onDragCancel: ({ active }) => t('Moving %s was cancelled.', label(active.data.current)),
    }),
    [t],
  );
  const forbidden = drag.verdict !== null && !drag.verdict.allowed;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={nearestTarget}
      measuring={MEASURING}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={end}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t(
            'To pick up a dashboard component, press Space or Enter. Use the arrow keys to move it between drop positions, then press Space or Enter to drop it, or Escape to cancel.',
          ),
        },
      }}
    >
      <EditDragContext value={drag}>{children}</EditDragContext>
      <DragOverlay dropAnimation={null}>
        {overlay !== null && (
          <DragPreview
            data={overlay}
            forbidden={forbidden}
            message={forbidden ? (drag.verdict?.message ?? null) : null}
          />
        )}
      </DragOverlay>
    </DndContext>
  );
}
