import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { q } from '../../test-support/chart-fixtures.js';
import { signedInAdmin, signedInUser } from '../../test-support/fixtures.js';
import { postgresAvailable } from '../../test-support/services.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';

interface Answer {
  id: number;
  result: Record<string, unknown>;
  message: string;
  errors?: { extra?: { field?: string } }[];
}

interface ListAnswer {
  result: (Record<string, unknown> & { id: number })[];
  count: number;
  ids: number[];
  message: string;
}

const LAYERS = '/api/v1/annotation_layer/';
const annotationsOf = (layer: number): string => `${LAYERS}${layer}/annotation/`;

describe.each([['sqlite', true] as const, ['postgres', await postgresAvailable()] as const])(
  '%s metadata: annotation layer and annotation API',
  (store, available) => {
    let t: TestApp;
    let admin: TestClient;
    let alpha: TestClient;
    let gamma: TestClient;
    let alphaId: number;

    const postLayer = async (client: TestClient, body: Record<string, unknown>): Promise<number> => {
      const res = await client.post<Answer>(LAYERS, body);
      if (res.status !== 201) throw new Error(`layer ${JSON.stringify(body)}: ${res.status} ${res.body.message}`);
      return res.body.id;
    };
    const postAnnotation = async (layer: number, body: Record<string, unknown>): Promise<number> => {
      const res = await admin.post<Answer>(annotationsOf(layer), body);
      if (res.status !== 201) throw new Error(`annotation ${JSON.stringify(body)}: ${res.status} ${res.body.message}`);
      return res.body.id;
    };

    beforeAll(async () => {
      if (!available) return;
      t = await startTestApp({ store });
      admin = await signedInAdmin(t);
      const a = await signedInUser(t, 'alfred', ['Alpha']);
      alpha = a.client;
      alphaId = a.id;
      gamma = (await signedInUser(t, 'gina', ['Gamma'])).client;
    });
    afterAll(async () => t?.close());

    it.runIf(available)('creates, shows, renames and lists layers with Superset fields', async () => {
      const created = await admin.post<Answer>(LAYERS, { name: ' Releases ', descr: 'Product releases' });
      expect(created.status).toBe(201);
      expect(created.body.result).toEqual({ name: 'Releases', descr: 'Product releases' });
      const id = created.body.id;
      const shown = await admin.get<Answer>(`${LAYERS}${id}`);
      expect(shown.status).toBe(200);
      expect(shown.body).toMatchObject({
        id,
        result: {
          id,
          name: 'Releases',
          descr: 'Product releases',
          created_by: { id: expect.any(Number), first_name: expect.any(String) },
          changed_on_delta_humanized: 'now',
        },
      });
      const renamed = await admin.put<Answer>(`${LAYERS}${id}`, { name: 'Launches' });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toEqual({ id, result: { name: 'Launches' } });
      const after = await admin.get<Answer>(`${LAYERS}${id}`);
      expect(after.body.result).toMatchObject({ name: 'Launches', descr: 'Product releases' });
      const list = await admin.get<ListAnswer>(`${LAYERS}${q('(filters:!((col:name,opr:ct,value:aunch)))')}`);
      expect(list.body.count).toBe(1);
      expect(list.body.result[0]).toMatchObject({ id, name: 'Launches', descr: 'Product releases' });
    });

    it.runIf(available)('answers bad layer payloads with 400 or 422 naming the field, never 500', async () => {
      await postLayer(admin, { name: 'Taken' });
      const other = await postLayer(admin, { name: 'Other' });
      const cases: [body: Record<string, unknown>, status: number, field: string][] = [
        [{}, 400, 'name'],
        [{ name: '  ' }, 400, 'name'],
        [{ name: 'x'.repeat(251) }, 400, 'name'],
        [{ name: 'ok', descr: 5 }, 400, 'descr'],
        [{ name: 'Taken' }, 422, 'name'],
      ];
      for (const [body, status, field] of cases) {
        const res = await admin.post<Answer>(LAYERS, body);
        expect(res.status, JSON.stringify(body)).toBe(status);
        expect(res.body.message, JSON.stringify(body)).toContain(`${field}:`);
        expect(res.body.errors?.[0]?.extra?.field, JSON.stringify(body)).toBe(field);
      }
      const clash = await admin.put<Answer>(`${LAYERS}${other}`, { name: 'Taken' });
      expect(clash.status).toBe(422);
      expect(clash.body.message).toBe('name: Name must be unique');
      expect((await admin.put(`${LAYERS}${other}`, { name: 'Other', descr: 'same name is fine' })).status).toBe(200);
      expect((await admin.put(`${LAYERS}99999`, { name: 'x' })).status).toBe(404);
      expect((await admin.get(`${LAYERS}99999`)).status).toBe(404);
      expect((await admin.get(`${LAYERS}abc`)).status).toBe(400);
    });

    it.runIf(available)('filters, orders and pages the layer list', async () => {
      const mine = await postLayer(alpha, { name: 'zz Alpha layer', descr: 'holidays' });
      const byName = await admin.get<ListAnswer>(
        `${LAYERS}${q('(order_column:name,order_direction:desc,page_size:1)')}`,
      );
      expect(byName.body.ids).toEqual([mine]);
      expect(byName.body.count).toBeGreaterThan(1);
      const latest = await admin.get<ListAnswer>(LAYERS);
      expect(latest.body.ids[0]).toBe(mine);
      const descr = await admin.get<ListAnswer>(`${LAYERS}${q('(filters:!((col:descr,opr:ct,value:HOLI)))')}`);
      expect(descr.body.ids).toEqual([mine]);
      const creator = await admin.get<ListAnswer>(
        `${LAYERS}${q(`(filters:!((col:created_by,opr:rel_o_m,value:${alphaId})))`)}`,
      );
      expect(creator.body.ids).toEqual([mine]);
      const allText = await admin.get<ListAnswer>(
        `${LAYERS}${q('(filters:!((col:name,opr:annotation_layer_all_text,value:holidays)))')}`,
      );
      expect(allText.body.ids).toEqual([mine]);
      for (const order of ['descr', 'changed_on_delta_humanized', 'created_by', 'created_by.first_name']) {
        const res = await admin.get<ListAnswer>(`${LAYERS}${q(`(order_column:'${order}',order_direction:asc)`)}`);
        expect(res.status, order).toBe(200);
      }
      const badCol = await admin.get<Answer>(`${LAYERS}${q('(filters:!((col:secret,opr:ct,value:x)))')}`);
      expect(badCol.status).toBe(400);
      expect(badCol.body.errors?.[0]?.extra?.field).toBe('q.filters.0.col');
      expect((await admin.get(`${LAYERS}${q('(order_column:password)')}`)).status).toBe(400);
    });

    it.runIf(available)('keeps annotations on their layer with checked dates and JSON metadata', async () => {
      const layer = await postLayer(admin, { name: 'Incidents' });
      const other = await postLayer(admin, { name: 'Elsewhere' });
      const created = await admin.post<Answer>(annotationsOf(layer), {
        short_descr: 'Outage',
        long_descr: 'Database failover',
        start_dttm: '2024-03-01T10:00:00+02:00',
        end_dttm: '2024-03-01T12:30:00Z',
        json_metadata: '{"severity":"high"}',
      });
      expect(created.status).toBe(201);
      expect(created.body.result).toMatchObject({ layer, start_dttm: '2024-03-01T08:00:00' });
      const id = created.body.id;
      const shown = await admin.get<Answer>(`${annotationsOf(layer)}${id}`);
      expect(shown.body).toMatchObject({
        id,
        result: {
          short_descr: 'Outage',
          long_descr: 'Database failover',
          start_dttm: '2024-03-01T08:00:00',
          end_dttm: '2024-03-01T12:30:00',
          json_metadata: '{"severity":"high"}',
          layer: { id: layer, name: 'Incidents' },
        },
      });
      expect((await admin.get(`${annotationsOf(other)}${id}`)).status).toBe(404);
      expect((await admin.get(`${annotationsOf(99999)}`)).status).toBe(404);

      const event = await postAnnotation(layer, {
        short_descr: 'Deploy',
        start_dttm: '2024-03-05',
        end_dttm: '2024-03-05',
      });
      const found = await admin.get<ListAnswer>(
        `${annotationsOf(layer)}${q('(filters:!((col:short_descr,opr:ct,value:depl)))')}`,
      );
      expect(found.body.ids).toEqual([event]);
      const ordered = await admin.get<ListAnswer>(`${annotationsOf(layer)}${q('(order_column:start_dttm)')}`);
      expect(ordered.body.ids).toEqual([id, event]);
      expect((await admin.get<ListAnswer>(annotationsOf(other))).body.count).toBe(0);

      const moved = await admin.put<Answer>(`${annotationsOf(layer)}${event}`, { end_dttm: '2024-03-06 18:00' });
      expect(moved.status).toBe(200);
      expect(moved.body.result).toEqual({ layer, end_dttm: '2024-03-06T18:00:00' });
    });

    it.runIf(available)('answers bad annotations with 400 or 422 naming the field, never 500', async () => {
      const layer = await postLayer(admin, { name: 'Checks' });
      const ok = { short_descr: 'A', start_dttm: '2024-01-02', end_dttm: '2024-01-03' };
      const cases: [body: Record<string, unknown>, status: number, field: string][] = [
        [{ ...ok, short_descr: undefined }, 400, 'short_descr'],
        [{ ...ok, start_dttm: 'tomorrow' }, 400, 'start_dttm'],
        [{ ...ok, end_dttm: '2024-02-30' }, 400, 'end_dttm'],
        [{ ...ok, json_metadata: '{not json' }, 400, 'json_metadata'],
        [{ ...ok, long_descr: 5 }, 400, 'long_descr'],
        [{ ...ok, start_dttm: '2024-01-04' }, 422, 'end_dttm'],
      ];
      for (const [body, status, field] of cases) {
        const res = await admin.post<Answer>(annotationsOf(layer), body);
        expect(res.status, JSON.stringify(body)).toBe(status);
        expect(res.body.message, JSON.stringify(body)).toContain(`${field}:`);
        expect(res.body.errors?.[0]?.extra?.field, JSON.stringify(body)).toBe(field);
      }
      const id = await postAnnotation(layer, ok);
      const reversed = await admin.put<Answer>(`${annotationsOf(layer)}${id}`, { start_dttm: '2024-02-01' });
      expect(reversed.status).toBe(422);
      expect(reversed.body.message).toBe('end_dttm: End date must be after start date');
      const twin = await admin.post<Answer>(annotationsOf(layer), ok);
      expect(twin.status).toBe(422);
      expect(twin.body.errors?.[0]?.extra?.field).toBe('short_descr');
      expect((await admin.post(annotationsOf(99999), ok)).status).toBe(404);
      expect((await admin.put(`${annotationsOf(layer)}99999`, { short_descr: 'x' })).status).toBe(404);
      expect((await admin.get(`${annotationsOf(layer)}x`)).status).toBe(400);
    });

    it.runIf(available)('deletes annotations and layers, singly and in bulk, all or nothing', async () => {
      const layer = await postLayer(admin, { name: 'Doomed' });
      const spare = await postLayer(admin, { name: 'Spare' });
      const ok = { start_dttm: '2024-01-01', end_dttm: '2024-01-01' };
      const a = await postAnnotation(layer, { ...ok, short_descr: 'a' });
      const b = await postAnnotation(layer, { ...ok, short_descr: 'b' });
      const c = await postAnnotation(layer, { ...ok, short_descr: 'c' });

      const inUse = await admin.delete<Answer>(`${LAYERS}${layer}`);
      expect(inUse.status).toBe(422);
      expect(inUse.body.message).toBe('Annotation layer has associated annotations.');
      expect((await admin.delete(`${annotationsOf(layer)}${q(`!(${a},99999)`)}`)).status).toBe(404);
      expect((await admin.delete(`${annotationsOf(spare)}${a}`)).status).toBe(404);
      const bulk = await admin.delete<Answer>(`${annotationsOf(layer)}${q(`!(${a},${b})`)}`);
      expect(bulk.body).toEqual({ message: 'Deleted 2 annotations' });
      expect((await admin.delete<Answer>(`${annotationsOf(layer)}${c}`)).body).toEqual({ message: 'OK' });
      expect((await admin.get<ListAnswer>(annotationsOf(layer))).body.count).toBe(0);

      expect((await admin.delete(`${LAYERS}${q(`!(${layer},99999)`)}`)).status).toBe(404);
      expect((await admin.get(`${LAYERS}${layer}`)).status).toBe(200);
      expect((await admin.delete(`${LAYERS}${q('!(a')}`)).status).toBe(400);
      const gone = await admin.delete<Answer>(`${LAYERS}${q(`!(${layer},${spare})`)}`);
      expect(gone.body).toEqual({ message: 'Deleted 2 annotation layers' });
      expect((await admin.get(`${LAYERS}${spare}`)).status).toBe(404);
    });

    it.runIf(available)('lets Alpha write and Gamma only read the Annotation view', async () => {
      const layer = await postLayer(alpha, { name: 'Alpha writes' });
      expect((await alpha.put(`${LAYERS}${layer}`, { descr: 'edited' })).status).toBe(200);
      expect((await gamma.get<ListAnswer>(LAYERS)).status).toBe(200);
      expect((await gamma.get(`${LAYERS}${layer}`)).status).toBe(200);
      expect((await gamma.get(annotationsOf(layer))).status).toBe(200);
      const refused = await gamma.post<Answer>(LAYERS, { name: 'Gamma tries' });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('You do not have permission can_write on Annotation');
      expect((await gamma.put(`${LAYERS}${layer}`, { name: 'x' })).status).toBe(403);
      expect((await gamma.delete(`${LAYERS}${layer}`)).status).toBe(403);
      const ok = { short_descr: 'x', start_dttm: '2024-01-01', end_dttm: '2024-01-01' };
      expect((await gamma.post(annotationsOf(layer), ok)).status).toBe(403);

      const info = await gamma.get<{ permissions: string[]; filters?: unknown }>(
        `${LAYERS}_info${q('(keys:!(permissions))')}`,
      );
      expect(info.body).toEqual({ permissions: ['can_read'] });
      const all = await admin.get<{ permissions: string[]; filters: Record<string, { operator: string }[]> }>(
        `${LAYERS}_info`,
      );
      expect(all.body.permissions).toEqual(['can_read', 'can_write']);
      expect(all.body.filters.name?.map((f) => f.operator)).toContain('ct');
      const related = await admin.get<{ result: { value: number; text: string }[] }>(
        `${LAYERS}related/created_by${q('(filter:alfred)')}`,
      );
      expect(related.body.result).toEqual([{ value: alphaId, text: 'alfred Tester', extra: { active: true } }]);
      expect((await fetch(`${t.url}${LAYERS}`)).status).toBe(401);
    });
  },
);
