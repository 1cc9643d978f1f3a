import { describe, expect, it, vi } from 'vitest';
import { FLIGHT_COLUMNS, FLIGHT_METRICS } from '../../../test-support/controls/datasource-fixture';
import { deliverDrop, isDragItem, isReorderItem, payloadLabel, zoneAccepts, type DragPayload } from './drag-payload';

const origin = { kind: 'column', column: FLIGHT_COLUMNS[0]! } as const;
const count = { kind: 'metric', metric: FLIGHT_METRICS[0]! } as const;
const reorder = { kind: 'reorder', group: 'metrics', index: 1, label: 'SUM(x)' } as const;

describe('drag payloads', () => {
  it('recognises dataset items and reordered pills', () => {
    expect(isDragItem(origin)).toBe(true);
    expect(isDragItem(count)).toBe(true);
    expect(isDragItem(reorder)).toBe(false);
    expect(isDragItem({ kind: 'column' })).toBe(false);
    expect(isReorderItem(reorder)).toBe(true);
    expect(isReorderItem(undefined)).toBe(false);
  });

  it('names payloads by verbose name, then name', () => {
    expect(payloadLabel(origin)).toBe('Origin airport');
    expect(payloadLabel(count)).toBe('COUNT(*)');
    expect(payloadLabel(reorder)).toBe('SUM(x)');
  });

  it('delivers a drop only to a zone that accepts the payload', () => {
    const onDrop = vi.fn<(p: DragPayload) => void>();
    const columnsOnly = { accepts: (p: DragPayload) => p.kind === 'column', onDrop };
    expect(zoneAccepts(columnsOnly, count)).toBe(false);
    expect(deliverDrop(count, columnsOnly)).toBe(false);
    expect(deliverDrop(origin, undefined)).toBe(false);
    expect(deliverDrop({ kind: 'nonsense' }, columnsOnly)).toBe(false);
    expect(onDrop).not.toHaveBeenCalled();
    expect(deliverDrop(origin, columnsOnly)).toBe(true);
    expect(onDrop).toHaveBeenCalledWith(origin);
  });
});
