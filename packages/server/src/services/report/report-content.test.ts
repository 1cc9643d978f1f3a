import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyJwt } from '../../auth/jwt.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { KV_RESOURCE, decodeKey, kvGet } from '../shared/key-value-store.js';
import { chartRenderUrl, dashboardRenderUrl, executorToken, tableOf } from './report-content.js';

describe('report content helpers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  it('opens a dashboard in report mode, through a permalink carrying the saved filter state and tabs', async () => {
    expect(await dashboardRenderUrl(t.ctx.meta.db, 'http://app', 7, undefined, null)).toBe(
      'http://app/tessera/dashboard/7/?standalone=3',
    );
    expect(await dashboardRenderUrl(t.ctx.meta.db, 'http://app', 7, { dataMask: {} }, null)).toBe(
      'http://app/tessera/dashboard/7/?standalone=3',
    );
    const state = { dataMask: { 'NATIVE_FILTER-1': { filterState: { value: ['SEA'] } } }, activeTabs: ['TAB-b'] };
    const url = await dashboardRenderUrl(
      t.ctx.meta.db,
      'http://app',
      7,
      { ...state, urlParams: [['standalone', '0']] },
      null,
    );
    const key = /\/tessera\/dashboard\/p\/([^/]+)\/\?standalone=3$/.exec(url)?.[1] ?? '';
    const entry = await kvGet(t.ctx.meta.db, KV_RESOURCE.dashboardPermalink, decodeKey(key) ?? '');
    expect(entry?.value).toEqual({ dashboardId: '7', state: { ...state, urlParams: [['standalone', '3']] } });
    expect(chartRenderUrl('http://app', 4)).toBe('http://app/explore/?slice_id=4&standalone=3');
  });

  it('signs a five-minute access token carrying only the executor id', () => {
    const now = new Date('2026-03-02T10:00:00Z');
    const claims = verifyJwt(t.ctx.keys.jwt, executorToken(t.ctx.keys.jwt, 12, now), now.getTime());
    expect(claims).toEqual({ sub: '12', type: 'access', iat: now.getTime() / 1000, exp: now.getTime() / 1000 + 300 });
    expect(verifyJwt(t.ctx.keys.jwt, executorToken(t.ctx.keys.jwt, 12, now), now.getTime() + 301_000)).toBeNull();
  });

  it('renders TEXT reports as an escaped HTML table', () => {
    const table = tableOf(['origin', 'count'], [{ origin: '<SEA>', count: 3 }]);
    expect(table.html).toContain('<td>&#60;SEA&#62;</td><td>3</td>');
    expect(table.text).toBe('origin | count\n<SEA> | 3');
  });
});
