import type { FilterSet, FilterSetList } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeKey } from '../services/shared/key-value-store.js';
import { postChart, startChartApp, type ChartApp } from '../../test-support/chart-fixtures.js';
import { signedInUser } from '../../test-support/fixtures.js';
import type { TestClient } from '../../test-support/test-app.js';

interface Answer {
  key: string;
  value: string;
  id: number;
  result: FilterSet;
  message: string;
  errors?: { extra?: { field?: string } }[];
}

const layout = (chartIds: number[]): string =>
  JSON.stringify(
    Object.fromEntries(
      chartIds.map((id) => [`CHART-${id}`, { id: `CHART-${id}`, type: 'CHART', meta: { chartId: id } }]),
    ),
  );

const mask = (origin: string): string =>
  JSON.stringify({ 'NATIVE_FILTER-o': { extraFormData: { filters: [{ col: 'origin', op: 'IN', val: [origin] }] } } });
const setBody = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  json_metadata: JSON.stringify({ dataMask: JSON.parse(mask('SEA')) as unknown }),
  owner_type: 'Dashboard',
  ...extra,
});

describe('dashboard filter state and filter sets', () => {
  let app: ChartApp;
  let other: { client: TestClient; id: number };
  let board: number;
  let hidden: number;
  let gammaBoard: number;

  beforeAll(async () => {
    app = await startChartApp();
    other = await signedInUser(app.t, 'otto', ['Gamma', 'flights_readers']);
    const flights = await postChart(app.admin, { slice_name: 'Flights', datasource_id: app.flightsId });
    const cars = await postChart(app.admin, { slice_name: 'Cars', datasource_id: app.carsId });
    const post = async (client: TestClient, body: Record<string, unknown>) =>
      (await client.post<{ id: number }>('/api/v1/dashboard/', { published: true, ...body })).body.id;
    board = await post(app.admin, { dashboard_title: 'Board', position_json: layout([flights]) });
    hidden = await post(app.admin, { dashboard_title: 'Cars only', position_json: layout([cars]) });
    gammaBoard = await post(app.gamma, { dashboard_title: 'Gina’s board', published: false });
  });
  afterAll(async () => app?.close());

  const state = (id: number, key = '') => `/api/v1/dashboard/${id}/filter_state${key === '' ? '' : `/${key}`}`;
  const sets = (id: number, pk?: number) => `/api/v1/dashboard/${id}/filtersets${pk === undefined ? '' : `/${pk}`}`;

  it('stores a data mask under a key, gives it back unchanged and keeps one key per tab', async () => {
    const created = await app.gamma.post<Answer>(`${state(board)}?tab_id=3`, { value: mask('SEA') });
    expect(created.status).toBe(201);
    expect((await app.gamma.get<Answer>(state(board, created.body.key))).body.value).toBe(mask('SEA'));
    const again = await app.gamma.post<Answer>(`${state(board)}?tab_id=3`, { value: mask('SFO') });
    expect(again.body.key).toBe(created.body.key);
    const otherTab = await app.gamma.post<Answer>(`${state(board)}?tab_id=4`, { value: mask('SFO') });
    expect(otherTab.body.key).not.toBe(created.body.key);
    const put = await app.gamma.put<Answer>(state(board, created.body.key), { value: mask('LAX') });
    expect(put.status).toBe(200);
    expect(put.body.key).toBe(created.body.key);
    expect((await app.gamma.get<Answer>(state(board, created.body.key))).body.value).toBe(mask('LAX'));
  });

  it("lets another user open a shared key but refuses changing or deleting another user's key", async () => {
    const { key } = (await app.gamma.post<Answer>(state(board), { value: mask('JFK') })).body;
    expect((await other.client.get<Answer>(state(board, key))).body.value).toBe(mask('JFK'));
    const put = await other.client.put<Answer>(state(board, key), { value: mask('SEA') });
    expect(put.status).toBe(403);
    expect(put.body.message).toMatch(/not the owner/);
    expect((await other.client.delete(state(board, key))).status).toBe(403);
    expect((await app.gamma.get<Answer>(state(board, key))).body.value).toBe(mask('JFK'));
    // A key belongs to its dashboard; a dashboard the reader may not see answers 404.
    expect((await app.admin.get(state(hidden, key))).status).toBe(404);
    expect((await app.gamma.post(state(hidden), { value: '{}' })).status).toBe(404);
    expect((await app.gamma.delete(state(board, key))).status).toBe(200);
    expect((await app.gamma.get(state(board, key))).status).toBe(404);
  });

  it('forgets an entry once it expired', async () => {
    const { key } = (await app.gamma.post<Answer>(state(board), { value: mask('ORD') })).body;
    const uuid = decodeKey(key) ?? '';
    const past = new Date(Date.now() - 1000).toISOString();
    await app.t.ctx.meta.db.updateTable('key_value').set({ expires_on: past }).where('uuid', '=', uuid).execute();
    expect((await app.gamma.get(state(board, key))).status).toBe(404);
    expect((await app.gamma.put(state(board, key), { value: '{}' })).status).toBe(404);
  });

  it('refuses a value that is not JSON, naming the field', async () => {
    for (const value of ['not json', '[1]', '']) {
      const res = await app.gamma.post<Answer>(state(board), { value });
      expect(res.status, value).toBe(400);
      expect(res.body.errors?.[0]?.extra?.field).toBe('value');
    }
    expect((await app.gamma.get(state(board, 'not-a-key'))).status).toBe(404);
  });

  it("writes 'Dashboard' sets for the dashboard's owners and admins only, 'User' sets for their user only", async () => {
    expect((await app.gamma.post(sets(board), setBody('Mine'))).status).toBe(403);
    const own = await app.gamma.post<Answer>(
      sets(board),
      setBody('Gina', { owner_type: 'User', owner_id: app.gammaId }),
    );
    expect(own.status).toBe(201);
    expect(own.body.result).toMatchObject({
      name: 'Gina',
      owner_type: 'User',
      owner_id: app.gammaId,
      dashboard_id: board,
    });
    const forOther = setBody('Not mine', { owner_type: 'User', owner_id: app.adminId });
    expect((await app.gamma.post(sets(board), forOther)).status).toBe(403);
    const shared = await app.admin.post<Answer>(sets(board), setBody('Team'));
    expect(shared.status).toBe(201);
    expect(shared.body.result).toMatchObject({ owner_type: 'Dashboard', owner_id: board });
    expect(shared.body.result.params).toEqual({ dataMask: JSON.parse(mask('SEA')) as unknown });

    const gammaList = await app.gamma.get<FilterSetList>(sets(board));
    expect(gammaList.body.result.map((s) => s.name)).toEqual(['Gina', 'Team']);
    const otherList = await other.client.get<FilterSetList>(sets(board));
    expect(otherList.body.result.map((s) => s.name)).toEqual(['Team']);
    expect((await other.client.get(sets(board, own.body.id))).status).toBe(404);
    expect((await other.client.put(sets(board, own.body.id), { name: 'x' })).status).toBe(404);

    expect((await app.gamma.put(sets(board, shared.body.id), { name: 'Taken over' })).status).toBe(403);
    expect((await app.gamma.delete(sets(board, shared.body.id))).status).toBe(403);
    const renamed = await app.gamma.put<Answer>(sets(board, own.body.id), { name: 'Gina 2' });
    expect(renamed.body.result.name).toBe('Gina 2');
    expect((await app.admin.put<Answer>(sets(board, shared.body.id), { name: 'Team 2' })).body.result.name).toBe(
      'Team 2',
    );
    expect((await app.gamma.delete(sets(board, own.body.id))).status).toBe(200);
    expect((await app.admin.delete(sets(board, shared.body.id))).status).toBe(200);
    expect((await app.gamma.get<FilterSetList>(sets(board))).body.count).toBe(0);
  });

  it('lets a dashboard owner who is no admin write its Dashboard sets; hides the sets of a hidden dashboard', async () => {
    const created = await app.gamma.post<Answer>(sets(gammaBoard), setBody('Owned'));
    expect(created.status).toBe(201);
    expect((await other.client.get(sets(gammaBoard))).status).toBe(404);
    expect((await app.gamma.get(sets(hidden))).status).toBe(404);
  });

  it('refuses bad filter set bodies with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [setBody(''), 'name'],
      [setBody('x', { json_metadata: '{not json' }), 'json_metadata'],
      [setBody('x', { json_metadata: JSON.stringify({ nativeFilters: {} }) }), 'json_metadata'],
      [setBody('x', { owner_type: 'Team' }), 'owner_type'],
      [setBody('x', { owner_type: 'User' }), 'owner_id'],
      [setBody('x', { owner_id: 999 }), 'owner_id'],
    ];
    for (const [body, field] of cases) {
      const res = await app.admin.post<Answer>(sets(board), body);
      expect(res.status, field).toBe(400);
      expect(res.body.errors?.[0]?.extra?.field, JSON.stringify(body)).toBe(field);
    }
    expect((await app.admin.put(sets(board, 2_147_483_000), { name: 'x' })).status).toBe(404);
  });
});
