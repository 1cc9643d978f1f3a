import { lastModifiedTimeOf } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole } from '../services/security/role-service.js';
import { postChart, q, startChartApp, type ChartApp } from '../../test-support/chart-fixtures.js';
import { signedInUser } from '../../test-support/fixtures.js';
import { postgresAvailable } from '../../test-support/services.js';
import type { TestClient } from '../../test-support/test-app.js';

interface Detail {
  result: {
    id: number;
    dashboard_title: string;
    slug: string | null;
    certified_by: string | null;
    certification_details: string | null;
    changed_on: string | null;
    changed_by_name: string;
    position_json: string | null;
    json_metadata: string | null;
    owners: { id: number }[];
    charts: string[];
  };
}
interface Failure {
  message: string;
  errors?: { error_type: string; extra?: Record<string, unknown> }[];
}
interface Saved {
  last_modified_time: number;
  result: Record<string, unknown>;
}
interface Copied {
  id: number;
  dashboard_title: string;
  last_modified_time: number;
}

const chartNode = (key: string, chartId: number) => ({
  id: key,
  type: 'CHART',
  children: [],
  parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
  meta: { chartId, width: 4, height: 50 },
});
const layoutOf = (chartIds: number[]) => ({
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], parents: ['ROOT_ID'] },
  'ROW-1': {
    id: 'ROW-1',
    type: 'ROW',
    children: chartIds.map((_, i) => `CHART-${i}`),
    parents: ['ROOT_ID', 'GRID_ID'],
    meta: {},
  },
  ...Object.fromEntries(chartIds.map((id, i) => [`CHART-${i}`, chartNode(`CHART-${i}`, id)])),
});

const placedIn = (positionJson: string | null): number[] =>
  Object.values(JSON.parse(positionJson ?? '{}') as Record<string, { type?: string; meta?: { chartId?: number } }>)
    .filter((n) => n.type === 'CHART')
    .map((n) => n.meta?.chartId ?? 0)
    .sort((a, b) => a - b);

const show = async (client: TestClient, id: number): Promise<Detail['result']> => {
  const res = await client.get<Detail>(`/api/v1/dashboard/${id}`);
  if (res.status !== 200) throw new Error(`dashboard ${id}: ${res.status}`);
  return res.body.result;
};

