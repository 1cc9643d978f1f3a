/**
 * Drag and drop between the explore dataset panel and the control widgets.
 *
 * Usage:
 *   // explore page: one provider around the dataset panel and the control panel
 *   <ExploreDndProvider>
 *     <DatasetPanel />   // wraps each item: <DragSource id={`column:${c.column_name}`} item={{ kind: 'column', column: c }}>…</DragSource>
 *     <ControlPanel />   // column, metric and filter controls call useDropTarget(...) themselves
 *   </ExploreDndProvider>
 *
 *   // a control: highlight while a drag it accepts is under way, and take the drop
 *   const drop = useDropTarget(config.name, (item) => item.kind === 'column', (item) => add(item));
 *   <div ref={drop.ref} data-over={drop.isOver} data-can-drop={drop.canDrop} />
 *
 * Pointer drags start after 4 px of travel (clicks still work); keyboard drags start with space
 * or enter, move with the arrow keys and drop with space or enter.
 */
export { DragSource, type DragSourceProps } from './drag-source';
export { ExploreDndProvider, type ExploreDndProviderProps } from './explore-dnd-provider';
export { useDropTarget, type DropTargetState } from './use-drop-target';
export { isDragItem, payloadLabel } from './drag-payload';
export type { DragItem } from '../types';
