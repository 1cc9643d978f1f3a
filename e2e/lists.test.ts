import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/browser.js';
import { SHOTS, startChartSession, type ChartSession } from './support/chart-session.js';

const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`) });

/** Creates a chart through the API, with the session's CSRF token. */
const createChart = (page: Page, name: string, datasourceId: number): Promise<number> =>
  page.evaluate(
    async ({ name, datasourceId }) => {
      const token = await fetch('/api/v1/security/csrf_token/').then((r) => r.json() as Promise<{ result: string }>);
      const res = await fetch('/api/v1/chart/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRFToken': token.result },
        body: JSON.stringify({ slice_name: name, viz_type: 'table', params: '{}', datasource_id: datasourceId }),
      });
      if (res.status !== 201) throw new Error(`chart ${name}: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { id: number }).id;
    },
    { name, datasourceId },
  );

describe.runIf(chromiumAvailable())('the charts list', () => {
  let session: ChartSession;
  let page: Page;

  beforeAll(async () => {
    session = await startChartSession();
    page = session.page;
  });
  afterAll(async () => session?.close());

  it('searches, favourites and deletes a chart', async () => {
    const datasetId = session.ids.get('flights') ?? [...session.ids.values()][0] ?? 1;
    await createChart(page, 'Zebra delays', datasetId);
    await createChart(page, 'Yak arrivals', datasetId);

    await page.goto(`${session.t.url}/chart/list/`);
    await page.getByRole('link', { name: 'Zebra delays', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Yak arrivals', exact: true }).waitFor();
    await shot(page, 'lists-01-charts');

    await page.getByRole('textbox', { name: 'Search' }).fill('Zebra');
    await page.getByRole('textbox', { name: 'Search' }).press('Enter');
    await page.getByRole('link', { name: 'Yak arrivals', exact: true }).waitFor({ state: 'detached' });
    expect(await page.getByTestId('list-row').count()).toBe(1);
    expect(page.url()).toContain('q=');

    const favourite = page.waitForResponse(
      (r) => r.url().includes('/favorites/') && r.request().method() === 'POST' && r.ok(),
    );
    await page.getByRole('button', { name: 'Add Zebra delays to favorites' }).click();
    await favourite;
    await page.getByRole('button', { name: 'Remove Zebra delays from favorites' }).waitFor();
    await shot(page, 'lists-02-searched-favourite');

    await page.getByRole('button', { name: 'Delete Zebra delays' }).click();
    await page.getByText('Please confirm').waitFor();
    await shot(page, 'lists-03-confirm');
    await page.getByTestId('confirm-submit').click();
    await page.getByText('Deleted: Zebra delays').waitFor();
    await page.getByTestId('empty-state').waitFor();
    await shot(page, 'lists-04-deleted');

    await page.getByRole('textbox', { name: 'Search' }).fill('');
    await page.getByRole('textbox', { name: 'Search' }).press('Enter');
    await page.getByRole('link', { name: 'Yak arrivals', exact: true }).waitFor();
    // The deleted chart leaves once the reloaded list arrives; poll instead of reading the old rows.
    await expect.poll(() => page.getByRole('link', { name: 'Zebra delays', exact: true }).count()).toBe(0);

    await page.getByText('Card view', { exact: true }).click();
    await page.getByTestId('list-card').first().waitFor();
    expect(page.url()).toContain('viewMode=card');
    await shot(page, 'lists-05-cards');
  });

  it('opens the datasets list with its filters', async () => {
    await page.goto(`${session.t.url}/tablemodelview/list/`);
    await page.getByRole('link', { name: 'flights', exact: true }).waitFor();
    await shot(page, 'lists-06-datasets');
  });
});
