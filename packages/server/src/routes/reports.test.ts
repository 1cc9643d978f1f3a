import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSalesApp, type SalesApp } from '../../test-support/dataset-fixtures.js';
import { signedInUser } from '../../test-support/fixtures.js';
import { postgresAvailable } from '../../test-support/services.js';
import type { TestClient } from '../../test-support/test-app.js';

interface Answer {
  id: number;
  result: Record<string, unknown>;
  message: string;
  permissions?: string[];
  errors?: { extra?: { field?: string } }[];
}
interface List {
  result: (Record<string, unknown> & { id: number; name: string })[];
  count: number;
  ids: number[];
}

const q = (rison: string): string => `?q=${encodeURIComponent(rison)}`;

describe.each([['sqlite', true] as const, ['postgres', await postgresAvailable()] as const])(
  '%s metadata: report schedules API',
  (store, available) => {
    let s: SalesApp;
    let alice: TestClient;
    let aliceId: number;
    let bob: TestClient;
    let bobId: number;
    let gamma: TestClient;
    let dashboard: number;
    let chart: number;
    let n = 0;

    const create = async (client: TestClient, body: Record<string, unknown>): Promise<number> => {
      n += 1;
      const res = await client.post<Answer>('/api/v1/report/', {
        type: 'Report',
        name: `report ${n}`,
        crontab: '0 9 * * *',
        dashboard,
        creation_method: 'dashboards',
        recipients: [{ type: 'Email', recipient_config_json: { target: 'team@example.com' } }],
        ...body,
      });
      if (res.status !== 201) throw new Error(`report: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.id;
    };

    beforeAll(async () => {
      if (!available) return;
      s = await startSalesApp(store);
      ({ client: alice, id: aliceId } = await signedInUser(s.t, 'alice', ['Alpha']));
      ({ client: bob, id: bobId } = await signedInUser(s.t, 'bob', ['Alpha']));
      gamma = (await signedInUser(s.t, 'gus', ['Gamma'])).client;
      const ds = await alice.post<Answer>('/api/v1/dataset/', { database: s.databaseId, table_name: 'sales' });
      const dash = await alice.post<Answer>('/api/v1/dashboard/', { dashboard_title: 'Sales', published: true });
      dashboard = dash.body.id;
      const ch = await alice.post<Answer>('/api/v1/chart/', {
        slice_name: 'Sales table',
        viz_type: 'table',
        params: '{}',
        datasource_id: ds.body.id,
        datasource_type: 'table',
        dashboards: [dashboard],
      });
      chart = ch.body.id;
    });
    afterAll(async () => s?.close());

    it.runIf(available)('creates, shows, toggles active and deletes, the creator owning it', async () => {
      const id = await create(alice, { name: 'Weekly sales', description: 'for the team', timezone: 'Europe/Paris' });
      const shown = await alice.get<Answer>(`/api/v1/report/${id}`);
      expect(shown.status).toBe(200);
      expect(shown.body.result).toMatchObject({
        name: 'Weekly sales',
        type: 'Report',
        active: true,
        timezone: 'Europe/Paris',
        crontab_humanized: 'At 09:00',
        dashboard: { id: dashboard, dashboard_title: 'Sales' },
        chart: null,
        report_format: 'PNG',
        last_state: 'Not triggered',
        owners: [{ id: aliceId, first_name: 'alice' }],
        created_by: { id: aliceId },
      });
      const recipients = shown.body.result.recipients as { type: string; recipient_config_json: string }[];
      expect(JSON.parse(recipients[0]?.recipient_config_json ?? '{}')).toEqual({ target: 'team@example.com' });
      expect((await alice.put(`/api/v1/report/${id}`, { active: false })).status).toBe(200);
      expect((await alice.get<Answer>(`/api/v1/report/${id}`)).body.result.active).toBe(false);
      expect((await alice.delete(`/api/v1/report/${id}`)).status).toBe(200);
      expect((await alice.get(`/api/v1/report/${id}`)).status).toBe(404);
    });

    it.runIf(available)('lists what the caller created or owns (admins all) with the spec filters', async () => {
      const dashReport = await create(alice, {});
      const chartReport = await create(alice, {
        chart,
        dashboard: null,
        creation_method: 'charts',
        report_format: 'CSV',
      });
      const shared = await create(bob, { owners: [bobId, aliceId] });
      const bobOnly = await create(bob, { creation_method: 'alerts_reports' });
      const get = (c: TestClient, rison: string) => c.get<List>(`/api/v1/report/${q(rison)}`);
      const mine = await get(alice, '(order_column:id)');
      expect(mine.body.ids).toEqual([dashReport, chartReport, shared]);
      expect((await get(s.admin, '(order_column:id)')).body.ids).toEqual(
        expect.arrayContaining([dashReport, chartReport, shared, bobOnly]),
      );
      const filtered = (rison: string) => get(alice, `(filters:!(${rison}),order_column:id)`);
      expect((await filtered(`(col:chart_id,opr:eq,value:${chart})`)).body.ids).toEqual([chartReport]);
      expect(
        (await filtered(`(col:dashboard_id,opr:eq,value:${dashboard}),(col:creation_method,opr:eq,value:dashboards)`))
          .body.ids,
      ).toEqual([dashReport, shared]);
      expect((await filtered(`(col:created_by,opr:rel_o_m,value:${aliceId})`)).body.ids).toEqual([
        dashReport,
        chartReport,
      ]);
      expect((await filtered('(col:type,opr:eq,value:Alert)')).body.count).toBe(0);
      expect((await filtered('(col:creation_method,opr:eq,value:nope)')).status).toBe(400);
      expect((await bob.get(`/api/v1/report/${dashReport}`)).status).toBe(404);
      expect((await bob.put(`/api/v1/report/${dashReport}`, { active: false })).status).toBe(404);
      expect((await bob.delete(`/api/v1/report/${q(`!(${dashReport})`)}`)).status).toBe(404);
      const bulk = await alice.delete<Answer>(`/api/v1/report/${q(`!(${dashReport},${chartReport})`)}`);
      expect(bulk.body.message).toBe('Deleted 2 report schedules');
      expect((await get(alice, '(order_column:id)')).body.ids).toEqual([shared]);
    });

    it.runIf(available)('answers bad payloads with 400 or 422 naming the field', async () => {
      const base = { type: 'Report', name: `bad ${randomUUID()}`, crontab: '0 9 * * *', dashboard };
      const alert = { ...base, type: 'Alert', database: s.databaseId, sql: 'select 1', validator_type: 'not null' };
      const cases: [Record<string, unknown>, number, string][] = [
        [{ ...base, name: '' }, 400, 'name'],
        [{ ...base, report_format: 'GIF' }, 400, 'report_format'],
        [{ ...base, report_format: 'CSV' }, 422, 'report_format'],
        [{ ...base, crontab: 'every day' }, 400, 'crontab'],
        [{ ...base, crontab: '61 9 * * *' }, 400, 'crontab'],
        [{ ...base, timezone: 'Mars/Olympus' }, 422, 'timezone'],
        [{ ...base, chart }, 422, 'chart'],
        [{ ...base, dashboard: null }, 422, 'chart'],
        [{ ...base, dashboard: 99_999 }, 422, 'dashboard'],
        [{ ...alert, database: null }, 422, 'database'],
        [{ ...alert, sql: ' ' }, 422, 'sql'],
        [{ ...alert, validator_type: null }, 422, 'validator_type'],
        [{ ...alert, validator_type: 'operator', validator_config_json: { op: '>' } }, 422, 'validator_config_json'],
        [
          { ...base, recipients: [{ type: 'Email', recipient_config_json: { target: 'nope' } }] },
          422,
          'recipients.0.recipient_config_json.target',
        ],
      ];
      for (const [body, status, field] of cases) {
        const res = await alice.post<Answer>('/api/v1/report/', body);
        expect(res.status, JSON.stringify(body)).toBe(status);
        expect(res.body.errors?.[0]?.extra?.field, JSON.stringify(body)).toBe(field);
      }
      const ok = await alice.post<Answer>('/api/v1/report/', alert);
      expect(ok.status).toBe(201);
      const dup = await alice.post<Answer>('/api/v1/report/', alert);
      expect(dup.body.errors?.[0]?.extra?.field).toBe('name');
      const put = await alice.put<Answer>(`/api/v1/report/${ok.body.id}`, { validator_type: 'operator' });
      expect([put.status, put.body.errors?.[0]?.extra?.field]).toEqual([422, 'validator_config_json']);
    });

    it.runIf(available)('words a bad schedule for people, on the crontab field', async () => {
      const res = await alice.post<Answer>('/api/v1/report/', {
        type: 'Report',
        name: `cron ${randomUUID()}`,
        crontab: '61 * * * *',
        dashboard,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('Invalid schedule: minute 61 is out of range (0–59)');
      expect(res.body.message).not.toContain('CronPattern');
    });

    it.runIf(available)('keeps names unique per type, with Superset messages', async () => {
      const name = `Same ${randomUUID()}`;
      await create(alice, { name, creation_method: 'alerts_reports' });
      const alert = {
        type: 'Alert',
        name,
        crontab: '0 9 * * *',
        dashboard,
        database: s.databaseId,
        sql: 'select 1',
        validator_type: 'not null',
      };
      expect((await alice.post<Answer>('/api/v1/report/', alert)).status).toBe(201);
      const dupReport = await bob.post<Answer>('/api/v1/report/', {
        type: 'Report',
        name,
        crontab: '0 9 * * *',
        dashboard,
      });
      expect([dupReport.status, dupReport.body.message]).toEqual([
        422,
        `name: A report named "${name}" already exists`,
      ]);
      const dupAlert = await alice.post<Answer>('/api/v1/report/', alert);
      expect([dupAlert.status, dupAlert.body.message]).toEqual([422, `name: An alert named "${name}" already exists`]);
    });

    it.runIf(available)('refuses a second report from the same chart menu with 409', async () => {
      const fromMenu = { chart, dashboard: null, creation_method: 'charts', report_format: 'CSV' };
      const first = await create(alice, fromMenu);
      const second = await alice.post<Answer>('/api/v1/report/', {
        type: 'Report',
        name: `again ${randomUUID()}`,
        crontab: '0 9 * * *',
        ...fromMenu,
      });
      expect([second.status, second.body.message]).toEqual([409, 'Resource already has an attached report.']);
      // Another user's own report there, and more from the list page, stay allowed (Superset's rule is per creator).
      const bobs = await create(bob, fromMenu);
      const listed = await create(alice, { ...fromMenu, creation_method: 'alerts_reports' });
      for (const id of [first, bobs, listed]) await s.admin.delete(`/api/v1/report/${id}`);
    });

    it.runIf(available)('refuses to delete a dashboard that has reports, naming them', async () => {
      const doomed = (await alice.post<Answer>('/api/v1/dashboard/', { dashboard_title: 'Doomed' })).body.id;
      const name = `on doomed ${randomUUID()}`;
      const id = await create(alice, { name, dashboard: doomed });
      const refused = await alice.delete<Answer>(`/api/v1/dashboard/${doomed}`);
      expect([refused.status, refused.body.message]).toEqual([422, `There are associated alerts or reports: ${name}`]);
      const bulk = await alice.delete<Answer>(`/api/v1/dashboard/${q(`!(${doomed})`)}`);
      expect(bulk.status).toBe(422);
      expect((await alice.get(`/api/v1/report/${id}`)).status).toBe(200);
      await alice.delete(`/api/v1/report/${id}`);
      expect((await alice.delete(`/api/v1/dashboard/${doomed}`)).status).toBe(200);
    });

    it.runIf(available)('sends a test now for the owners only, leaving a log row', async () => {
      type Run = { result: { state: string; error_message: string | null } };
      const alert = (name: string, sql: string) =>
        create(alice, {
          type: 'Alert',
          name,
          creation_method: 'alerts_reports',
          database: s.databaseId,
          sql,
          validator_type: 'operator',
          validator_config_json: { op: '>', threshold: 10 },
          active: false,
        });
      const quiet = await alert(`quiet ${randomUUID()}`, 'select 1');
      const run = await alice.post<Run>(`/api/v1/report/${quiet}/test/`, {});
      expect([run.status, run.body.result]).toEqual([200, { state: 'Not triggered', error_message: null }]);
      const log = await alice.get<List & { result: { state: string }[] }>(`/api/v1/report/${quiet}/log/`);
      expect(log.body.result.map((r) => r.state)).toEqual(['Not triggered']);
      const broken = await alert(`broken ${randomUUID()}`, 'select nope from nowhere');
      const failed = await alice.post<Run>(`/api/v1/report/${broken}/test/`, {});
      expect(failed.body.result.state).toBe('Error');
      expect(failed.body.result.error_message).toBeTruthy();
      expect((await bob.post(`/api/v1/report/${quiet}/test/`, {})).status).toBe(404);
      expect((await gamma.post(`/api/v1/report/${quiet}/test/`, {})).status).toBe(403);
      expect((await s.admin.post<Run>(`/api/v1/report/${quiet}/test/`, {})).body.result.state).toBe('Not triggered');
    });

    it.runIf(available)('keeps Gamma out and answers _info, related owners and the execution log', async () => {
      expect((await gamma.get('/api/v1/report/')).status).toBe(403);
      expect((await gamma.post('/api/v1/report/', {})).status).toBe(403);
      const info = await alice.get<Answer>(`/api/v1/report/_info${q('(keys:!(permissions))')}`);
      expect(info.body.permissions).toEqual(['can_read', 'can_write']);
      const owners = await alice.get<{ result: { value: number; text: string }[] }>(
        `/api/v1/report/related/owners${q('(filter:bob)')}`,
      );
      expect(owners.body.result.map((o) => o.value)).toEqual([bobId]);
      const id = await create(alice, { creation_method: 'alerts_reports' });
      const db = s.t.ctx.meta.db;
      const logRow = (scheduled: string, state: string, error: string | null) => ({
        uuid: randomUUID(),
        report_schedule_id: id,
        scheduled_dttm: scheduled,
        start_dttm: scheduled,
        end_dttm: scheduled,
        state,
        error_message: error,
      });
      await db
        .insertInto('report_execution_logs')
        .values([
          logRow('2026-01-01T09:00:00.000Z', 'Success', null),
          logRow('2026-01-02T09:00:00.000Z', 'Error', 'SMTP server refused the connection'),
        ])
        .execute();
      const log = await alice.get<List & { result: { state: string; error_message: string | null }[] }>(
        `/api/v1/report/${id}/log/`,
      );
      expect(log.body.count).toBe(2);
      expect(log.body.result.map((r) => r.state)).toEqual(['Error', 'Success']);
      const one = await alice.get<Answer>(`/api/v1/report/${id}/log/${log.body.ids[0] ?? 0}`);
      expect(one.body.result.error_message).toBe('SMTP server refused the connection');
      expect((await bob.get(`/api/v1/report/${id}/log/`)).status).toBe(404);
      expect((await alice.get(`/api/v1/report/${id}/log/${q('(order_column:value)')}`)).status).toBe(400);
    });
  },
);
