import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from '../packages/server/src/services/report/delivery/email.js';
import { createReportRuntime, rendererFor } from '../packages/server/src/services/report/report-runtime.js';
import { startReportScheduler } from '../packages/server/src/services/report/report-scheduler.js';
import { startSmtpCapture, type SmtpCapture } from '../packages/server/test-support/smtp-capture.js';
import type { TestApp } from '../packages/server/test-support/test-app.js';
import { chromiumAvailable } from './support/browser.js';
import { startChartSession, type ChartSession } from './support/chart-session.js';
import { expectApi } from './support/page-api.js';
import { pdfWords } from './support/pdf-words.js';

const NAMES = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf'];
/** Chart height in grid units (8 px each): tall enough that the PDF needs page breaks. */
const HEIGHT = 80;

const position = (ids: number[]) => {
  const chart = (i: number) => ({
    type: 'CHART',
    id: `CHART-${i}`,
    children: [],
    meta: { chartId: ids[i], width: 6, height: HEIGHT },
  });
  const row = (n: number, charts: number[]) => ({
    type: 'ROW',
    id: `ROW-${n}`,
    children: charts.map((i) => `CHART-${i}`),
    meta: {},
  });
  return {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['TABS-top'] },
    'TABS-top': { type: 'TABS', id: 'TABS-top', children: ['TAB-a', 'TAB-b'], meta: {} },
    'TAB-a': { type: 'TAB', id: 'TAB-a', children: ['ROW-1', 'ROW-2', 'ROW-3'], meta: { text: 'First tab' } },
    'TAB-b': { type: 'TAB', id: 'TAB-b', children: ['ROW-4'], meta: { text: 'Second tab' } },
    'ROW-1': row(1, [0, 1]),
    'ROW-2': row(2, [2, 3]),
    'ROW-3': row(3, [4, 5]),
    'ROW-4': row(4, [6]),
    ...Object.fromEntries(ids.map((_, i) => [`CHART-${i}`, chart(i)])),
  };
};

