import { describe, expect, it, vi } from 'vitest';
import { withFallbackTickLock, type TickLock } from './tick-lock.js';

/** An in-memory lock: the first claim of a (schedule, minute) wins. */
const memoryLock = (): TickLock & { claimed: Set<string>; pruned: string[] } => {
  const claimed = new Set<string>();
  const pruned: string[] = [];
  return {
    claimed,
    pruned,
    claim: async (id, iso) => {
      const key = `${id}@${iso}`;
      if (claimed.has(key)) return false;
      claimed.add(key);
      return true;
    },
    prune: async (before) => {
      pruned.push(before);
    },
  };
};

describe('withFallbackTickLock', () => {
  it('claims in the primary while it answers and leaves the fallback alone', async () => {
    const primary = memoryLock();
    const fallback = memoryLock();
    const onFallback = vi.fn();
    const lock = withFallbackTickLock(primary, fallback, onFallback);
    expect(await lock.claim(1, '2026-03-02T09:00:00.000Z')).toBe(true);
    expect(await lock.claim(1, '2026-03-02T09:00:00.000Z')).toBe(false);
    expect(fallback.claimed.size).toBe(0);
    expect(onFallback).not.toHaveBeenCalled();
  });

  it('claims in the fallback, once per tick, while the primary fails; prunes the fallback even then', async () => {
    const down = new Error('Stream is not writeable');
    const primary: TickLock = { claim: vi.fn().mockRejectedValue(down), prune: vi.fn().mockRejectedValue(down) };
    const fallback = memoryLock();
    const onFallback = vi.fn();
    const lock = withFallbackTickLock(primary, fallback, onFallback);
    const [a, b] = await Promise.all([
      lock.claim(7, '2026-03-02T09:01:00.000Z'),
      lock.claim(7, '2026-03-02T09:01:00.000Z'),
    ]);
    expect([a, b].sort()).toEqual([false, true]);
    expect([...fallback.claimed]).toEqual(['7@2026-03-02T09:01:00.000Z']);
    expect(onFallback).toHaveBeenCalledWith(down);
    await lock.prune('2026-03-01T09:00:00.000Z');
    expect(fallback.pruned).toEqual(['2026-03-01T09:00:00.000Z']);
  });
});
