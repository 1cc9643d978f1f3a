import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempPgDatabase, postgresAvailable } from '../test-support/services.js';
import {
  SessionClient,
  fakeWebDist,
  startTessera,
  tempDir,
  waitHealthy,
  type TesseraProcess,
} from '../test-support/fault-cluster.js';

const ADMIN = { username: 'admin', password: 'admin-pass-1' };
const hasPg = await postgresAvailable();

/** How many /metrics scrapes the process that answered has served before: each process counts its own. */
const scrapesSeenBy = async (url: string): Promise<number> => {
  // A new connection each time: the cluster hands out connections, not requests.
  const text = await new Promise<string>((resolve, reject) => {
    get(`${url}/metrics`, { agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve(body));
    }).on('error', reject);
  });
  const line = /^tessera_http_request_duration_seconds_count\{[^}]*route="\/metrics"[^}]*\} (\S+)$/m.exec(text);
  return Number(line?.[1] ?? 0);
};

describe.runIf(hasPg)('tessera start --workers 2, and SIGTERM', () => {
  const tmp = tempDir();
  let pgdb: { url: string; drop: () => Promise<void> };
  let web: TesseraProcess;

  beforeAll(async () => {
    pgdb = await createTempPgDatabase();
    web = await startTessera(
      'start',
      {
        TESSERA_HOME: tmp.dir,
        DATABASE_URL: pgdb.url,
        SECRET_KEY: 'cluster-secret',
        TESSERA_LOAD_EXAMPLES: 'false',
        TESSERA_WEB_DIST: fakeWebDist(tmp.dir),
        TESSERA_ADMIN_USERNAME: ADMIN.username,
        TESSERA_ADMIN_PASSWORD: ADMIN.password,
        REDIS_URL: '',
      },
      ['--workers', '2'],
    );
    await waitHealthy(web, 120_000);
  }, 150_000);
  afterAll(async () => {
    if (web.proc.exitCode === null) await web.kill('SIGKILL');
    await pgdb?.drop();
    tmp.remove();
  });

  it('serves one port from two processes, and a SIGTERM lets the request in flight finish', async () => {
    // The second process may still be starting when the first answers: scrape until both share the work.
    let shared = false;
    for (let round = 0; round < 20 && !shared; round += 1) {
      const counts: number[] = [];
      for (let i = 0; i < 10; i += 1) counts.push(await scrapesSeenBy(web.url));
      // One process alone would count up by one each time.
      shared = counts.some((c, i) => i > 0 && c <= (counts[i - 1] as number));
      if (!shared) await new Promise((r) => setTimeout(r, 500));
    }
    expect(shared).toBe(true);

    const client = new SessionClient();
    await client.signIn(web.url, ADMIN.username, ADMIN.password);
    const db = await client.call<{ id: number }>(web.url, 'POST', '/api/v1/database/', {
      database_name: 'self',
      sqlalchemy_uri: pgdb.url,
      expose_in_sqllab: true,
    });
    expect(db.status, JSON.stringify(db.body)).toBe(201);
    const slow = client.call<{ status: string }>(web.url, 'POST', '/api/v1/sqllab/execute/', {
      database_id: db.body.id,
      sql: 'SELECT pg_sleep(2) IS NULL AS slept',
      runAsync: false,
    });
    await new Promise((r) => setTimeout(r, 500));
    const exit = new Promise<number | null>((resolve) => web.proc.once('exit', (code) => resolve(code)));
    web.proc.kill('SIGTERM');
    const answer = await slow;
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await exit).toBe(0);
  }, 60_000);
});
