import { describe, expect, it } from 'vitest';
import { SlotAbortedError, UserSemaphore } from './user-semaphore.js';

/** A promise the test settles when it chooses: a task that stays running until then. */
const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
};

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('UserSemaphore', () => {
  it('runs at most `limit` tasks per key and starts the rest in FIFO order', async () => {
    const sem = new UserSemaphore(2);
    const gates = Array.from({ length: 5 }, gate);
    const started: number[] = [];
    let running = 0;
    let peak = 0;
    const all = gates.map((g, i) =>
      sem.run('alice', async () => {
        started.push(i);
        running += 1;
        peak = Math.max(peak, running);
        await g.opened;
        running -= 1;
        return i;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(sem.waiting('alice')).toBe(3);
    gates[1]?.open();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    expect(await Promise.all(all)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(sem.running('alice')).toBe(0);
  });

  it('keeps users apart: one user waiting does not hold another', async () => {
    const sem = new UserSemaphore(1);
    const g = gate();
    const first = sem.run('alice', () => g.opened);
    let bobRan = false;
    await sem.run('bob', async () => {
      bobRan = true;
    });
    expect(bobRan).toBe(true);
    expect(sem.running('alice')).toBe(1);
    g.open();
    await first;
  });

  it('releases the slot when a task fails', async () => {
    const sem = new UserSemaphore(1);
    await expect(sem.run('u', () => Promise.reject(new Error('engine down')))).rejects.toThrow('engine down');
    expect(await sem.run('u', async () => 'next')).toBe('next');
  });

  it('drops a waiter whose signal aborts, and never runs it', async () => {
    const sem = new UserSemaphore(1);
    const g = gate();
    const first = sem.run('u', () => g.opened);
    const controller = new AbortController();
    let ran = false;
    const queued = sem.run(
      'u',
      async () => {
        ran = true;
      },
      controller.signal,
    );
    await tick();
    controller.abort();
    await expect(queued).rejects.toBeInstanceOf(SlotAbortedError);
    expect(sem.waiting('u')).toBe(0);
    g.open();
    await first;
    expect(ran).toBe(false);
    expect(sem.running('u')).toBe(0);
    await expect(sem.run('u', async () => 1, controller.signal)).rejects.toBeInstanceOf(SlotAbortedError);
  });

  it('refuses a limit below one', () => {
    expect(() => new UserSemaphore(0)).toThrow(/positive integer/);
  });
});
