import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../packages/server/src/bootstrap.js';
import type { TestApp } from '../packages/server/test-support/test-app.js';
import { chromiumAvailable, launchChromium } from './support/browser.js';
import { ADMIN, SHOTS } from './support/chart-session.js';
import { expectApi } from './support/page-api.js';
import { startWebApp } from './support/web-app.js';

const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`) });

/**
 * Issue D: Superset's file upload. From the '+' menu, a CSV with a date column and a Parquet file
 * become tables and datasets in a DuckDB database that allows uploads, and explore draws a chart from
 * each; a database without allow_file_upload is not offered.
 */
describe.runIf(chromiumAvailable())('uploading files into a database', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  const dir = mkdtempSync(join(tmpdir(), 'tessera-e2e-upload-'));

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    for (const name of ['uploads', 'closed']) {
      const instance = await DuckDBInstance.create(join(dir, `${name}.duckdb`));
      instance.closeSync();
    }
    const parquet = await DuckDBInstance.create(':memory:');
    const conn = await parquet.connect();
    await conn.run(
      `COPY (SELECT range AS n, 'g' || (range % 3) AS grp FROM range(30)) TO '${join(dir, 'numbers.parquet')}' (FORMAT parquet)`,
    );
    conn.closeSync();
    parquet.closeSync();
    writeFileSync(
      join(dir, 'sales.csv'),
      'day,city,amount\n2024-01-05,Paris,10\n2024-02-11,Berlin,20\n2024-03-20,Rome,30\n',
    );

    t = await startWebApp();
    await createAdmin(t.ctx, { ...ADMIN, email: 'admin@example.com' });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${t.url}/login/`);
    await page.getByTestId('login-username').fill(ADMIN.username);
    await page.getByTestId('login-password').fill(ADMIN.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL('**/tessera/welcome/');
    for (const [name, allow] of [
      ['uploads', true],
      ['closed', false],
    ] as const) {
      await expectApi(page, 201, 'POST', '/api/v1/database/', {
        database_name: name,
        sqlalchemy_uri: `duckdb:///${join(dir, `${name}.duckdb`)}`,
        allow_file_upload: allow,
      });
    }
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const openUpload = async (entry: string): Promise<void> => {
    await page.goto(`${t.url}/databaseview/list/`);
    await page.getByTestId('nav-create').click();
    await page.getByTestId(entry).click();
    await page.getByTestId('upload-database').waitFor();
  };

  const uploadAndExplore = async (file: string, table: string, name: string, rows: number): Promise<void> => {
    await page.getByRole('combobox', { name: 'Database' }).click();
    await page.getByRole('option', { name: 'uploads', exact: true }).click();
    await page.locator('input[type="file"]').setInputFiles(join(dir, file));
    await page.getByTestId('upload-columns').waitFor();
    await page.getByTestId('upload-table-name').fill(table);
    await shot(page, `upload-${name}-01-modal`);
    await page.getByTestId('upload-submit').click();
    await page.getByTestId('upload-done').waitFor();
    const explore = page.getByTestId('upload-explore');
    const href = (await explore.getAttribute('href')) ?? '';
    const datasetId = Number(new URL(href, t.url).searchParams.get('dataset_id'));
    await explore.click();
    await page.waitForURL('**/explore/?dataset_id=*');
    await expect.poll(() => page.getByTestId('dataset-title').textContent(), { timeout: 20_000 }).toBe(table);
    // A Big Number of the dataset's count metric, saved and opened in explore, draws from the table.
    const chartId = await page.evaluate(async (datasourceId) => {
      const token = await fetch('/api/v1/security/csrf_token/').then((r) => r.json() as Promise<{ result: string }>);
      const params = { viz_type: 'big_number_total', datasource: `${datasourceId}__table`, metric: 'count' };
      const res = await fetch('/api/v1/chart/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRFToken': token.result },
        body: JSON.stringify({
          slice_name: 'Uploaded rows',
          viz_type: 'big_number_total',
          params: JSON.stringify(params),
          datasource_id: datasourceId,
          datasource_type: 'table',
        }),
      });
      return ((await res.json()) as { id: number }).id;
    }, datasetId);
    await page.goto(`${t.url}/explore/?slice_id=${chartId}`);
    await expect
      .poll(() => page.getByTestId('explore-chart').getAttribute('data-chart-status'), { timeout: 30_000 })
      .toMatch(/success|rendered/);
    expect(await page.getByTestId('explore-chart').textContent()).toContain(String(rows));
    await shot(page, `upload-${name}-02-explore`);
  };

  it('uploads a CSV with dates and explores its dataset', async () => {
    await openUpload('upload-csv');
    // Only databases allowing uploads are offered.
    await page.getByRole('combobox', { name: 'Database' }).click();
    await page.getByRole('option', { name: 'uploads', exact: true }).waitFor();
    expect(await page.getByRole('option', { name: 'closed', exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.locator('input[type="file"]').setInputFiles(join(dir, 'sales.csv'));
    await page.getByTestId('upload-preview').waitFor();
    await page.getByRole('tab', { name: 'Columns', exact: true }).click();
    await page.getByTestId('upload-column-dates').click();
    await page.getByRole('option', { name: 'day', exact: true }).click();
    await page.keyboard.press('Escape');
    await uploadAndExplore('sales.csv', 'sales', 'csv', 3);
    const ds = await expectApi<{ result: { table_name: string }[] }>(
      page,
      200,
      'GET',
      '/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:sales)))',
    );
    expect(ds.result).toHaveLength(1);
  });

  it('uploads a Parquet file and explores its dataset', async () => {
    await openUpload('upload-columnar');
    await uploadAndExplore('numbers.parquet', 'numbers', 'parquet', 30);
  });

  it('refuses an upload into a database that does not allow it', async () => {
    const databases = await expectApi<{ result: { id: number; database_name: string }[] }>(
      page,
      200,
      'GET',
      '/api/v1/database/?q=(filters:!((col:database_name,opr:eq,value:closed)))',
    );
    const closed = databases.result[0]?.id;
    expect(closed).toBeDefined();
    const status = await page.evaluate(async (id) => {
      const token = await fetch('/api/v1/security/csrf_token/').then((r) => r.json() as Promise<{ result: string }>);
      const form = new FormData();
      form.set('type', 'csv');
      form.set('table_name', 'nope');
      form.set('file', new Blob(['a\n1\n']), 'nope.csv');
      const res = await fetch(`/api/v1/database/${id}/upload/`, {
        method: 'POST',
        headers: { 'X-CSRFToken': token.result },
        body: form,
      });
      return res.status;
    }, closed);
    expect(status).toBe(422);
  });
});
