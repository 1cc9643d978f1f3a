import { MAX_PAGE_SIZE } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../test-support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';

interface Page {
  result: { id: number }[];
  count: number;
  ids: number[];
}

const q = (rison: string): string => `?q=${encodeURIComponent(rison)}`;

describe('list paging past the end and oversized pages', () => {
  let t: TestApp;
  let admin: TestClient;

  beforeAll(async () => {
    t = await startTestApp({ store: 'sqlite' });
    admin = await signedInAdmin(t);
    for (const name of ['one', 'two', 'three']) {
      const res = await admin.post('/api/v1/database/', { database_name: name, sqlalchemy_uri: 'sqlite://' });
      if (res.status !== 201) throw new Error(`${name}: ${res.status} ${JSON.stringify(res.body)}`);
    }
  });
  afterAll(async () => t?.close());

  it('answers a page past the end with no rows and the true count', async () => {
    const res = await admin.get<Page>(`/api/v1/database/${q('(page:5,page_size:2)')}`);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual([]);
    expect(res.body.count).toBe(3);
  });

  it("caps an oversized page_size at the maximum instead of refusing it (Flask-AppBuilder's rule)", async () => {
    const res = await admin.get<Page>(`/api/v1/database/${q(`(page:0,page_size:${MAX_PAGE_SIZE * 10})`)}`);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(3);
    expect(res.body.result).toHaveLength(3);
  });

  it('still names the field of a page size that is not a number', async () => {
    const res = await admin.get<{ errors?: { extra?: { field?: string } }[] }>(
      `/api/v1/database/${q("(page_size:'many')")}`,
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('q.page_size');
  });
});