describe.runIf(chromiumAvailable())('scheduled reports by e-mail', () => {
  let session: ChartSession;
  let t: TestApp;
  let page: Page;
  let smtp: SmtpCapture;
  let dir: string;
  const charts: number[] = [];
  let dashboardId = 0;

  beforeAll(async () => {
    session = await startChartSession();
    ({ t, page } = session);
    smtp = await startSmtpCapture();
    dir = mkdtempSync(join(tmpdir(), 'tessera-report-pdf-'));
    const flights = session.ids.get('flights') ?? 0;
    for (const name of NAMES) {
      const params = {
        viz_type: 'table',
        query_mode: 'aggregate',
        groupby: ['origin'],
        metrics: ['count'],
        row_limit: 5,
        adhoc_filters: [
          {
            expressionType: 'SIMPLE',
            clause: 'WHERE',
            operator: 'TEMPORAL_RANGE',
            comparator: 'No filter',
            subject: 'departure_time',
          },
        ],
      };
      const queryContext = {
        datasource: { id: flights, type: 'table' },
        queries: [{ columns: ['origin'], metrics: ['count'], row_limit: 5, orderby: [['count', false]] }],
        result_format: 'json',
        result_type: 'full',
      };
      const body = {
        slice_name: `${name} chart`,
        viz_type: 'table',
        datasource_id: flights,
        datasource_type: 'table',
        params: JSON.stringify({ datasource: `${flights}__table`, ...params }),
        query_context: JSON.stringify(queryContext),
      };
      charts.push((await expectApi<{ id: number }>(page, 201, 'POST', '/api/v1/chart/', body)).id);
    }
    dashboardId = (
      await expectApi<{ id: number }>(page, 201, 'POST', '/api/v1/dashboard/', {
        dashboard_title: 'Report board',
        published: true,
        position_json: JSON.stringify(position(charts)),
      })
    ).id;
  }, 120_000);
  afterAll(async () => {
    await smtp?.close();
    await session?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('delivers a dashboard PDF with every chart of every tab whole, a PNG, a CSV and a firing alert within 90 s', async () => {
    const recipients = [{ type: 'Email', recipient_config_json: { target: 'team@example.com' } }];
    const report = (name: string, extra: Record<string, unknown>) =>
      expectApi(page, 201, 'POST', '/api/v1/report/', {
        type: 'Report',
        name,
        crontab: '* * * * *',
        recipients,
        ...extra,
      });
    await report('Board PDF', { dashboard: dashboardId, report_format: 'PDF', creation_method: 'dashboards' });
    // A second report on the same dashboard comes from the Alerts & reports list: from the
    // dashboard's own menu Superset allows one per creator ('Resource already has an attached report.').
    await report('Board PNG', { dashboard: dashboardId, report_format: 'PNG', creation_method: 'alerts_reports' });
    await report('Alpha CSV', { chart: charts[0], report_format: 'CSV', creation_method: 'charts' });
    // Two alerts on the examples database, one real run each: only the one whose condition holds mails.
    const databases = await expectApi<{ result: { id: number; database_name: string }[] }>(
      page,
      200,
      'GET',
      '/api/v1/database/',
    );
    const examples = databases.result.find((d) => d.database_name === 'examples')?.id;
    const alert = (name: string, threshold: number) =>
      report(name, {
        type: 'Alert',
        chart: charts[0],
        report_format: 'CSV',
        database: examples,
        sql: 'SELECT COUNT(*) FROM flights',
        validator_type: 'operator',
        validator_config_json: { op: '>', threshold },
      });
    await alert('Flights exist', 0);
    const quiet = (await alert('Flights beyond a billion', 1e9)) as { id: number };
    const started = Date.now();
    const runtime = createReportRuntime(t.ctx, rendererFor(t.ctx), {
      baseUrl: t.url,
      mailer: smtpMailer({
        smtp: { host: '127.0.0.1', port: smtp.port, user: null, password: null, starttls: false, ssl: false },
        emailFrom: 'reports@tessera.test',
      }),
    });
    // The real scheduler: the next minute's tick runs all three.
    const scheduler = startReportScheduler(runtime);
    try {
      await smtp.waitFor(4, 90_000);
    } finally {
      scheduler.stop();
    }
    const seconds = (Date.now() - started) / 1000;
    process.stdout.write(`reports arrived ${seconds.toFixed(1)} s after scheduling\n`);
    expect(seconds).toBeLessThan(90);
    const bySubject = new Map(smtp.mails.map((m) => [m.subject, m]));
    expect([...bySubject.keys()].sort()).toEqual([
      '[Alert] Flights exist',
      '[Report] Alpha CSV',
      '[Report] Board PDF',
      '[Report] Board PNG',
    ]);
    const quietLog = () =>
      expectApi<{ result: { state: string; value: number | null }[] }>(
        page,
        200,
        'GET',
        `/api/v1/report/${quiet.id}/log/`,
      );
    await expect.poll(async () => (await quietLog()).result[0]?.state, { timeout: 10_000 }).toBe('Not triggered');
    expect((await quietLog()).result[0]?.value).toBeGreaterThan(0);

    const pdf = bySubject.get('[Report] Board PDF')?.attachments[0];
    expect(pdf?.contentType).toBe('application/pdf');
    const file = join(dir, 'board.pdf');
    writeFileSync(file, pdf?.content ?? Buffer.alloc(0));
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const pageCount = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
    execFileSync('pdftoppm', ['-r', '30', '-png', file, join(dir, 'page')]);
    expect(readdirSync(dir).filter((f) => f.startsWith('page'))).toHaveLength(pageCount);
    expect(pageCount).toBeGreaterThan(1);
    process.stdout.write(`dashboard PDF: ${pageCount} pages, ${NAMES.length} charts in 2 tabs\n`);
    const pages = pdfWords(file);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain('First tab');
    expect(text).toContain('Second tab');
    // Each chart's title is on one page, and its whole box (HEIGHT × 8 px, 0.75 pt per px) fits below it.
    const boxPt = HEIGHT * 8 * 0.75;
    for (const name of NAMES) {
      const hits = pages.flatMap((p, i) =>
        p.words.filter((w) => w.text === name).map((w) => ({ page: i, y: w.y, height: p.height })),
      );
      expect(hits, name).toHaveLength(1);
      const hit = hits[0];
      expect((hit?.y ?? 0) + boxPt - 16, `${name} fits on page ${hit?.page}`).toBeLessThanOrEqual(hit?.height ?? 0);
    }

    const png = bySubject.get('[Report] Board PNG');
    expect(png?.attachments[0]?.contentType).toBe('image/png');
    // Inline in the body (mailparser resolves the cid into the HTML) and attached.
    expect(png?.attachments[0]?.cid).toBe('report-0');
    expect(png?.attachments[0]?.contentDisposition).toBe('inline');
    expect(png?.attachments[0]?.content.subarray(1, 4).toString()).toBe('PNG');
    const csv = bySubject.get('[Report] Alpha CSV')?.attachments[0];
    expect(csv?.filename).toBe('Alpha_CSV.csv');
    expect(csv?.content.toString()).toMatch(/origin/);
    expect(bySubject.get('[Report] Alpha CSV')?.html).toContain(`${t.url}/explore/?slice_id=${charts[0]}`);
  }, 150_000);

  it("downloads 'Export to PDF' from the dashboard menu with a progress toast, and a chart's image", async () => {
    await page.goto(`${t.url}/tessera/dashboard/${dashboardId}/`);
    await page.locator('[data-dashboard-status="hydrated"]').waitFor();
    await page.getByTestId('dashboard-menu').click();
    // Longer than the renderer's own 60 s timeout, so a stalled render fails with the server's
    // message (which slots were still pending) rather than the test's silence.
    const download = page.waitForEvent('download', { timeout: 75_000 });
    await page.getByTestId('dashboard-export-pdf').click();
    await page.getByText('Downloading').waitFor();
    const file = await download.catch(async (err: unknown) => {
      const toasts = await page.locator('.mantine-Notification-root').allTextContents();
      throw new Error(`no PDF download; toasts: ${toasts.join(' | ')}`, { cause: err });
    });
    const path = join(dir, 'ui.pdf');
    await file.saveAs(path);
    expect(file.suggestedFilename()).toMatch(/^Report board .*\.pdf$/);
    const text = execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' });
    for (const name of NAMES) expect(text).toContain(`${name} chart`);
    // The masthead: the title, the render date and the filters (none here) head the first page.
    const firstPage = execFileSync('pdftotext', ['-l', '1', path, '-'], { encoding: 'utf8' });
    expect(firstPage).toContain('Report board');
    expect(firstPage).toMatch(new RegExp(`Rendered on .*${new Date().getFullYear()}`));
    expect(firstPage).toContain('No filters applied');
    // On-screen widgets are not printed: the tables' search, Copy and CSV buttons.
    expect(text).not.toMatch(/Search \d+ records|\bCopy\b|Export to \.CSV/);

    // A chart's own 'Download as image' goes through the same renderer and answers a PNG.
    await page.getByTestId('chart-slot-menu').first().click();
    const image = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByTestId('chart-download-image').click();
    const png = await image;
    const pngPath = join(dir, 'chart.png');
    await png.saveAs(pngPath);
    expect(png.suggestedFilename()).toMatch(/\.png$/);
    expect(readFileSync(pngPath).subarray(1, 4).toString()).toBe('PNG');
    // What the renderer opened for it: the chart in report mode, under its title.
    await page.goto(`${t.url}/explore/?slice_id=${charts[0]}&standalone=3`);
    await expect.poll(() => page.getByTestId('explore-report-title').textContent()).toBe(`${NAMES[0]} chart`);
    await page.screenshot({ path: join(dir, 'chart-report-mode.png') });
  }, 180_000);
});