/** Superset's save-as posts the form field `data` holding JSON text. */
const postForm = (client: TestClient, path: string, data: unknown) =>
  client.request<Copied & Failure>('POST', path, undefined, {
    raw: new URLSearchParams({ data: JSON.stringify(data) }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe.each([['sqlite', true] as const, ['postgres', await postgresAvailable()] as const])(
  '%s metadata: dashboard save, overwrite, save-as and properties (PUT, copy_dash, css_template)',
  (store, available) => {
    let app: ChartApp;
    let alpha: TestClient;
    let alphaId: number;
    let viewer: TestClient;
    let flights: number;
    let cars: number;
    let boardId: number;
    let roleId: number;

    beforeAll(async () => {
      if (!available) return;
      app = await startChartApp(store);
      ({ client: alpha, id: alphaId } = await signedInUser(app.t, 'alice', ['Alpha']));
      roleId = (await createRole(app.t.ctx.meta.db, 'board_viewers')).id;
      ({ client: viewer } = await signedInUser(app.t, 'vera', ['Gamma', 'board_viewers']));
      flights = await postChart(app.admin, { slice_name: 'Flights', datasource_id: app.flightsId });
      cars = await postChart(app.admin, { slice_name: 'Cars', datasource_id: app.carsId });
      const board = await app.admin.post<{ id: number }>('/api/v1/dashboard/', {
        dashboard_title: 'Board',
        slug: 'board',
        published: true,
        owners: [alphaId],
        position_json: JSON.stringify(layoutOf([flights, cars])),
        json_metadata: JSON.stringify({
          color_scheme: 'supersetColors',
          label_colors: { Boeing: '#ff0000' },
          expanded_slices: { [flights]: true },
          chart_configuration: {
            [flights]: { id: flights, crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [cars] } } },
          },
        }),
      });
      boardId = board.body.id;
      await app.admin.put(`/api/v1/dashboard/${boardId}`, { owners: [app.adminId, alphaId] });
    });
    afterAll(async () => app?.close());

    it.runIf(available)("applies Superset's save defaults and moves positions out of json_metadata", async () => {
      const before = await show(app.admin, boardId);
      const layout = layoutOf([cars, flights]);
      const res = await app.admin.put<Saved>(`/api/v1/dashboard/${boardId}`, {
        dashboard_title: '  ',
        slug: '',
        certified_by: '',
        certification_details: 'kept only with a certifier',
        owners: [app.adminId, alphaId],
        json_metadata: JSON.stringify({ color_scheme: 'bnbColors', positions: layout }),
        last_modified_time: lastModifiedTimeOf(before.changed_on),
      });
      expect(res.status).toBe(200);
      expect(res.body.last_modified_time).toBeGreaterThanOrEqual(lastModifiedTimeOf(before.changed_on));
      const after = await show(app.admin, boardId);
      expect(after).toMatchObject({
        dashboard_title: '[ untitled dashboard ]',
        slug: null,
        certified_by: null,
        certification_details: null,
      });
      expect(JSON.parse(after.position_json ?? '{}')).toEqual(layout);
      expect(JSON.parse(after.json_metadata ?? '{}')).toEqual({ color_scheme: 'bnbColors' });
      expect(lastModifiedTimeOf(after.changed_on)).toBe(res.body.last_modified_time);

      const certified = await app.admin.put<Saved>(`/api/v1/dashboard/${boardId}`, {
        dashboard_title: 'Board',
        slug: 'board',
        certified_by: 'Data team',
        certification_details: 'Checked weekly',
      });
      expect(certified.status).toBe(200);
      expect(await show(app.admin, boardId)).toMatchObject({
        certified_by: 'Data team',
        certification_details: 'Checked weekly',
      });

      // The layout as a top-level `positions` object, and as position_json text.
      const top = await app.admin.put(`/api/v1/dashboard/${boardId}`, { positions: layoutOf([flights, cars]) });
      expect(top.status).toBe(200);
      expect(JSON.parse((await show(app.admin, boardId)).position_json ?? '{}')).toEqual(layoutOf([flights, cars]));
      const text = await app.admin.put(`/api/v1/dashboard/${boardId}`, {
        position_json: JSON.stringify(layoutOf([flights])),
      });
      expect(text.status).toBe(200);
      expect((await show(app.admin, boardId)).charts).toEqual(['Flights']);
      await app.admin.put(`/api/v1/dashboard/${boardId}`, { positions: layoutOf([flights, cars]) });
    });

    it.runIf(available)(
      'refuses a stale save with 409 naming who saved last, and takes an overwrite with the fresh time',
      async () => {
        const loaded = lastModifiedTimeOf((await show(app.admin, boardId)).changed_on);
        const first = await alpha.put<Saved>(`/api/v1/dashboard/${boardId}`, {
          css: '.first {}',
          last_modified_time: loaded,
        });
        expect(first.status).toBe(200);
        const stale = await app.admin.put<Failure>(`/api/v1/dashboard/${boardId}`, {
          css: '.second {}',
          last_modified_time: loaded,
        });
        expect(stale.status).toBe(409);
        expect(stale.body.message).toContain('alice Tester');
        expect(stale.body.errors?.[0]?.extra).toMatchObject({
          changed_by_name: 'alice Tester',
          last_modified_time: first.body.last_modified_time,
        });
        expect((await show(app.admin, boardId)).changed_by_name).toBe('alice Tester');

        const overwrite = await app.admin.put<Saved>(`/api/v1/dashboard/${boardId}`, {
          css: '.second {}',
          last_modified_time: first.body.last_modified_time,
        });
        expect(overwrite.status).toBe(200);
        const stored = await app.admin.get<{ result: { css: string } }>(`/api/v1/dashboard/${boardId}`);
        expect(stored.body.result.css).toBe('.second {}');
        // Whole seconds (Superset's own precision) compare at the second.
        const wholeSecond = Math.floor(overwrite.body.last_modified_time);
        expect((await app.admin.put(`/api/v1/dashboard/${boardId}`, { last_modified_time: wholeSecond })).status).toBe(
          200,
        );
        expect(
          (await app.admin.put(`/api/v1/dashboard/${boardId}`, { last_modified_time: wholeSecond - 5 })).status,
        ).toBe(409);
      },
    );

    it.runIf(available)('answers a taken slug with 422 naming slug', async () => {
      const other = await app.admin.post<{ id: number }>('/api/v1/dashboard/', {
        dashboard_title: 'Other',
        slug: 'other',
      });
      const res = await app.admin.put<Failure>(`/api/v1/dashboard/${boardId}`, { slug: 'other' });
      expect(res.status).toBe(422);
      expect(res.body.message).toContain('slug');
      expect(res.body.errors?.[0]?.extra?.['field']).toBe('slug');
      expect((await show(app.admin, boardId)).slug).toBe('board');
      expect((await show(app.admin, other.body.id)).slug).toBe('other');
    });

    it.runIf(available)('validates json_metadata key by key, naming the field, and saves nothing', async () => {
      const before = await show(app.admin, boardId);
      const cases: [string, string][] = [
        ['{"refresh_frequency": "often"}', 'json_metadata.refresh_frequency'],
        ['{"label_colors": {"Boeing": 3}}', 'json_metadata.label_colors.Boeing'],
        ['{"cross_filters_enabled": "yes"}', 'json_metadata.cross_filters_enabled'],
        ['{not json', 'json_metadata'],
        ['[1, 2]', 'json_metadata'],
      ];
      for (const [text, field] of cases) {
        const res = await app.admin.put<Failure>(`/api/v1/dashboard/${boardId}`, { json_metadata: text, css: 'x' });
        expect(res.status, text).toBe(400);
        expect(res.body.message, text).toContain(field);
        expect(res.body.errors?.[0]?.extra?.['field'], text).toBe(field);
      }
      const after = await show(app.admin, boardId);
      expect(after.json_metadata).toBe(before.json_metadata);
      expect(after.changed_on).toBe(before.changed_on);
    });

    it.runIf(available)('lets owners and admins save; a Gamma or Alpha non-owner gets 403', async () => {
      const mixed = await app.admin.post<{ id: number }>('/api/v1/dashboard/', {
        dashboard_title: 'Flights only',
        published: true,
        position_json: JSON.stringify(layoutOf([flights])),
      });
      expect((await app.gamma.put(`/api/v1/dashboard/${mixed.body.id}`, { css: 'x' })).status).toBe(403);
      expect((await alpha.put(`/api/v1/dashboard/${mixed.body.id}`, { css: 'x' })).status).toBe(403);
      expect((await alpha.put(`/api/v1/dashboard/${boardId}`, { css: '.alpha {}' })).status).toBe(200);
    });

    it.runIf(available)('copies a dashboard without cloning its charts; the caller owns the copy', async () => {
      const source = await show(app.admin, boardId);
      const res = await postForm(alpha, `/superset/copy_dash/${boardId}/`, {
        dashboard_title: 'Board (copy)',
        css: '.copy {}',
        duplicate_slices: false,
        json_metadata: source.json_metadata,
        positions: JSON.parse(source.position_json ?? '{}') as unknown,
        last_modified_time: 1,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ dashboard_title: 'Board (copy)' });
      expect(res.body.last_modified_time).toBeGreaterThan(0);
      const copy = await show(alpha, res.body.id);
      expect(copy.owners.map((o) => o.id)).toEqual([alphaId]);
      expect(copy.slug).toBeNull();
      expect(placedIn(copy.position_json)).toEqual([flights, cars].sort((a, b) => a - b));
      expect(copy.charts.sort()).toEqual(['Cars', 'Flights']);
    });

    it.runIf(available)(
      'copies with duplicate_slices: clones the charts and remaps ids in positions and metadata',
      async () => {
        const chartsBefore = await app.admin.get<{ count: number }>(`/api/v1/chart/${q('(page_size:1)')}`);
        const metadata = {
          expanded_slices: { [flights]: true },
          timed_refresh_immune_slices: [cars],
          chart_configuration: {
            [flights]: { id: flights, crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [cars] } } },
          },
          label_colors: { Boeing: '#ff0000' },
        };
        const res = await app.admin.post<Copied>(`/tessera/copy_dash/${boardId}/`, {
          data: {
            dashboard_title: 'Board (clone)',
            duplicate_slices: true,
            metadata,
            positions: layoutOf([flights, cars]),
          },
        });
        expect(res.status).toBe(200);
        const copy = await show(app.admin, res.body.id);
        const placed = placedIn(copy.position_json);
        expect(placed).toHaveLength(2);
        expect(placed.some((id) => id === flights || id === cars)).toBe(false);
        const chartsAfter = await app.admin.get<{ count: number }>(`/api/v1/chart/${q('(page_size:1)')}`);
        expect(chartsAfter.body.count).toBe(chartsBefore.body.count + 2);
        const clones = await app.admin.get<{ result: { id: number; slice_name: string }[] }>(
          `/api/v1/dashboard/${res.body.id}/charts`,
        );
        const cloneOf = (name: string) => clones.body.result.find((c) => c.slice_name === name)?.id ?? 0;
        const [newFlights, newCars] = [cloneOf('Flights'), cloneOf('Cars')];
        expect(placed).toEqual([newFlights, newCars].sort((a, b) => a - b));
        expect(JSON.parse(copy.json_metadata ?? '{}')).toMatchObject({
          expanded_slices: { [newFlights]: true },
          timed_refresh_immune_slices: [newCars],
          chart_configuration: {
            [newFlights]: { id: newFlights, crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [newCars] } } },
          },
          label_colors: { Boeing: '#ff0000' },
        });
        // The source keeps its own charts.
        expect(placedIn((await show(app.admin, boardId)).position_json)).toEqual([flights, cars].sort((a, b) => a - b));
      },
    );

    it.runIf(available)(
      'refuses to clone charts the caller cannot read, and a copy of an invisible dashboard',
      async () => {
        const mixed = await app.admin.post<{ id: number }>('/api/v1/dashboard/', {
          dashboard_title: 'Mixed',
          published: true,
          position_json: JSON.stringify(layoutOf([flights, cars])),
        });
        const cloned = await app.gamma.post<Failure>(`/tessera/copy_dash/${mixed.body.id}/`, {
          data: { dashboard_title: 'Gina copy', duplicate_slices: true },
        });
        expect(cloned.status).toBe(403);
        expect(cloned.body.message).toContain(String(cars));
        const linked = await app.gamma.post<Copied>(`/tessera/copy_dash/${mixed.body.id}/`, {
          data: { dashboard_title: 'Gina copy' },
        });
        expect(linked.status).toBe(200);
        const draft = await app.admin.post<{ id: number }>('/api/v1/dashboard/', { dashboard_title: 'Hidden draft' });
        expect((await app.gamma.post(`/tessera/copy_dash/${draft.body.id}/`, { data: {} })).status).toBe(404);
        expect((await app.gamma.post(`/tessera/copy_dash/${mixed.body.id}/`, { data: '{oops' })).status).toBe(400);
        const badMetadata = await app.admin.post<Failure>(`/tessera/copy_dash/${mixed.body.id}/`, {
          data: { dashboard_title: 'Bad', metadata: { refresh_frequency: 'often' } },
        });
        expect(badMetadata.status).toBe(400);
        expect(badMetadata.body.errors?.[0]?.extra?.['field']).toBe('json_metadata.refresh_frequency');
      },
    );

    it.runIf(available)('shows a dashboard with roles only to those roles, its owners and admins', async () => {
      const restricted = await app.admin.post<{ id: number }>('/api/v1/dashboard/', {
        dashboard_title: 'Restricted',
        published: true,
        roles: [roleId],
        owners: [app.adminId],
        position_json: JSON.stringify(layoutOf([flights])),
      });
      const id = restricted.body.id;
      // Gina reads the flights dataset and Alice reads everything, but neither holds the role.
      expect((await app.gamma.get(`/api/v1/dashboard/${id}`)).status).toBe(404);
      expect((await alpha.get(`/api/v1/dashboard/${id}`)).status).toBe(404);
      expect((await viewer.get(`/api/v1/dashboard/${id}`)).status).toBe(200);
      expect((await app.admin.get(`/api/v1/dashboard/${id}`)).status).toBe(200);
      const listed = async (client: TestClient) =>
        (await client.get<{ ids: number[] }>(`/api/v1/dashboard/${q('(page_size:100)')}`)).body.ids.includes(id);
      expect([await listed(app.gamma), await listed(alpha), await listed(viewer)]).toEqual([false, false, true]);
      await app.admin.put(`/api/v1/dashboard/${id}`, { owners: [app.adminId, alphaId] });
      expect((await alpha.get(`/api/v1/dashboard/${id}`)).status).toBe(200);
      // A draft with roles is its owners' alone.
      await app.admin.put(`/api/v1/dashboard/${id}`, { published: false });
      expect((await viewer.get(`/api/v1/dashboard/${id}`)).status).toBe(404);
    });

    it.runIf(available)('lists the CSS templates for Alpha; Gamma has no CSS templates', async () => {
      const list = await alpha.get<{ count: number; result: { template_name: string; css: string }[] }>(
        '/api/v1/css_template/',
      );
      expect(list.status).toBe(200);
      expect(list.body.count).toBeGreaterThanOrEqual(3);
      expect(list.body.result.every((c) => c.template_name !== '' && c.css !== '')).toBe(true);
      expect((await app.gamma.get('/api/v1/css_template/')).status).toBe(403);
    });
  },
);
