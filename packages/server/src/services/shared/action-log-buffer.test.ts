import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openMetadataDb } from '../../db/connect.js';
import { migrateToLatest } from '../../db/migrate.js';
import { ActionLogBuffer } from './action-log-buffer.js';

const home = mkdtempSync(join(tmpdir(), 'tessera-action-log-'));
const meta = openMetadataDb(null, home);
afterAll(async () => {
  await meta.close();
  rmSync(home, { recursive: true, force: true });
});

const row = (action: string) => ({
  action,
  user_id: null,
  json: null,
  dashboard_id: null,
  slice_id: null,
  duration_ms: 1,
  referrer: null,
  dttm: new Date().toISOString(),
});
const actions = async () =>
  (await meta.db.selectFrom('logs').select('action').orderBy('id').execute()).map((r) => r.action);

describe('the action log buffer', () => {
  it('writes a burst as one batch after flushMs, in order, and on demand', async () => {
    await migrateToLatest(meta.db);
    const errors: unknown[] = [];
    const buffer = new ActionLogBuffer(meta.db, { flushMs: 50, maxRows: 100, onError: (e) => errors.push(e) });
    for (const i of [1, 2, 3]) buffer.add(row(`a${i}`));
    expect(await actions()).toEqual([]);
    await expect.poll(actions, { timeout: 2000 }).toEqual(['a1', 'a2', 'a3']);
    buffer.add(row('b1'));
    await buffer.flush();
    expect(await actions()).toEqual(['a1', 'a2', 'a3', 'b1']);
    expect(errors).toEqual([]);
  });

  it('writes at once when maxRows are waiting, and reports a failed batch without throwing', async () => {
    const errors: unknown[] = [];
    const buffer = new ActionLogBuffer(meta.db, { flushMs: 60_000, maxRows: 2, onError: (e) => errors.push(e) });
    buffer.add(row('c1'));
    buffer.add(row('c2'));
    await expect.poll(actions, { timeout: 2000 }).toContain('c2');
    // A row the store refuses (NOT NULL dttm): the batch fails, the request that logged it does not.
    buffer.add(JSON.parse(JSON.stringify({ ...row('bad'), dttm: null })) as ReturnType<typeof row>);
    await buffer.flush();
    expect(errors).toHaveLength(1);
  });
});
