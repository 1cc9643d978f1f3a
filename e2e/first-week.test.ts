import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/browser.js';
import { createChartThroughApi, SHOTS, startChartSession, type ChartSession } from './support/chart-session.js';
import { expectApi } from './support/page-api.js';

const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`) });

/** Issue D's first-week defects walked as a user: the save dialog, the '+' menu, '+ Dashboard'. */
describe.runIf(chromiumAvailable())('the first week: saving onto dashboards and creating them', () => {
  let session: ChartSession;
  let page: Page;

  beforeAll(async () => {
    session = await startChartSession();
    page = session.page;
  });
  afterAll(async () => session?.close());

  it('saves a chart onto one of two dashboards that share a title, then goes to it', async () => {
    const twins: number[] = [];
    for (let i = 0; i < 2; i += 1)
      twins.push(
        (await expectApi<{ id: number }>(page, 201, 'POST', '/api/v1/dashboard/', { dashboard_title: 'Weekly ops' }))
          .id,
      );
    const chartId = await createChartThroughApi(page, 'Cars table', session.ids.get('cars') ?? 0);
    await page.goto(`${session.t.url}/explore/?slice_id=${chartId}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Save chart' });
    const field = dialog.getByLabel('Add to dashboard');
    await field.click();
    // Two options of the same title, told apart (a crash before: the select refused equal options).
    const options = page.getByRole('option', { name: /^Weekly ops/ });
    await expect.poll(() => options.count()).toBe(2);
    const labels = await options.allInnerTexts();
    expect(new Set(labels).size).toBe(2);
    await shot(page, 'first-week-01-save-twins');
    await options.nth(1).click();
    await dialog.getByTestId('save-go-to-dashboard').click();
    await page.waitForURL(/\/tessera\/dashboard\/\d+\/$/);
    const landed = Number(/dashboard\/(\d+)\//.exec(page.url())?.[1]);
    expect(twins).toContain(landed);
    const charts = await expectApi<{ result: { id: number }[] }>(
      page,
      200,
      'GET',
      `/api/v1/dashboard/${landed}/charts`,
    );
    expect(charts.result.map((c) => c.id)).toEqual([chartId]);
  });

  it("creates a dashboard from the header's '+' menu and from the list, opened in edit mode", async () => {
    await page.goto(`${session.t.url}/tessera/welcome/`);
    await page.getByTestId('nav-create').click();
    for (const entry of ['create-sql-query', 'create-chart', 'create-dashboard', 'create-dataset', 'create-database'])
      await page.getByTestId(entry).waitFor();
    await shot(page, 'first-week-02-plus-menu');
    await page.getByTestId('create-dashboard').click();
    await page.waitForURL(/\/tessera\/dashboard\/\d+\/\?edit=true$/);
    await page.getByText('[ untitled dashboard ]').first().waitFor();
    await shot(page, 'first-week-03-new-dashboard');
    await page.goto(`${session.t.url}/dashboard/list/`);
    await page.getByTestId('dashboard-add').click();
    await page.waitForURL(/\/tessera\/dashboard\/\d+\/\?edit=true$/);
    const untitled = await expectApi<{ count: number }>(
      page,
      200,
      'GET',
      `/api/v1/dashboard/?q=(filters:!((col:dashboard_title,opr:eq,value:'[ untitled dashboard ]')))`,
    );
    expect(untitled.count).toBe(2);
  });
});
