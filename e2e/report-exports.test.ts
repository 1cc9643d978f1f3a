import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartRenderUrl, executorToken } from '../packages/server/src/services/report/report-content.js';
import { rendererFor } from '../packages/server/src/services/report/report-runtime.js';
import { chromiumAvailable } from './support/browser.js';
import { createChartThroughApi, SHOTS, startChartSession, type ChartSession } from './support/chart-session.js';
import { expectApi } from './support/page-api.js';

const ROW_LIMIT = 90;
const TABLE = 'Origins into Atlanta';

const destinationFilter = (datasetId: number) => ({
  id: 'NATIVE_FILTER-destination',
  type: 'NATIVE_FILTER',
  filterType: 'filter_select',
  name: 'Destination',
  description: '',
  targets: [{ datasetId, column: { name: 'destination' } }],
  controlValues: { enableEmptyFilter: false, inverseSelection: false, searchAllOptions: false, sortAscending: true },
  // Set by default, so the export is rendered with an active filter the masthead must name.
  defaultDataMask: {
    extraFormData: { filters: [{ col: 'destination', op: 'IN', val: ['ATL'] }] },
    filterState: { value: ['ATL'] },
    ownState: {},
  },
  cascadeParentIds: [],
});

const layout = (chartId: number) => ({
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
  GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-1'] },
  'ROW-1': { type: 'ROW', id: 'ROW-1', children: ['CHART-1'], meta: {} },
  // 50 grid units (400 px): about ten rows on screen, far fewer than the table holds.
  'CHART-1': { type: 'CHART', id: 'CHART-1', children: [], meta: { chartId, width: 6, height: 50 } },
});

/** A download answered to the signed-in page, as base64 (the page's fetch carries the session). */
const download = (page: Page, path: string, body: unknown): Promise<string> =>
  page.evaluate(
    async ({ path, body }) => {
      const token = await fetch('/api/v1/security/csrf_token/').then((r) => r.json() as Promise<{ result: string }>);
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRFToken': token.result },
        body: JSON.stringify(body),
      });
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      const bytes = new Uint8Array(await res.arrayBuffer());
      let text = '';
      for (const b of bytes) text += String.fromCharCode(b);
      return btoa(text);
    },
    { path, body },
  );

/** Issue D 12: a dashboard PDF says what it shows and prints whole tables; a chart export carries its title. */
describe.runIf(chromiumAvailable())('exports in report mode', () => {
  let session: ChartSession;
  let page: Page;
  let dir: string;
  let chartId = 0;
  let dashboardId = 0;

  beforeAll(async () => {
    session = await startChartSession();
    page = session.page;
    dir = mkdtempSync(join(tmpdir(), 'tessera-exports-'));
    const flights = session.ids.get('flights') ?? 0;
    chartId = await createChartThroughApi(page, TABLE, flights, {
      viz_type: 'table',
      query_mode: 'aggregate',
      groupby: ['origin'],
      metrics: ['count'],
      row_limit: ROW_LIMIT,
      include_search: true,
    });
    dashboardId = (
      await expectApi<{ id: number }>(page, 201, 'POST', '/api/v1/dashboard/', {
        dashboard_title: 'Atlanta arrivals',
        published: true,
        position_json: JSON.stringify(layout(chartId)),
        json_metadata: JSON.stringify({ native_filter_configuration: [destinationFilter(flights)] }),
      })
    ).id;
  }, 120_000);
  afterAll(async () => {
    await session?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('prints a dashboard PDF with its title, date, active filters and every row of a table, no widgets', async () => {
    const file = join(dir, 'dashboard.pdf');
    writeFileSync(
      file,
      Buffer.from(await download(page, `/api/v1/dashboard/${dashboardId}/download/`, { format: 'pdf' }), 'base64'),
    );
    execFileSync('pdftoppm', ['-r', '50', '-png', '-f', '1', '-l', '1', file, join(SHOTS, 'report-exports-01-pdf')]);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    const firstPage = execFileSync('pdftotext', ['-l', '1', file, '-'], { encoding: 'utf8' });
    expect(firstPage).toContain('Atlanta arrivals');
    expect(firstPage).toMatch(new RegExp(`Rendered on .*${new Date().getFullYear()}`));
    expect(firstPage).toContain('Filters: Destination: ATL');
    expect(text).not.toMatch(/Search \d+ records|\bCopy\b|Export to \.CSV/);
    // Every origin the filtered query answers is printed, not only the rows a 400 px slot shows.
    const answer = await expectApi<{ result: { data: { origin: string }[] }[] }>(
      page,
      200,
      'POST',
      '/api/v1/chart/data',
      {
        datasource: { id: session.ids.get('flights'), type: 'table' },
        queries: [
          {
            columns: ['origin'],
            metrics: ['count'],
            filters: [{ col: 'destination', op: 'IN', val: ['ATL'] }],
            row_limit: ROW_LIMIT,
            orderby: [['count', false]],
          },
        ],
      },
    );
    const origins = answer.result[0]?.data.map((r) => r.origin) ?? [];
    expect(origins).toHaveLength(ROW_LIMIT);
    const printed = new Set(text.split(/\s+/));
    expect(origins.filter((o) => !printed.has(o))).toEqual([]);
  }, 120_000);

  it('exports a chart with its title above it', async () => {
    const me = await expectApi<{ result: { id: number } }>(page, 200, 'GET', '/api/v1/me/');
    const png = Buffer.from(await download(page, `/api/v1/chart/${chartId}/download/`, { format: 'png' }), 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    writeFileSync(join(SHOTS, 'report-exports-02-chart.png'), png);
    // The same page the PNG is taken of, printed, so its text can be read.
    const pdf = await rendererFor(session.t.ctx).render({
      url: `${session.t.url}${chartRenderUrl('', chartId)}`,
      token: executorToken(session.t.ctx.keys.jwt, me.result.id),
      format: 'pdf',
      width: 1000,
      timeoutMs: 60_000,
    });
    const file = join(dir, 'chart.pdf');
    writeFileSync(file, pdf);
    const lines = execFileSync('pdftotext', ['-l', '1', file, '-'], { encoding: 'utf8' }).split('\n');
    expect(lines.find((l) => l.trim() !== '')).toBe(TABLE);
  }, 120_000);
});
