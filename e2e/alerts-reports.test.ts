import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/browser.js';
import { SHOTS, startChartSession, type ChartSession } from './support/chart-session.js';

interface Listed {
  result: { id: number; name: string; type: string; crontab: string; validator_config_json: string | null }[];
}

/** An API call with the session's cookie and CSRF token, answering the parsed body. */
const call = <T>(page: Page, method: string, path: string, body?: unknown): Promise<T> =>
  page.evaluate(
    async ({ method, path, body }) => {
      const token = await fetch('/api/v1/security/csrf_token/').then((r) => r.json() as Promise<{ result: string }>);
      const res = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-CSRFToken': token.result },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await res.json()) as T;
    },
    { method, path, body },
  );

const choose = async (page: Page, testId: string, option: string | RegExp) => {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).first().click();
};

describe.runIf(chromiumAvailable())('alerts and reports through the UI (issue D 4)', () => {
  let session: ChartSession;
  let page: Page;
  let url: string;
  let sql = '';

  beforeAll(async () => {
    session = await startChartSession();
    ({ page } = session);
    url = session.t.url;
    await call(page, 'POST', '/api/v1/dashboard/', { dashboard_title: 'Ops dashboard', published: true });
    const flights = await call<{ result: { schema: string | null; table_name: string } }>(
      page,
      'GET',
      `/api/v1/dataset/${session.ids.get('flights') ?? 0}`,
    );
    const table = flights.result.schema ? `${flights.result.schema}.${flights.result.table_name}` : 'flights';
    sql = `SELECT COUNT(*) FROM ${table}`;
  });
  afterAll(async () => session?.close());

  const reports = () => call<Listed>(page, 'GET', '/api/v1/report/?q=(order_column:id)');

  it('creates an alert with an SQL condition, tests it now and saves it', async () => {
    await page.goto(`${url}/alert/list/`);
    await page.getByTestId('report-add').click();
    const modal = page.getByTestId('report-modal');
    await modal.waitFor();
    await page.getByTestId('report-name').fill('Flights volume');
    await choose(page, 'alert-database', /.+/);
    await page.getByTestId('alert-sql').fill(sql);
    await choose(page, 'alert-condition-op', '> (Larger than)');
    await page.getByTestId('alert-threshold').fill('1000000000');
    await choose(page, 'content-dashboard-select', 'Ops dashboard');
    await page.screenshot({ path: join(SHOTS, 'alerts-00-alert-condition-light.png') });
    await choose(page, 'schedule-frequency', 'Every week');
    await page.getByTestId('schedule-weekdays').getByText('Fri').click();
    await page.getByTestId('schedule-time').fill('08:15');
    expect(await page.getByTestId('report-crontab').inputValue()).toBe('15 8 * * 1,5');
    expect(await page.getByTestId('schedule-next-run').count()).toBe(3);
    await page.getByTestId('report-recipients').fill('ops@example.com');
    await page.getByTestId('report-test').click();
    await expect.poll(() => page.getByTestId('report-test-result').textContent()).toContain('Not triggered');
    await page.screenshot({ path: join(SHOTS, 'alerts-01-alert-modal-light.png'), fullPage: true });
    await page.getByTestId('report-save').click();
    await modal.waitFor({ state: 'detached' });
    await page.getByText('Flights volume').waitFor();
    const alert = (await reports()).result.find((r) => r.name === 'Flights volume');
    expect(alert).toMatchObject({ type: 'Alert', crontab: '15 8 * * 1,5' });
    expect(JSON.parse(alert?.validator_config_json ?? '{}')).toEqual({ op: '>', threshold: 1_000_000_000 });
    const log = await call<{ result: { state: string }[] }>(page, 'GET', `/api/v1/report/${alert?.id ?? 0}/log/`);
    expect(log.result.map((r) => r.state)).toEqual(['Not triggered']);
  });

  it('creates a PDF report, refuses a bad schedule in words, edits and deletes it', async () => {
    await page.goto(`${url}/report/list/`);
    await page.getByTestId('report-add').click();
    await page.getByTestId('report-name').fill('Weekly ops');
    await choose(page, 'content-dashboard-select', 'Ops dashboard');
    await page.getByTestId('report-format-PDF').click();
    await page.getByTestId('report-recipients').fill('team@example.com');
    await page.getByTestId('report-save').click();
    await page.getByText('Weekly ops').waitFor();
    await page.screenshot({ path: join(SHOTS, 'alerts-02-report-list-light.png'), fullPage: true });

    await page.getByRole('button', { name: 'Edit Weekly ops' }).click();
    await page.getByTestId('report-crontab').fill('61 9 * * *');
    await page.getByText('Invalid schedule: minute 61 is out of range (0–59)').waitFor();
    await page.getByTestId('report-crontab').fill('30 7 * * 1-5');
    await page.getByTestId('report-save').click();
    await page.getByTestId('report-modal').waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await reports()).result.find((r) => r.name === 'Weekly ops')?.crontab)
      .toBe('30 7 * * 1-5');

    await page.getByRole('button', { name: 'Delete Weekly ops' }).click();
    await page.getByTestId('confirm-submit').click();
    // The row goes (its name may still show a moment in the toast that confirms the delete).
    await page.getByRole('button', { name: 'Delete Weekly ops' }).waitFor({ state: 'detached' });
    expect((await reports()).result.map((r) => r.name)).toEqual(['Flights volume']);
  });

  it('draws the modal and the list in the dark theme', async () => {
    await page.evaluate(() => localStorage.setItem('tessera.theme', 'dark'));
    await page.goto(`${url}/alert/list/`);
    await page.getByText('Flights volume').waitFor();
    await page.screenshot({ path: join(SHOTS, 'alerts-03-alert-list-dark.png'), fullPage: true });
    await page.getByRole('button', { name: 'Edit Flights volume' }).click();
    await page.getByTestId('alert-sql').waitFor();
    expect(await page.getByTestId('alert-sql').inputValue()).toBe(sql);
    await page.screenshot({ path: join(SHOTS, 'alerts-04-alert-modal-dark.png'), fullPage: true });
    await page.evaluate(() => localStorage.removeItem('tessera.theme'));
  });
});
