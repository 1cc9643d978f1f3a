import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/browser.js';
import { SHOTS, startChartSession, type ChartSession } from './support/chart-session.js';
import { expectApi } from './support/page-api.js';
import { pickSelect } from './support/select.js';

const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`) });

/**
 * Issue 19 item 2: a new database is no longer a dead end. As admin, '+ Dataset' from the
 * dataset list, the examples database, its schema, a table without a dataset, its columns, then
 * explore on the new dataset; a virtual dataset from SQL with a preview; and '+ Chart' from the
 * chart list with a dataset and a chart type.
 */
describe.runIf(chromiumAvailable())('creating datasets and charts from the lists', () => {
  let session: ChartSession;
  let page: Page;

  beforeAll(async () => {
    session = await startChartSession();
    page = session.page;
    // Every example table has a dataset; free one so the page can add it again.
    const iowa = session.ids.get('iowa_electricity');
    expect(iowa).toBeDefined();
    await expectApi(page, 200, 'DELETE', `/api/v1/dataset/${iowa}`);
  });
  afterAll(async () => session?.close());

  it('adds a dataset from a table and opens explore on it', async () => {
    await page.goto(`${session.t.url}/tablemodelview/list/`);
    await page.getByRole('link', { name: '+ Dataset', exact: true }).click();
    await page.waitForURL('**/dataset/add/');
    await page.getByTestId('dataset-add-empty').waitFor();
    await shot(page, 'dataset-add-00-empty');

    await pickSelect(page, 'Database', 'examples');
    // The examples database has one schema besides the catalog's, and the page starts on it.
    await expect.poll(() => page.getByRole('combobox', { name: 'Schema', exact: true }).inputValue()).toBe('main');
    const tables = page.getByRole('listbox', { name: 'Tables' });
    await tables.getByRole('option', { name: /flights/ }).waitFor();

    // A table that already has a dataset says so and links to it.
    await tables.getByRole('option', { name: /^flights/ }).click();
    const notice = page.getByTestId('dataset-exists');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('This table already has a dataset');
    expect(await notice.getByRole('link', { name: 'View Dataset' }).getAttribute('href')).toBe(
      `/explore/?datasource_type=table&datasource_id=${session.ids.get('flights')}`,
    );
    expect(await page.getByTestId('dataset-add-create').isDisabled()).toBe(true);
    await shot(page, 'dataset-add-01-exists');

    await page.getByPlaceholder('Search tables').fill('iowa');
    expect(await tables.getByRole('option').count()).toBe(1);
    await tables.getByRole('option', { name: /iowa_electricity/ }).click();
    const columns = page.getByRole('table', { name: 'Table columns' });
    await columns.getByRole('cell', { name: 'source', exact: true }).waitFor();
    expect(await columns.getByRole('row').count()).toBeGreaterThan(2);
    await shot(page, 'dataset-add-02-columns');

    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/dataset/') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Create dataset and create chart' }).click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    const { id } = (await answer.json()) as { id: number };
    await page.waitForURL(`**/explore/?datasource_type=table&datasource_id=${id}`);
    await expect.poll(() => page.getByTestId('dataset-title').textContent()).toBe('iowa_electricity');
    await page.getByRole('button', { name: 'View all charts' }).waitFor();
    await shot(page, 'dataset-add-03-explore');
  });

  it('adds a virtual dataset from SQL after previewing its rows', async () => {
    await page.goto(`${session.t.url}/dataset/add/`);
    await page.getByRole('button', { name: 'create a dataset from a SQL query' }).click();
    await page.waitForURL('**/dataset/add/?source=sql');
    await pickSelect(page, 'Database', 'examples');
    await page.getByTestId('sql-dataset-name').fill('powerful_cars');
    await page
      .getByTestId('sql-dataset-sql')
      .fill('SELECT "Name", "Horsepower" FROM cars WHERE "Horsepower" > 200 ORDER BY "Horsepower" DESC');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    const results = page.getByRole('table', { name: 'Results' });
    await results.getByRole('columnheader', { name: 'Horsepower' }).waitFor();
    expect(await results.getByRole('row').count()).toBeGreaterThan(1);
    await shot(page, 'dataset-add-04-sql-preview');

    await page.getByTestId('sql-dataset-create').click();
    await page.waitForURL(/\/explore\/\?datasource_type=table&datasource_id=\d+$/);
    await expect.poll(() => page.getByTestId('dataset-title').textContent()).toBe('powerful_cars');
    await shot(page, 'dataset-add-05-sql-explore');
  });

  it("creates a chart from the chart list's '+ Chart' with a dataset and a chart type", async () => {
    await page.goto(`${session.t.url}/chart/list/`);
    await page.getByRole('link', { name: '+ Chart', exact: true }).click();
    await page.waitForURL('**/chart/add');
    expect(await page.getByTestId('chart-add-create').isDisabled()).toBe(true);
    const dataset = page.getByRole('combobox', { name: 'Dataset', exact: true });
    await dataset.click();
    await dataset.fill('car');
    await page.getByRole('option', { name: /^cars/ }).click();
    await page.getByRole('button', { name: 'Pie Chart', exact: true }).click();
    await page.getByTestId('viz-type-detail').waitFor();
    await shot(page, 'chart-add-00-chosen');

    await page.getByRole('button', { name: 'Create new chart' }).click();
    await page.waitForURL(`**/explore/?viz_type=pie&datasource_type=table&datasource_id=${session.ids.get('cars')}`);
    await expect.poll(() => page.getByTestId('dataset-title').textContent()).toBe('cars');
    const chartType = page.getByRole('group', { name: 'Chart type', exact: true });
    expect(await chartType.getByRole('button', { name: 'Pie Chart' }).getAttribute('aria-pressed')).toBe('true');
    await shot(page, 'chart-add-01-explore');
  });
});
