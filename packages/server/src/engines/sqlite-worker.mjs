// One SQLite file's statements, run on a worker thread (see sqlite-thread.ts). better-sqlite3 runs a
// statement synchronously: on the server's own thread a long aggregate would stall every request,
// and nothing could stop it. Here the server stops it by terminating this thread.
// Plain JavaScript: Node loads it as it is, under tsx, vitest and the production start alike.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const fail = (id, err) =>
  parentPort.postMessage({
    id,
    error: { message: err instanceof Error ? err.message : String(err), code: err?.code ?? null },
  });

let db;
try {
  db = new Database(workerData.path, workerData.options);
  db.defaultSafeIntegers(true);
  parentPort.postMessage({ id: 0, ready: true });
} catch (err) {
  fail(0, err);
}

parentPort.on('message', ({ id, sql, params }) => {
  try {
    const stmt = db.prepare(sql);
    if (!stmt.reader) {
      stmt.run(...params);
      parentPort.postMessage({ id, columns: [], rows: [] });
      return;
    }
    const rows = stmt.raw(true).all(...params);
    const columns = stmt.columns().map((c) => ({ name: c.name, type: c.type }));
    parentPort.postMessage({ id, columns, rows });
  } catch (err) {
    fail(id, err);
  }
});
