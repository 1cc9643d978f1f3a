import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/browser.js';
import { SHOTS, startChartSession, type ChartSession } from './support/chart-session.js';
import { callApi } from './support/page-api.js';

const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`) });

/** Replaces the editor's SQL as typing would (CodeMirror sees an input event). */
const typeSql = async (page: Page, sql: string): Promise<void> => {
  const editor = page.getByTestId('sqllab-editor-content');
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(sql);
  await page.keyboard.press('Escape');
};

const editorText = (page: Page): Promise<string> =>
  page.getByTestId('sqllab-editor-content').evaluate((el) => (el as HTMLElement).innerText);

interface QueryRow {
  status: string;
  sql: string;
}

/**
 * Issue 26: SQL Lab end to end as the admin on the examples (DuckDB): run a query, stop a long
 * one on the engine, save a result as a dataset and explore it, reopen a query from history, the
 * hand-off from explore's 'View in SQL Lab', and tabs that survive a reload; light and dark.
 */
describe.runIf(chromiumAvailable())('SQL Lab', () => {
  let session: ChartSession;
  let page: Page;

  beforeAll(async () => {
    session = await startChartSession();
    page = session.page;
    // The type-ahead preview has its own test below; the others run queries on purpose only.
    await page.addInitScript(() => localStorage.setItem('tessera.sqllab.preview', 'off'));
  });
  afterAll(async () => session?.close());

  it('runs a query with Ctrl+Enter and shows the rows, the row count and the elapsed time', async () => {
    await page.goto(`${session.t.url}/sqllab/`);
    await page.getByTestId('sqllab-editor-content').waitFor();
    expect(await page.getByTestId('sqllab-tab').count()).toBeGreaterThan(0);
    await typeSql(page, 'SELECT origin, count(*) AS flights FROM flights GROUP BY origin ORDER BY flights DESC');
    await page.keyboard.press('Control+Enter');
    await page.getByTestId('sqllab-row-count').waitFor();
    expect(await page.getByTestId('sqllab-row-count').textContent()).toMatch(/\d+ rows?/);
    expect(await page.getByTestId('sqllab-elapsed').textContent()).toMatch(/\d+\.\d\d s/);
    const grid = page.getByTestId('sqllab-results-grid');
    expect(await grid.getByRole('columnheader').allTextContents()).toEqual(['origin', 'flights']);
    expect(await grid.getByRole('gridcell').count()).toBeGreaterThan(2);
    await shot(page, 'sqllab-01-results-light');
  });

  it('streams a large result in pages: the first rows at once, the rest in the grid after', async () => {
    await page.getByRole('combobox', { name: 'Row limit' }).click();
    await page.getByRole('option', { name: 'Limit 100,000' }).click();
    await typeSql(page, 'SELECT n, n * 2 AS twice FROM range(45000) AS t(n) ORDER BY n');
    const pages: string[] = [];
    const onRequest = (req: { url: () => string }) => {
      if (req.url().includes('/api/v1/sqllab/results/')) pages.push(decodeURIComponent(req.url()));
    };
    page.on('request', onRequest);
    await page.keyboard.press('Control+Enter');
    const grid = page.getByTestId('sqllab-results-grid');
    await expect.poll(() => page.getByTestId('sqllab-row-count').textContent()).toBe('45,000 rows');
    await expect.poll(() => grid.getAttribute('data-rows-loaded')).toBe('45000');
    page.off('request', onRequest);
    // The first answer (execute's, or results' for a query run on the queue) carried the first
    // 1,000 rows; three pages of 20,000 brought the rest, and no request asked for every row.
    const asked = pages.map((url) => url.replace(/.*q=/, '').replace(/key:'?\w+'?,?/, ''));
    expect(asked.filter((q) => q.includes('offset'))).toEqual([
      '(offset:1000,rows:20000)',
      '(offset:21000,rows:20000)',
      '(offset:41000,rows:20000)',
    ]);
    expect(asked.every((q) => q.includes('rows:'))).toBe(true);
    await grid.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect.poll(() => grid.getByRole('gridcell', { name: '44999', exact: true }).count()).toBe(1);
    await page.getByRole('combobox', { name: 'Row limit' }).click();
    await page.getByRole('option', { name: 'Limit 1,000', exact: true }).click();
  });

  it('stops a long query on the engine with Stop', async () => {
    await typeSql(page, 'SELECT count(*) FROM range(10000000000)');
    await page.getByTestId('sqllab-run').click();
    await page.getByTestId('sqllab-results-running').waitFor();
    await page.getByTestId('sqllab-stop').click();
    await page.getByTestId('sqllab-results-stopped').waitFor();
    await shot(page, 'sqllab-02-stopped');
    // The server's row says stopped too (its stop cancels the engine's statement).
    await expect
      .poll(
        async () => {
          const list = await callApi<{ result: QueryRow[] }>(page, 'GET', '/api/v1/query/?q=(page_size:5)');
          return list.body.result.find((q) => q.sql.includes('range(10000000000)'))?.status;
        },
        { timeout: 10_000 },
      )
      .toBe('stopped');
  });

  it('keeps the tabs and their SQL through a reload', async () => {
    await page.getByTestId('sqllab-new-tab').click();
    await expect.poll(() => page.getByTestId('sqllab-tab').count()).toBe(2);
    await typeSql(page, 'SELECT 42 AS answer');
    // The SQL is saved after a pause in typing.
    await page.waitForTimeout(1_000);
    await page.reload();
    await page.getByTestId('sqllab-editor-content').waitFor();
    await expect.poll(() => page.getByTestId('sqllab-tab').count()).toBe(2);
    await expect.poll(() => editorText(page)).toContain('SELECT 42 AS answer');
    await page.getByTestId('sqllab-tab').first().click();
    await expect.poll(() => editorText(page)).toContain('range(10000000000)');
  });

  it('reopens a query from the history in a new tab', async () => {
    await page.getByTestId('sqllab-bottom').getByText('Query history').click();
    await page.getByTestId('sqllab-history-search').fill('GROUP BY origin');
    const rows = page.getByTestId('sqllab-history-row');
    // The search applies after a short pause: then only the GROUP BY query is listed.
    await expect
      .poll(async () => {
        const texts = await rows.allTextContents();
        return texts.length > 0 && texts.every((text) => text.includes('GROUP BY origin'));
      })
      .toBe(true);
    const row = rows.first();
    await shot(page, 'sqllab-03-history');
    await row.getByRole('button', { name: 'Open in new tab' }).click();
    await expect.poll(() => page.getByTestId('sqllab-tab').count()).toBe(3);
    await expect.poll(() => editorText(page)).toContain('GROUP BY origin');
  });

  it('saves a result as a dataset and explores it', async () => {
    await page.getByTestId('sqllab-editor-content').click();
    await page.keyboard.press('Control+Enter');
    await page.getByTestId('sqllab-row-count').waitFor();
    await page.getByRole('button', { name: 'Save as dataset' }).click();
    await page.getByRole('textbox', { name: 'Dataset name' }).fill('flights_by_origin');
    await shot(page, 'sqllab-04-save-dataset');
    await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL('**/explore/?datasource_type=table&datasource_id=*');
    await expect.poll(() => page.getByTestId('dataset-title').textContent()).toBe('flights_by_origin');
  });

  it("opens explore's SQL in a new SQL Lab tab through 'View in SQL Lab'", async () => {
    const before = (await callApi<{ result: { tab_state_ids: unknown[] } }>(page, 'GET', '/api/v1/sqllab/')).body.result
      .tab_state_ids.length;
    // A saved example chart: its query is complete, so explore can hand its SQL over.
    const charts = await callApi<{ result: { id: number; slice_name: string }[] }>(
      page,
      'GET',
      '/api/v1/chart/?q=(filters:!((col:viz_type,opr:eq,value:big_number_total)),page_size:1)',
    );
    const chart = charts.body.result[0];
    expect(chart).toBeDefined();
    await page.goto(`${session.t.url}/explore/?slice_id=${chart?.id}`);
    await page.getByRole('button', { name: 'More actions' }).click();
    const popup = page.context().waitForEvent('page');
    await page.getByRole('menuitem', { name: 'View in SQL Lab' }).click();
    const lab = await popup;
    await lab.waitForURL('**/sqllab/');
    await lab.getByTestId('sqllab-editor-content').waitFor();
    await expect.poll(() => lab.getByTestId('sqllab-tab').count()).toBe(before + 1);
    await expect.poll(() => editorText(lab)).toMatch(/SELECT[\s\S]+FROM/i);
    await shot(lab, 'sqllab-05-handoff');
    await lab.close();
  });

  it('saves the query, opens it from the saved-query list, and shares it through a permalink', async () => {
    await page.goto(`${session.t.url}/sqllab/`);
    await page.getByTestId('sqllab-new-tab').click();
    await typeSql(page, 'SELECT dest, count(*) AS n FROM flights GROUP BY dest');
    await page.getByTestId('sqllab-save-query').click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill('Flights by destination');
    await page.getByTestId('sqllab-save-query-submit').click();
    await expect
      .poll(() => page.getByTestId('sqllab-tab').filter({ hasText: 'Flights by destination' }).count())
      .toBe(1);

    const before = await page.getByTestId('sqllab-tab').count();
    await page.goto(`${session.t.url}/savedqueryview/list/`);
    await page.getByRole('link', { name: 'Flights by destination' }).first().click();
    await page.waitForURL('**/sqllab/');
    await expect.poll(() => page.getByTestId('sqllab-tab').count()).toBe(before + 1);
    await expect.poll(() => editorText(page)).toContain('GROUP BY dest');

    const shared = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/sqllab/permalink') && r.request().method() === 'POST',
    );
    await page.getByTestId('sqllab-share').click();
    const { url } = (await (await shared).json()) as { url: string };
    expect(url).toMatch(/^\/sqllab\/p\/[^/]+$/);
    await page.goto(`${session.t.url}${url}`);
    await page.waitForURL('**/sqllab/');
    await expect.poll(() => page.getByTestId('sqllab-tab').count()).toBe(before + 2);
    await expect.poll(() => editorText(page)).toContain('GROUP BY dest');
  });

  it("opens a dataset's table in SQL Lab from the dataset list", async () => {
    await page.goto(`${session.t.url}/tablemodelview/list/`);
    const popup = page.context().waitForEvent('page');
    await page.getByTestId('dataset-view-in-sqllab').first().click();
    const lab = await popup;
    await lab.waitForURL('**/sqllab/');
    await expect.poll(() => editorText(lab)).toMatch(/^SELECT \* FROM \S+ LIMIT 100|SELECT/);
    await lab.close();
  });

  it('previews the SELECT under the cursor after a pause in typing', async () => {
    await page.evaluate(() => localStorage.setItem('tessera.sqllab.preview', 'on'));
    await page.addInitScript(() => localStorage.setItem('tessera.sqllab.preview', 'on'));
    await page.goto(`${session.t.url}/sqllab/`);
    await page.getByTestId('sqllab-editor-content').waitFor();
    await typeSql(page, 'SELECT * FROM flights');
    await page.getByTestId('sqllab-preview-ready').waitFor();
    expect(await page.getByTestId('sqllab-preview-ready').textContent()).toMatch(/^100 /);
    await shot(page, 'sqllab-06-preview');
  });

  it('draws in the dark scheme', async () => {
    await page.evaluate(() => localStorage.setItem('tessera.theme', 'dark'));
    await page.goto(`${session.t.url}/sqllab/`);
    await page.getByTestId('sqllab-editor-content').waitFor();
    // The second tab holds `SELECT 42 AS answer` (the first, the long query stopped above).
    await page.getByTestId('sqllab-tab').nth(1).click();
    await expect.poll(() => editorText(page)).toContain('SELECT 42');
    await page.getByTestId('sqllab-run').click();
    await page.getByTestId('sqllab-results').or(page.getByTestId('sqllab-results-error')).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toBe('dark');
    await shot(page, 'sqllab-07-dark');
  });
});
