import { setTimeout as sleep } from 'node:timers/promises';
import { vi } from 'vitest';
import type { AppContext } from '../src/context.js';
import { QueryCancelledError, type EngineConnection } from '../src/engines/types.js';

export interface CountingEngine {
  /** Every SQL statement that reached an engine, in start order. */
  executed: string[];
  /** Statements running now, and the most ever seen at once. */
  running: number;
  peak: number;
  /** Extra time a statement takes before it runs (0 by default); it honours cancellation. */
  delayFor: (sql: string) => number;
  reset: () => void;
}

/**
 * Wraps every engine connection the app opens so tests can count executions, measure how many
 * run at once and slow some down. The real engine still answers.
 */
export const countingEngine = (ctx: AppContext): CountingEngine => {
  const engine: CountingEngine = {
    executed: [],
    running: 0,
    peak: 0,
    delayFor: () => 0,
    reset: () => {
      engine.executed = [];
      engine.peak = engine.running;
      engine.delayFor = () => 0;
    },
  };
  const realOpen = ctx.connections.open.bind(ctx.connections);
  vi.spyOn(ctx.connections, 'open').mockImplementation(async (databaseId) => {
    const open = await realOpen(databaseId);
    const conn: EngineConnection = {
      introspect: open.conn.introspect,
      close: () => open.conn.close(),
      execute: async (sql, opts) => {
        engine.executed.push(sql);
        engine.running += 1;
        engine.peak = Math.max(engine.peak, engine.running);
        try {
          const ms = engine.delayFor(sql);
          if (ms > 0) {
            try {
              await sleep(ms, undefined, opts?.signal ? { signal: opts.signal } : {});
            } catch {
              throw new QueryCancelledError();
            }
          }
          return await open.conn.execute(sql, opts);
        } finally {
          engine.running -= 1;
        }
      },
    };
    return { ...open, conn };
  });
  return engine;
};
