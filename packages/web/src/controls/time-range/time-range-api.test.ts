import { decodeRison } from '@tessera/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test-support/mock-fetch';
import { fetchTimeRange, readTimeRangeAnswer, timeRangePath } from './time-range-api';

describe('time range api', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the expression as rison', () => {
    const path = timeRangePath('DATEADD(DATETIME("today"), -7, day) : today');
    const q = new URL(path, 'http://x').searchParams.get('q') ?? '';
    expect(path.startsWith('/api/v1/time_range/?q=')).toBe(true);
    expect(decodeRison(q)).toBe('DATEADD(DATETIME("today"), -7, day) : today');
  });

  it("reads Tessera's list answer and Superset's single one", () => {
    expect(readTimeRangeAnswer({ result: [{ since: '2024-01-01T00:00:00', until: '' }] })).toEqual({
      since: '2024-01-01T00:00:00',
      until: '',
    });
    expect(readTimeRangeAnswer({ result: { since: 'a', until: 'b', timeRange: 'x' } })).toEqual({
      since: 'a',
      until: 'b',
    });
    expect(readTimeRangeAnswer({ result: [] })).toBeNull();
    expect(readTimeRangeAnswer('nope')).toBeNull();
  });

  it("rejects with the server's message", async () => {
    mockFetch({ 'GET /api/v1/time_range/': () => json({ message: 'Unexpected time range: nope' }, 400) });
    await expect(fetchTimeRange('nope')).rejects.toThrow('Unexpected time range: nope');
  });
});
