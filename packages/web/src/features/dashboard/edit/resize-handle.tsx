import { getDetailedComponentWidth, GRID_BASE_UNIT, GRID_GUTTER_SIZE, type LayoutItem } from '@tessera/core';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useT } from '../../../i18n';
import { useDashboardStore } from '../state/store';
import { columnPitchPx, snapResize, type ResizeBounds, type ResizeStart } from './resize-math';
import { useLayoutEdit } from './state/use-layout-edit';

export interface ResizeHandleProps {
  item: LayoutItem;
  /** The component's current width in columns and the columns of the box it sits in. */
  widthUnits: number;
  parentUnits: number;
}

/**
 * Superset's ResizableContainer bounds: a child of a ROW may grow into the room the row leaves
 * (its width plus the row's free columns); a chart in a COLUMN takes the column's width, so only
 * its height changes; a COLUMN resizes in width only, never below its widest row.
 */
const boundsOf = (item: LayoutItem, widthUnits: number, store: ReturnType<typeof useDashboardStore>): ResizeBounds => {
  const layout = store.getState().dashboard.layout;
  const parent = layout[item.parents.at(-1) ?? ''];
  const own = getDetailedComponentWidth({ component: item, components: layout });
  const minWidth = own.minimumWidth ?? 1;
  if (parent?.type !== 'ROW')
    return { minWidth: widthUnits, maxWidth: widthUnits, heightAdjustable: item.type !== 'COLUMN' };
  const row = getDetailedComponentWidth({ component: parent, components: layout });
  const free = Math.max(0, (row.width ?? widthUnits) - (row.occupiedWidth ?? widthUnits));
  return { minWidth, maxWidth: widthUnits + free, heightAdjustable: item.type !== 'COLUMN' };
};

/** The bottom-right handle of a resizable component: pointer drags snap to columns and row units; arrow keys step by one. */
export function ResizeHandle({ item, widthUnits, parentUnits }: ResizeHandleProps) {
  const t = useT();
  const store = useDashboardStore();
  const edit = useLayoutEdit();
  const drag = useRef<{ x: number; y: number; start: ResizeStart; bounds: ResizeBounds } | null>(null);
  const [preview, setPreview] = useState<{ width: number; height: number; columnPx: number } | null>(null);
  const height = item.meta.height ?? 0;

  const commit = (width: number, nextHeight: number) => {
    if (width === widthUnits && nextHeight === height) return;
    edit({ type: 'RESIZE_COMPONENT', payload: { id: item.id, width, height: nextHeight } });
  };
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.closest('[data-edit-frame]')?.parentElement;
    if (box === null || box === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    const start = { width: widthUnits, height, columnPx: columnPitchPx(box.clientWidth, parentUnits) };
    drag.current = { x: event.clientX, y: event.clientY, start, bounds: boundsOf(item, widthUnits, store) };
    setPreview({ width: widthUnits, height, columnPx: start.columnPx });
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (current === null) return;
    const next = snapResize(current.start, event.clientX - current.x, event.clientY - current.y, current.bounds);
    setPreview((p) =>
      p !== null && p.width === next.width && p.height === next.height
        ? p
        : { ...next, columnPx: current.start.columnPx },
    );
  };
  const onPointerUp = () => {
    const current = drag.current;
    drag.current = null;
    if (current !== null && preview !== null) commit(preview.width, preview.height);
    setPreview(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const bounds = boundsOf(item, widthUnits, store);
    const step = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = snapResize(
      { width: widthUnits, height, columnPx: 1 },
      step[0] ?? 0,
      (step[1] ?? 0) * GRID_BASE_UNIT,
      bounds,
    );
    commit(next.width, next.height);
  };
  return (
    <>
      {preview !== null && (
        <div
          data-testid="resize-preview"
          style={{
            position: 'absolute',
            left: 0,
            top: 0,
            width: preview.width * preview.columnPx - GRID_GUTTER_SIZE,
            height: item.type === 'COLUMN' ? '100%' : preview.height * GRID_BASE_UNIT,
            border: '2px dashed var(--mantine-color-blue-6)',
            pointerEvents: 'none',
            zIndex: 3,
          }}
        />
      )}
      <button
        type="button"
        aria-label={t('Resize')}
        title={t('Resize')}
        data-testid={`resize-handle-${item.id}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          drag.current = null;
          setPreview(null);
        }}
        onKeyDown={onKeyDown}
        style={{
          position: 'absolute',
          right: 0,
          bottom: 0,
          width: 16,
          height: 16,
          padding: 0,
          border: 'none',
          background: 'linear-gradient(135deg, transparent 50%, var(--mantine-color-blue-6) 50%)',
          cursor: item.type === 'COLUMN' ? 'ew-resize' : 'nwse-resize',
          zIndex: 4,
          touchAction: 'none',
        }}
      />
    </>
  );
}
