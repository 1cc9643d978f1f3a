import { it } from 'vitest';
import { signedInAdmin } from '../../test-support/fixtures.js';
import { duckdbSample } from '../../test-support/sample-databases.js';
import { startTestApp } from '../../test-support/test-app.js';

it('probe', async () => {
  const sample = await duckdbSample();
  const t = await startTestApp();
  const admin = await signedInAdmin(t);
  const db = (await admin.post<{ id: number }>('/api/v1/database/', { database_name: 'lab', sqlalchemy_uri: sample.uri, allow_run_async: true })).body.id;
  const sql = "SELECT i, i * 2 AS b, 'origin_' || (i % 300) AS c, i / 7.0 AS d, TIMESTAMP '2020-01-01' + INTERVAL (i) SECOND AS e FROM range(100000) t(i)";
  for (let k = 0; k < 3; k += 1) {
    const s = performance.now();
    const r = await admin.post<{ query: { id: string } }>('/api/v1/sqllab/execute/', { database_id: db, sql, queryLimit: 100000, runAsync: true, client_id: `p${k}x` });
    const a = performance.now();
    let key: string | null = null;
    while (key === null) {
      const u = await admin.get<{ result: { id: string; state: string; resultsKey: string | null }[] }>(`/api/v1/query/updated_since?q=(last_updated_ms:0)`);
      const q = u.body.result.find((x) => x.id === `p${k}x`);
      if (q?.state === 'success') key = q.resultsKey; else await new Promise((res) => setTimeout(res, 20));
    }
    const b = performance.now();
    const res = await admin.get(`/api/v1/sqllab/results/?q=(key:'${key}')`);
    console.log('async', r.status, 'post', Math.round(a - s), 'done', Math.round(b - s), 'results', Math.round(performance.now() - b), res.status);
  }
  await t.close();
  await sample.drop();
}, 120_000);
