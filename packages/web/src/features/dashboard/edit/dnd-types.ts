import type { DashboardChart, LayoutMeta } from '@tessera/core';

/**
 * What a drag carries (dnd-kit's `data`): a component already in the layout, or a new one from
 * the builder panel. Together with a DropTarget it becomes Superset's drop result
 * `{ source, destination, dragging }`.
 */
export type DragData =
  | {
      origin: 'layout';
      /** The component's id and type. */
      id: string;
      type: string;
      /** Its parent and index there (Superset's drop result `source`). */
      parentId: string;
      parentType: string;
      index: number;
      meta: LayoutMeta;
      /** Said by the overlay and the screen-reader announcements. */
      label: string;
    }
  | {
      origin: 'builder';
      type: string;
      meta: LayoutMeta;
      label: string;
      /** A saved chart dropped from the 'Charts' list: registered with the dashboard on drop. */
      chart?: DashboardChart;
    };

/** A place a component can land: index `index` among `parentId`'s children. */
export interface DropTarget {
  parentId: string;
  parentType: string;
  index: number;
  /** Said by the screen-reader announcements. */
  label: string;
}

export const isDragData = (value: unknown): value is DragData =>
  typeof value === 'object' && value !== null && 'origin' in value && 'type' in value;

export const isDropTarget = (value: unknown): value is DropTarget =>
  typeof value === 'object' && value !== null && 'parentId' in value && 'index' in value;

/** dnd-kit ids of drop targets: one per gap between the children of a container. */
export const dropTargetId = (parentId: string, index: number): string => `drop:${parentId}:${index}`;
