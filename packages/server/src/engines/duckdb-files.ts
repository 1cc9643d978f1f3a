import { resolve } from 'node:path';

/**
 * DuckDB locks a database file per process, not per instance: a second instance on the same file in
 * this process (the examples loader writing while a read-only engine connection reads) opens without
 * error, but the reader keeps a stale catalog and may read blocks the writer has reused. So engine
 * connections register here, and a writer wraps its work in `withDuckDbFileReleased`, which waits for
 * running queries, closes every engine instance on the file, and holds new queries until it is done;
 * they reopen the file afterwards.
 */

export interface DuckDbFileUser {
  /** Waits for the user's running queries, then closes its instance (it reopens lazily). */
  release(): Promise<void>;
}

const users = new Map<string, Set<DuckDbFileUser>>();
const exclusive = new Map<string, Promise<void>>();

export const duckDbFileKey = (path: string): string => resolve(path);

export function registerDuckDbFileUser(path: string, user: DuckDbFileUser): () => void {
  const key = duckDbFileKey(path);
  let set = users.get(key);
  if (set === undefined) {
    set = new Set();
    users.set(key, set);
  }
  set.add(user);
  return () => {
    set.delete(user);
    if (set.size === 0) users.delete(key);
  };
}

/** Resolves once no writer holds the file. */
export async function waitForDuckDbFile(path: string): Promise<void> {
  const key = duckDbFileKey(path);
  for (let pending = exclusive.get(key); pending !== undefined; pending = exclusive.get(key)) {
    await pending;
  }
}

/** Runs `fn` (e.g. the examples loader opening the file read-write) with no engine instance on `path`. */
export async function withDuckDbFileReleased<T>(path: string, fn: () => Promise<T>): Promise<T> {
  const key = duckDbFileKey(path);
  const previous = exclusive.get(key);
  let finish: () => void = () => undefined;
  const current = new Promise<void>((done) => {
    finish = done;
  });
  const held = (previous ?? Promise.resolve()).then(() => current);
  exclusive.set(key, held);
  try {
    await previous;
    await Promise.all([...(users.get(key) ?? [])].map((user) => user.release()));
    return await fn();
  } finally {
    finish();
    if (exclusive.get(key) === held) exclusive.delete(key);
  }
}
