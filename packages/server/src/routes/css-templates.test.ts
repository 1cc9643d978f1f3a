import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { q } from '../../test-support/chart-fixtures.js';
import { signedInAdmin, signedInUser } from '../../test-support/fixtures.js';
import { postgresAvailable } from '../../test-support/services.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';
import { SEEDED_CSS_TEMPLATES } from '../db/migrations/0011-css-templates.js';

interface Answer {
  id: number;
  result: Record<string, unknown>;
  message: string;
  errors?: { extra?: { field?: string } }[];
}

interface ListAnswer {
  result: (Record<string, unknown> & { id: number; template_name: string })[];
  count: number;
  ids: number[];
}

const TEMPLATES = '/api/v1/css_template/';

describe.each([['sqlite', true] as const, ['postgres', await postgresAvailable()] as const])(
  '%s metadata: CSS template API (Superset CssTemplateRestApi)',
  (store, available) => {
    let t: TestApp;
    let admin: TestClient;
    let alpha: TestClient;
    let gamma: TestClient;
    let alphaId: number;

    const post = async (client: TestClient, body: Record<string, unknown>): Promise<number> => {
      const res = await client.post<Answer>(TEMPLATES, body);
      if (res.status !== 201) throw new Error(`template ${JSON.stringify(body)}: ${res.status} ${res.body.message}`);
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

    it.runIf(available)('stores the built-in templates once, with no author, for the properties modal', async () => {
      const list = await admin.get<ListAnswer>(`${TEMPLATES}${q('(order_column:id,order_direction:asc)')}`);
      expect(list.status).toBe(200);
      expect(list.body.result.slice(0, SEEDED_CSS_TEMPLATES.length)).toEqual(
        SEEDED_CSS_TEMPLATES.map((b) =>
          expect.objectContaining({ template_name: b.template_name, css: b.css, created_by: null, changed_by: null }),
        ),
      );
    });

    it.runIf(available)('creates, shows, updates and lists templates with Superset fields', async () => {
      const created = await admin.post<Answer>(TEMPLATES, { template_name: ' Dark ', css: 'body { color: #fff; }' });
      expect(created.status).toBe(201);
      expect(created.body.result).toEqual({ template_name: 'Dark', css: 'body { color: #fff; }' });
      const id = created.body.id;
      const shown = await admin.get<Answer>(`${TEMPLATES}${id}`);
      expect(shown.status).toBe(200);
      expect(shown.body).toMatchObject({
        id,
        result: {
          id,
          template_name: 'Dark',
          css: 'body { color: #fff; }',
          created_by: { id: expect.any(Number), first_name: expect.any(String) },
          changed_by: { id: expect.any(Number) },
          changed_on_delta_humanized: 'now',
        },
      });
      const renamed = await alpha.put<Answer>(`${TEMPLATES}${id}`, { template_name: 'Night' });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toEqual({ id, result: { template_name: 'Night' } });
      const after = await admin.get<Answer>(`${TEMPLATES}${id}`);
      expect(after.body.result).toMatchObject({
        template_name: 'Night',
        css: 'body { color: #fff; }',
        changed_by: { id: alphaId },
      });
      const list = await admin.get<ListAnswer>(
        `${TEMPLATES}${q('(filters:!((col:template_name,opr:ct,value:nigh)))')}`,
      );
      expect(list.body).toMatchObject({ count: 1, ids: [id] });
      expect(Object.keys(list.body.result[0] ?? {}).sort()).toEqual(
        [
          'changed_by',
          'changed_on',
          'changed_on_delta_humanized',
          'created_by',
          'created_on',
          'css',
          'id',
          'template_name',
        ].sort(),
      );
    });

    it.runIf(available)('filters, orders and pages the list', async () => {
      const mine = await post(alpha, { template_name: 'zz Alpha template', css: '.x { letter-spacing: 2px; }' });
      const byName = await admin.get<ListAnswer>(
        `${TEMPLATES}${q('(order_column:template_name,order_direction:desc,page_size:1)')}`,
      );
      expect(byName.body.ids).toEqual([mine]);
      expect(byName.body.count).toBeGreaterThan(1);
      const secondPage = await admin.get<ListAnswer>(
        `${TEMPLATES}${q('(order_column:template_name,order_direction:asc,page:1,page_size:2)')}`,
      );
      const all = await admin.get<ListAnswer>(`${TEMPLATES}${q('(order_column:template_name,order_direction:asc)')}`);
      expect(secondPage.body.ids).toEqual(all.body.ids.slice(2, 4));
      expect(all.body.result.map((r) => r.template_name)).toEqual(
        [...all.body.result.map((r) => r.template_name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
      );
      const latest = await admin.get<ListAnswer>(
        `${TEMPLATES}${q('(order_column:changed_on_delta_humanized,order_direction:desc)')}`,
      );
      expect(latest.body.ids[0]).toBe(mine);
      expect((await admin.get<ListAnswer>(TEMPLATES)).body.ids[0]).toBe(mine);
      const creator = await admin.get<ListAnswer>(
        `${TEMPLATES}${q(`(filters:!((col:created_by,opr:rel_o_m,value:${alphaId})))`)}`,
      );
      expect(creator.body.ids).toContain(mine);
      const allText = await admin.get<ListAnswer>(
        `${TEMPLATES}${q('(filters:!((col:template_name,opr:css_template_all_text,value:LETTER-SPACING)))')}`,
      );
      expect(allText.body.ids).toEqual([mine]);
      const badCol = await admin.get<Answer>(`${TEMPLATES}${q('(filters:!((col:css_secret,opr:ct,value:x)))')}`);
      expect(badCol.status).toBe(400);
      expect(badCol.body.errors?.[0]?.extra?.field).toBe('q.filters.0.col');
      expect((await admin.get(`${TEMPLATES}${q('(order_column:password)')}`)).status).toBe(400);
    });

    it.runIf(available)('answers bad payloads with 400 naming the field, and unknown ids with 404', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ css: '' }, 'template_name'],
        [{ template_name: '  ', css: '' }, 'template_name'],
        [{ template_name: 'x'.repeat(251), css: '' }, 'template_name'],
        [{ template_name: 'ok' }, 'css'],
        [{ template_name: 'ok', css: 5 }, 'css'],
      ];
      for (const [body, field] of cases) {
        const res = await admin.post<Answer>(TEMPLATES, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.errors?.[0]?.extra?.field, JSON.stringify(body)).toBe(field);
      }
      const id = await post(admin, { template_name: 'Kept', css: '' });
      const badPut = await admin.put<Answer>(`${TEMPLATES}${id}`, { template_name: '' });
      expect(badPut.status).toBe(400);
      expect(badPut.body.errors?.[0]?.extra?.field).toBe('template_name');
      expect((await admin.get<Answer>(`${TEMPLATES}${id}`)).body.result).toMatchObject({ template_name: 'Kept' });
      expect((await admin.get(`${TEMPLATES}99999`)).status).toBe(404);
      expect((await admin.put(`${TEMPLATES}99999`, { template_name: 'x' })).status).toBe(404);
      expect((await admin.delete(`${TEMPLATES}99999`)).status).toBe(404);
      expect((await admin.get(`${TEMPLATES}abc`)).status).toBe(400);
    });

    it.runIf(available)('deletes one or many, all or nothing', async () => {
      const a = await post(admin, { template_name: 'Doomed A', css: '' });
      const b = await post(admin, { template_name: 'Doomed B', css: '' });
      const c = await post(admin, { template_name: 'Doomed C', css: '' });
      expect((await admin.delete(`${TEMPLATES}${q(`!(${a},99999)`)}`)).status).toBe(404);
      expect((await admin.get(`${TEMPLATES}${a}`)).status).toBe(200);
      expect((await admin.delete(`${TEMPLATES}${q('!(a')}`)).status).toBe(400);
      expect((await admin.delete(TEMPLATES)).status).toBe(400);
      const bulk = await admin.delete<Answer>(`${TEMPLATES}${q(`!(${a},${b})`)}`);
      expect(bulk.status).toBe(200);
      expect(bulk.body).toEqual({ message: 'Deleted 2 css templates' });
      expect((await admin.delete<Answer>(`${TEMPLATES}${c}`)).body).toEqual({ message: 'OK' });
      for (const id of [a, b, c]) expect((await admin.get(`${TEMPLATES}${id}`)).status).toBe(404);
    });

    it.runIf(available)('lets Alpha write, refuses Gamma, and answers _info and related users', async () => {
      const id = await post(alpha, { template_name: 'Alpha writes', css: '' });
      expect((await alpha.put(`${TEMPLATES}${id}`, { css: '.a {}' })).status).toBe(200);
      const refused = await gamma.post<Answer>(TEMPLATES, { template_name: 'Gamma tries', css: '' });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('You do not have permission can_write on CssTemplate');
      expect((await gamma.put(`${TEMPLATES}${id}`, { template_name: 'x' })).status).toBe(403);
      expect((await gamma.delete(`${TEMPLATES}${id}`)).status).toBe(403);
      expect((await gamma.delete(`${TEMPLATES}${q(`!(${id})`)}`)).status).toBe(403);
      // Superset's Gamma has no CSS templates at all: reading is refused too.
      expect((await gamma.get(TEMPLATES)).status).toBe(403);
      expect((await gamma.get(`${TEMPLATES}${id}`)).status).toBe(403);
      expect((await alpha.get(`${TEMPLATES}${id}`)).status).toBe(200);

      const info = await alpha.get<{ permissions: string[] }>(`${TEMPLATES}_info${q('(keys:!(permissions))')}`);
      expect(info.body).toEqual({ permissions: ['can_read', 'can_write'] });
      const all = await admin.get<{ permissions: string[]; filters: Record<string, { operator: string }[]> }>(
        `${TEMPLATES}_info`,
      );
      expect(all.body.permissions).toEqual(['can_read', 'can_write']);
      expect(all.body.filters.template_name?.map((f) => f.operator)).toContain('ct');
      const related = await admin.get<{ result: { value: number; text: string }[] }>(
        `${TEMPLATES}related/changed_by${q('(filter:alfred)')}`,
      );
      expect(related.body.result).toEqual([{ value: alphaId, text: 'alfred Tester', extra: { active: true } }]);
      expect((await fetch(`${t.url}${TEMPLATES}`)).status).toBe(401);
    });
  },
);
