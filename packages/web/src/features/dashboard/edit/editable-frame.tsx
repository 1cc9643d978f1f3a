import { ActionIcon, Group, Menu, Tooltip } from '@mantine/core';
import { useDraggable, type DraggableAttributes, type DraggableSyntheticListeners } from '@dnd-kit/core';
import { BACKGROUND_STYLE_OPTIONS, componentIsResizable, type ComponentGeometry, type LayoutItem } from '@tessera/core';
import { memo, type ReactNode } from 'react';
import { useT } from '../../../i18n';
import { ChartNameOverride } from './chart-name-override';
import { DropZone } from './drop-zone';
import type { DragData } from './dnd-types';
import { HeaderSizeMenu } from './header-editor';
import { ResizeHandle } from './resize-handle';
import { useLayoutEdit } from './state/use-layout-edit';

export interface EditableFrameProps {
  item: LayoutItem;
  parentId: string;
  parentType: string;
  index: number;
  isLast: boolean;
  /** The frame's CSS width on the grid (the component inside takes all of it). */
  width: string;
  geometry: ComponentGeometry | null;
  /** What the drag handle, overlay and announcements call the component. */
  label: string;
  children: ReactNode;
}

const WITH_BACKGROUND = new Set(['ROW', 'COLUMN', 'HEADER', 'MARKDOWN']);

function BackgroundMenu({ item }: { item: LayoutItem }) {
  const t = useT();
  const edit = useLayoutEdit();
  const set = (background: string) =>
    edit({
      type: 'UPDATE_COMPONENTS',
      payload: { nextComponents: { [item.id]: { ...item, meta: { ...item.meta, background } } } },
    });
  return (
    <Menu withinPortal position="bottom-end">
      <Menu.Target>
        <ActionIcon size="sm" variant="subtle" aria-label={t('Background')} data-testid={`background-${item.id}`}>
          ◐
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {BACKGROUND_STYLE_OPTIONS.map((option) => (
          <Menu.Item key={option.value} onClick={() => set(option.value)}>
            {t(option.label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

interface FrameToolbarProps {
  item: LayoutItem;
  parentId: string;
  parentType: string;
  label: string;
  /** dnd-kit's handle bindings; stable between renders, so the toolbar skips re-rendering while dragging. */
  handleRef: (element: HTMLElement | null) => void;
  listeners: DraggableSyntheticListeners;
  attributes: DraggableAttributes;
}

/** The frame's handle, settings and delete button (Superset's WithPopoverMenu and DeleteComponentButton). */
const FrameToolbar = memo(function FrameToolbar(props: FrameToolbarProps) {
  const { item, parentId, parentType, label, handleRef, listeners, attributes } = props;
  const t = useT();
  const edit = useLayoutEdit();
  const remove = () =>
    edit(
      item.type === 'TABS' && parentType === 'ROOT'
        ? { type: 'DELETE_TOP_LEVEL_TABS', payload: {} }
        : { type: 'DELETE_COMPONENT', payload: { id: item.id, parentId } },
    );
  return (
    <Group
      gap={2}
      wrap="nowrap"
      style={{
        position: 'absolute',
        top: -12,
        right: 4,
        zIndex: 5,
        background: 'var(--mantine-color-body)',
        borderRadius: 4,
        boxShadow: 'var(--mantine-shadow-xs)',
      }}
    >
      <Tooltip label={t('Drag to move')}>
        <ActionIcon
          ref={handleRef}
          size="sm"
          variant="subtle"
          aria-label={t('Move %s', label)}
          data-testid={`drag-handle-${item.id}`}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...listeners}
          {...attributes}
        >
          ⠿
        </ActionIcon>
      </Tooltip>
      {item.type === 'CHART' && <ChartNameOverride item={item} />}
      {item.type === 'HEADER' && <HeaderSizeMenu item={item} />}
      {WITH_BACKGROUND.has(item.type) && <BackgroundMenu item={item} />}
      <ActionIcon
        size="sm"
        variant="subtle"
        color="red"
        aria-label={t('Delete')}
        data-testid={`delete-${item.id}`}
        onClick={remove}
      >
        ✕
      </ActionIcon>
    </Group>
  );
});

/**
 * A component in edit mode (Superset's DragDroppable + WithPopoverMenu + DeleteComponentButton):
 * a drag handle, its settings and a delete button above it, the drop zones in the gutters on
 * either side, and a resize handle for resizable types. The component itself is passed as
 * `children` and not re-rendered when the drag state changes.
 */
export const EditableFrame = memo(function EditableFrame(props: EditableFrameProps) {
  const { item, parentId, parentType, index, isLast, width, geometry, label, children } = props;
  const horizontal = parentType === 'ROW';
  const data: DragData = {
    origin: 'layout',
    id: item.id,
    type: item.type,
    parentId,
    parentType,
    index,
    meta: item.meta,
    label,
  };
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({ id: item.id, data });
  const target = (at: number) => ({ parentId, parentType, index: at, label });
  return (
    <div
      ref={setNodeRef}
      data-edit-frame={item.id}
      data-testid={`edit-frame-${item.id}`}
      style={{
        position: 'relative',
        width,
        flex: 'none',
        opacity: isDragging ? 0.4 : 1,
        outline:
          item.type === 'ROW' || item.type === 'COLUMN' ? '1px dashed var(--mantine-color-default-border)' : undefined,
      }}
    >
      <DropZone target={target(index)} parents={item.parents} place="before" horizontal={horizontal} />
      <FrameToolbar
        item={item}
        parentId={parentId}
        parentType={parentType}
        label={label}
        handleRef={setActivatorNodeRef}
        listeners={listeners}
        attributes={attributes}
      />
      {children}
      {componentIsResizable(item) && geometry !== null && geometry.widthUnits !== null && (
        <ResizeHandle item={item} widthUnits={geometry.widthUnits} parentUnits={geometry.parentUnits} />
      )}
      {isLast && <DropZone target={target(index + 1)} parents={item.parents} place="after" horizontal={horizontal} />}
    </div>
  );
});
