import type { DragItem } from '../types';

/** A pill dragged inside its own control to change the order of the chosen values. */
export interface ReorderItem {
  kind: 'reorder';
  /** The control the pill belongs to: pills only move within their own list. */
  group: string;
  index: number;
  label: string;
}

/** Everything that travels in a drag: dataset-panel items and pills being reordered. */
export type DragPayload = DragItem | ReorderItem;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export const isDragItem = (value: unknown): value is DragItem =>
  isObject(value) &&
  ((value.kind === 'column' && isObject(value.column)) || (value.kind === 'metric' && isObject(value.metric)));

export const isReorderItem = (value: unknown): value is ReorderItem =>
  isObject(value) && value.kind === 'reorder' && typeof value.group === 'string' && typeof value.index === 'number';

export const isDragPayload = (value: unknown): value is DragPayload => isDragItem(value) || isReorderItem(value);

/** What a drop zone registers with dnd-kit (its droppable `data`). */
export interface DropZoneData {
  accepts: (payload: DragPayload) => boolean;
  onDrop: (payload: DragPayload) => void;
}

const isDropZoneData = (value: unknown): value is DropZoneData =>
  isObject(value) && typeof value.accepts === 'function' && typeof value.onDrop === 'function';

/** Whether a zone (a droppable's data) takes this payload; unknown zones and payloads never match. */
export const zoneAccepts = (zone: unknown, payload: unknown): boolean =>
  isDropZoneData(zone) && isDragPayload(payload) && zone.accepts(payload);

/** Hands a finished drag to the zone under it when the zone accepts it; answers whether it did. */
export const deliverDrop = (payload: unknown, zone: unknown): boolean => {
  if (!isDropZoneData(zone) || !isDragPayload(payload) || !zone.accepts(payload)) return false;
  zone.onDrop(payload);
  return true;
};

/** The name a drag shows in its preview and announcements. */
export const payloadLabel = (payload: DragPayload): string => {
  switch (payload.kind) {
    case 'column':
      return payload.column.verbose_name || payload.column.column_name;
    case 'metric':
      return payload.metric.verbose_name || payload.metric.metric_name;
    default:
      return payload.label;
  }
};
