import { describe, expect, it } from 'vitest';
import { PagePool } from './page-pool.js';

describe('PagePool', () => {
  it('never runs more than its size at once and runs every task', async () => {
    const pool = new PagePool(2);
    let running = 0;
    let peak = 0;
    const done = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        pool.use(async () => {
          running += 1;
          peak = Math.max(peak, running);
          await new Promise((r) => setTimeout(r, 5));
          running -= 1;
          return i;
        }),
      ),
    );
    expect(done).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(peak).toBe(2);
    expect(pool.inUse).toBe(0);
  });

  it('frees its slot when a task fails', async () => {
    const pool = new PagePool(1);
    await expect(pool.use(async () => Promise.reject(new Error('crash')))).rejects.toThrow('crash');
    expect(await pool.use(async () => 'next')).toBe('next');
  });
});
