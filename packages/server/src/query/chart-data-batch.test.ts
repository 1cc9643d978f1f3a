import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countingEngine, type CountingEngine } from '../../test-support/counting-engine.js';
import { signedInAdmin } from '../../test-support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';
import type * as CompileModule from './compile-query.js';
import { compileQuery } from './compile-query.js';
import { registerSampleDataset } from '../../test-support/flights-sample.js';
import { duckdbSample, type SampleDatabase } from '../../test-support/sample-databases.js';

// A spy around the compile step of the app under test: the pipeline imports the same module.
vi.mock('./compile-query.js', async (importOriginal) => {
  const actual = await importOriginal<typeof CompileModule>();
  return { ...actual, compileQuery: vi.fn(actual.compileQuery) };
});

const qc = (datasetId: number, rowLimit: number) => ({
  datasource: { id: datasetId, type: 'table' },
  queries: [{ columns: ['origin'], metrics: ['count'], orderby: [['origin', true]], row_limit: rowLimit }],
});

describe('the batch prepares each query once', () => {
  let t: TestApp;
  let admin: TestClient;
  let sample: SampleDatabase;
  let engine: CountingEngine;
  let datasetId: number;

  beforeAll(async () => {
    sample = await duckdbSample();
    t = await startTestApp();
    admin = await signedInAdmin(t);
    const db = await admin.post<{ id: number }>('/api/v1/database/', {
      database_name: 'sample',
      sqlalchemy_uri: sample.uri,
    });
    datasetId = await registerSampleDataset(t.ctx.meta.db, db.body.id, 'main');
    engine = countingEngine(t.ctx);
  });
  afterAll(async () => {
    await t?.close();
    await sample?.drop();
  });

  const batch = async (): Promise<{ key: string; status: number; result: { is_cached: boolean }[] }[]> => {
    const res = await admin.post<string>('/api/v1/chart/data/batch', {
      // Two keys share the first query: it is one job.
      queries: [
        { key: 'a', query_context: qc(datasetId, 101) },
        { key: 'b', query_context: qc(datasetId, 102) },
        { key: 'c', query_context: qc(datasetId, 101) },
      ],
    });
    return String(res.body)
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { key: string; status: number; result: { is_cached: boolean }[] })
      .sort((x, y) => x.key.localeCompare(y.key));
  };

  it('compiles one query once on a miss (the cache probe and the run share the plan) and once on a hit', async () => {
    engine.reset();
    vi.mocked(compileQuery).mockClear();
    const miss = await batch();
    expect(miss.map((l) => [l.key, l.status, l.result[0]?.is_cached])).toEqual([
      ['a', 200, false],
      ['b', 200, false],
      ['c', 200, false],
    ]);
    expect(vi.mocked(compileQuery)).toHaveBeenCalledTimes(2);
    expect(engine.executed).toHaveLength(2);

    vi.mocked(compileQuery).mockClear();
    const hit = await batch();
    expect(hit.map((l) => [l.key, l.status, l.result[0]?.is_cached])).toEqual([
      ['a', 200, true],
      ['b', 200, true],
      ['c', 200, true],
    ]);
    expect(vi.mocked(compileQuery)).toHaveBeenCalledTimes(2);
    expect(engine.executed).toHaveLength(2);
  });
});
