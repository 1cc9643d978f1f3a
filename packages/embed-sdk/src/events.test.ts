import { describe, expect, it } from 'vitest';
import { EmbedEmitter, maskEvents } from './events.js';

describe('typed events from data masks', () => {
  it('tells native filter changes from chart clicks (cross-filters keyed by chart id)', () => {
    const before = { 'NATIVE_FILTER-a': { filterState: { value: ['SEA'] } } };
    const after = {
      'NATIVE_FILTER-a': { filterState: { value: ['SFO'] } },
      '42': {
        filterState: { value: ['LAX'] },
        extraFormData: { filters: [{ col: 'origin', op: 'IN', val: ['LAX'] }] },
      },
    };
    expect(maskEvents(before, after)).toEqual({
      filterChanges: [{ filterId: 'NATIVE_FILTER-a', value: ['SFO'] }],
      chartClicks: [{ chartId: 42, value: ['LAX'], filters: [{ col: 'origin', op: 'IN', val: ['LAX'] }] }],
    });
    expect(maskEvents(after, after)).toEqual({ filterChanges: [], chartClicks: [] });
    // Clearing a cross-filter is a click too.
    expect(maskEvents(after, { ...after, '42': {} }).chartClicks).toEqual([
      { chartId: 42, value: undefined, filters: [] },
    ]);
  });

  it('calls listeners until they are removed', () => {
    const emitter = new EmbedEmitter();
    const seen: string[] = [];
    const off = emitter.on('filterChange', (e) => seen.push(e.filterId));
    emitter.emit('filterChange', { filterId: 'a', value: 1 });
    off();
    emitter.emit('filterChange', { filterId: 'b', value: 2 });
    expect(seen).toEqual(['a']);
  });
});
