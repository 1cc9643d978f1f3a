import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { datasourcePermView } from '@tessera/core';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { loadAndRegisterExamples } from '../packages/server/src/bootstrap.js';
import { postgresAvailable, TEST_PG_URL } from '../packages/server/test-support/services.js';
import type { TestApp } from '../packages/server/test-support/test-app.js';
import { chromiumAvailable, launchChromium } from './support/browser.js';
import { SHOTS } from './support/chart-session.js';
import { pickSelect } from './support/select.js';
import { signInAs } from './support/users.js';
import { startWebApp } from './support/web-app.js';

const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `first-hour-walk-${name}.png`) });

const ADMIN = { username: 'ada', password: 'ada-pass-12345' } as const;
const COLLEAGUE = { username: 'olga', password: 'olga-pass-1', firstName: 'Olga', lastName: 'Orders' } as const;
const DATABASE = 'Walk warehouse';
const ROLE = 'Orders readers';
const CHART = 'Orders by region';
const SCHEMA = `walk_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
/** The app connects with the SQLAlchemy spelling of the test server's URL. */
const APP_PG_URI = TEST_PG_URL.replace(/^postgres:/, 'postgresql:');

/** Lists and charts load over the network on a shared machine: longer than expect.poll's default. */
const POLL = { timeout: 10_000 };

const withPg = async (run: (client: pg.Client) => Promise<unknown>): Promise<void> => {
  const client = new pg.Client({ connectionString: TEST_PG_URL });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
};

/** A throwaway schema with one small typed table, as a warehouse a new admin would connect. */
const createOrders = () =>
  withPg(async (c) => {
    await c.query(`CREATE SCHEMA ${SCHEMA}`);
    await c.query(
      `CREATE TABLE ${SCHEMA}.orders (id integer PRIMARY KEY, region text NOT NULL, amount numeric(10,2), ordered_at timestamp)`,
    );
    await c.query(
      `INSERT INTO ${SCHEMA}.orders
       SELECT n, (ARRAY['North','South','East','West'])[1 + n % 4], n * 12.5, timestamp '2026-01-01' + n * interval '1 day'
       FROM generate_series(1, 20) AS n`,
    );
  });

/** The name link of every shown row of a list page (the first link of a row is its title). */
const rowNames = (page: Page): Promise<string[]> =>
  page
    .getByTestId('list-row')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('a')?.textContent?.trim() ?? '').sort());

/** Opens a control's picker (its dashed add button), chooses an entry on a tab and saves it. */
const pickControl = async (page: Page, control: string, tab: string, list: string, entry: string) => {
  await page
    .getByRole('group', { name: control, exact: true })
    .getByRole('button', { name: /here or click/ })
    .click();
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await page.getByRole('listbox', { name: list }).getByRole('option', { name: entry, exact: true }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).last().click();
};

const rowLimit = (page: Page) =>
  page
    .getByRole('textbox', { name: /^Row limit/ })
    .or(page.getByRole('combobox', { name: /^Row limit/ }))
    .first();

/** Picks a row limit from the control's dropdown, as a user would. */
const chooseRowLimit = async (page: Page, value: string): Promise<void> => {
  await rowLimit(page).click();
  await page.getByRole('option', { name: value, exact: true }).click();
  await expect.poll(() => rowLimit(page).inputValue(), POLL).toBe(value);
};

const pgReady = chromiumAvailable() && (await postgresAvailable());

/**
 * Issue 19's acceptance walk, all through the UI in Chromium: a new admin sets up the app,
 * connects a PostgreSQL warehouse, adds a dataset from one of its tables, builds and saves a
 * chart, keeps an unsaved edit through a reload, and grants a new Gamma colleague that dataset
 * only from the roles page; the colleague sees that dataset and its chart and nothing else.
 */
describe.runIf(pgReady)('the first hour of a new admin, walked in the browser', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    await createOrders();
    t = await startWebApp();
    // The examples are there as in production, so "nothing else" has something to leave out.
    await loadAndRegisterExamples(t.ctx);
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await withPg((c) => c.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`));
  });

  it('sets up, connects PostgreSQL, charts a new dataset and shares only it with a colleague', async () => {
    onTestFailed(() => shot(page, 'failed').then(() => undefined));
    // 1. An empty store sends the first visitor to the setup page.
    await page.goto(`${t.url}/`);
    await page.waitForURL('**/setup/');
    await page.getByTestId('setup-username').fill(ADMIN.username);
    await page.getByTestId('setup-first-name').fill('Ada');
    await page.getByTestId('setup-last-name').fill('Admin');
    await page.getByTestId('setup-email').fill('ada@example.com');
    await page.getByTestId('setup-password').fill(ADMIN.password);
    await page.getByTestId('setup-confirm').fill(ADMIN.password);
    await shot(page, '01-setup');
    await page.getByTestId('setup-submit').click();
    await page.waitForURL('**/tessera/welcome/');
    await page.getByTestId('page-title').waitFor();

    // 2. Settings → Databases → '+ Database' → PostgreSQL, by SQLAlchemy URI.
    await page.getByTestId('nav-settings').click();
    await page.getByTestId('nav-databases').click();
    await page.waitForURL('**/databaseview/list/');
    await page.getByTestId('database-add').click();
    await page.getByTestId('engine-card-postgresql').click();
    await page.getByTestId('switch-configuration-method').click();
    await page.getByTestId('database-name').fill(DATABASE);
    await page.getByTestId('sqlalchemy-uri').fill(APP_PG_URI);
    await page.getByTestId('test-connection').click();
    await page.getByTestId('test-connection-result').getByText('Connection looks good!').waitFor();
    await shot(page, '02-database-tested');
    await page.getByTestId('database-modal-save').click();
    const connected = page.getByRole('dialog', { name: 'Database connected' });
    await connected.getByRole('button', { name: 'Finish' }).click();
    await page.getByTestId('list-row').filter({ hasText: DATABASE }).waitFor();
    await shot(page, '03-database-listed');

    // 3. '+ Dataset': database → schema → table, its columns, then explore.
    await page.goto(`${t.url}/tablemodelview/list/`);
    await page.getByRole('link', { name: '+ Dataset', exact: true }).click();
    await page.waitForURL('**/dataset/add/');
    const schema = page.getByRole('combobox', { name: 'Schema', exact: true });
    // The page starts on PostgreSQL's 'public' once the schemas arrive.
    await pickSelect(page, 'Database', DATABASE);
    await expect.poll(() => schema.inputValue()).toBe('public');
    await pickSelect(page, 'Schema', SCHEMA);
    const orders = page.getByRole('listbox', { name: 'Tables' }).getByRole('option', { name: /^orders/ });
    await orders.waitFor();
    expect(await orders.count()).toBe(1);
    await orders.click();
    const columns = page.getByRole('table', { name: 'Table columns' });
    await columns.getByRole('cell', { name: 'ordered_at', exact: true }).waitFor();
    // The choice is in the URL, so a reload comes back to the same table.
    await page.reload();
    await columns.getByRole('cell', { name: 'ordered_at', exact: true }).waitFor();
    expect(await schema.inputValue()).toBe(SCHEMA);
    expect(await columns.getByRole('row').count()).toBe(5);
    await shot(page, '04-dataset-columns');
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/dataset/') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Create dataset and create chart' }).click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    const datasetId = ((await answer.json()) as { id: number }).id;
    await page.waitForURL(`**/explore/?datasource_type=table&datasource_id=${datasetId}`);
    await expect.poll(() => page.getByTestId('dataset-title').textContent(), POLL).toBe('orders');

    // 4. A table chart of COUNT(*) by region, run and saved by name.
    await page.getByRole('button', { name: 'Table', exact: true }).click();
    await pickControl(page, 'Metrics', 'Saved', 'Saved metrics', 'COUNT(*)');
    await pickControl(page, 'Dimensions', 'Simple', 'Columns', 'region');
    const data = page.waitForResponse((r) => r.url().endsWith('/api/v1/chart/data') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    expect((await data).status()).toBe(200);
    const chart = page.getByRole('region', { name: 'Chart', exact: true });
    await expect.poll(() => chart.getAttribute('data-chart-status'), POLL).toBe('rendered');
    await chart.getByText('North', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Save chart' });
    await dialog.getByLabel('Chart name').fill(CHART);
    await shot(page, '05-save-modal');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/explore\/\?slice_id=\d+/);
    await page.getByRole('heading', { name: CHART }).waitFor();
    await shot(page, '06-chart-saved');

    // 5. A mid-edit change lands in the URL's form_data_key and survives a reload.
    // The edit is cached a quiet second later (Superset's debounced updateHistory): wait for that write.
    const cached = page.waitForResponse(
      (r) => r.url().includes('/api/v1/explore/form_data') && ['POST', 'PUT'].includes(r.request().method()),
    );
    await chooseRowLimit(page, '50');
    await shot(page, '07-edited');
    expect((await cached).ok()).toBe(true);
    await expect.poll(() => new URL(page.url()).searchParams.get('form_data_key'), POLL).not.toBeNull();
    await page.getByTestId('unsaved-changes').waitFor();
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.type());
      void d.accept();
    });
    await page.reload();
    expect(dialogs).toContain('beforeunload');
    await expect.poll(() => rowLimit(page).inputValue(), POLL).toBe('50');
    await page.getByTestId('unsaved-changes').waitFor();
    await page.getByRole('heading', { name: CHART }).waitFor();
    await rowLimit(page).scrollIntoViewIfNeeded();
    await shot(page, '08-reloaded-edit-kept');

    // 6. A role granting only the new dataset, and a Gamma colleague holding it.
    await page.goto(`${t.url}/roles/list/`);
    await page.getByTestId('add-role').click();
    await page.getByTestId('role-name').fill(ROLE);
    await page.getByTestId('role-save').click();
    const row = page.getByTestId('role-row').filter({ hasText: ROLE });
    await row.waitFor();
    await row.getByTestId('edit-role-permissions').click();
    await page.getByTestId('permission-section-data').getByText(DATABASE, { exact: true }).waitFor();
    await page.getByTestId('permission-search').fill('orders');
    const access = `datasource_access on ${datasourcePermView(DATABASE, 'orders', datasetId)}`;
    await page.getByRole('checkbox', { name: access }).check();
    await shot(page, '09-role-grant');
    await page.getByTestId('permissions-save').click();
    await page.getByTestId('permission-list').waitFor({ state: 'detached' });

    await page.goto(`${t.url}/users/list/`);
    await page.getByTestId('add-user').click();
    await page.getByTestId('user-username').fill(COLLEAGUE.username);
    await page.getByTestId('user-first-name').fill(COLLEAGUE.firstName);
    await page.getByTestId('user-last-name').fill(COLLEAGUE.lastName);
    await page.getByTestId('user-email').fill(`${COLLEAGUE.username}@example.com`);
    await page.getByTestId('user-password').fill(COLLEAGUE.password);
    await page.getByTestId('user-confirm').fill(COLLEAGUE.password);
    for (const role of ['Gamma', ROLE]) {
      await page.getByTestId('user-roles').click();
      await page.getByRole('option', { name: role, exact: true }).click();
    }
    await page.getByTestId('user-first-name').click();
    await shot(page, '10-new-user');
    await page.getByTestId('user-save').click();
    await page.getByTestId('user-row').filter({ hasText: COLLEAGUE.username }).waitFor();

    // 7. The colleague, in a browser context of their own, sees the dataset and its chart only.
    const colleague = await signInAs(browser, t.url, COLLEAGUE);
    try {
      const other = colleague.page;
      await other.goto(`${t.url}/tablemodelview/list/`);
      await expect.poll(() => rowNames(other), POLL).toEqual(['orders']);
      await shot(other, '11-colleague-datasets');
      await other.goto(`${t.url}/chart/list/`);
      await expect.poll(() => rowNames(other), POLL).toEqual([CHART]);
      await shot(other, '12-colleague-charts');
    } finally {
      await colleague.context.close();
    }
  });
});
