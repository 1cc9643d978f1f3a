import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { datasourcePermView, parseLayout } from '@tessera/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supersetTabsZip, writeTabsBundleData } from '../packages/server/test-support/superset-tabs-bundle.js';
import { chromiumAvailable } from './support/browser.js';
import { ADMIN, SHOTS, startChartSession, type ChartSession } from './support/chart-session.js';
import { drawnCharts, importDashboardZip, selectTab, tabIdsByText, waitDrawn } from './support/dashboard-page.js';
import { expectApi } from './support/page-api.js';
import { createRoleWithGrants, createUserWithRoles, signInAs } from './support/users.js';

const EXAMPLES = [
  { slug: 'flights-operations', title: 'Flights operations' },
  { slug: 'seattle-weather', title: 'Seattle weather' },
  { slug: 'markets', title: 'Markets' },
] as const;

const open = async (page: Page, base: string, idOrSlug: string | number, query = ''): Promise<void> => {
  await page.goto(`${base}/tessera/dashboard/${idOrSlug}/${query}`);
  await page.locator('[data-testid="dashboard-page"][data-dashboard-status="hydrated"]').waitFor({ timeout: 30_000 });
};

describe.runIf(chromiumAvailable())('dashboards: the examples, tabs, refresh, full screen, permalinks, imports', () => {
  let s: ChartSession;
  let page: Page;
  let dir: string;

  beforeAll(async () => {
    s = await startChartSession();
    page = s.page;
    dir = mkdtempSync(join(tmpdir(), 'tessera-e2e-dash-'));
  });
  afterAll(async () => {
    await s?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(EXAMPLES)('opens the $title example and draws every chart of its first tab', async ({ slug, title }) => {
    await open(page, s.t.url, slug);
    await expect.poll(() => page.getByTestId('dashboard-title').textContent()).toBe(title);
    const drawn = await drawnCharts(page);
    expect(drawn.errors).toEqual([]);
    expect(drawn.rendered.length).toBeGreaterThanOrEqual(4);
    await page.screenshot({ path: join(SHOTS, `dashboard-example-${slug}.png`), fullPage: true });
  });

  it('switches to a tab and a nested tab: their charts query and draw, the URL keeps the tab', async () => {
    await open(page, s.t.url, 'flights-operations');
    const tabs = await tabIdsByText(page, 'flights-operations');
    const delays = tabs.get('Delays') ?? '';
    await selectTab(page, delays);
    expect(page.url()).toContain(delays);
    const byWeek = await drawnCharts(page);
    expect(byWeek.errors).toEqual([]);
    expect(byWeek.rendered).toHaveLength(1);
    await selectTab(page, tabs.get('By airport') ?? '');
    const byAirport = await drawnCharts(page);
    expect(byAirport.errors).toEqual([]);
    expect(byAirport.rendered).toHaveLength(2);
    await page.screenshot({ path: join(SHOTS, 'dashboard-example-nested-tab.png') });
  });

  it('refreshes the dashboard: the charts query again with force and draw again', async () => {
    await open(page, s.t.url, 'seattle-weather');
    await drawnCharts(page);
    const forced: string[] = [];
    const listen = (req: { url: () => string; postData: () => string | null }) => {
      if (req.url().includes('/api/v1/chart/data')) forced.push(req.postData() ?? '');
    };
    page.on('request', listen);
    await page.getByTestId('dashboard-refresh').click();
    await expect.poll(() => forced.length).toBeGreaterThan(0);
    page.off('request', listen);
    expect(forced.every((body) => body.includes('"force":true'))).toBe(true);
    const drawn = await drawnCharts(page);
    expect(drawn.errors).toEqual([]);
  });

  it('opens a chart full screen from its menu and leaves it again', async () => {
    await open(page, s.t.url, 'markets');
    const { rendered } = await drawnCharts(page);
    const id = rendered[0] ?? 0;
    const slot = page.getByTestId(`dashboard-chart-${id}`);
    await slot.getByTestId('chart-slot-menu').click();
    await page.getByRole('menuitem', { name: 'Enter fullscreen' }).click();
    await expect.poll(() => page.url()).toContain(`focused_chart=${id}`);
    await expect.poll(async () => (await slot.boundingBox())?.width).toBe(1280);
    await waitDrawn(page, id);
    await page.screenshot({ path: join(SHOTS, 'dashboard-example-fullscreen.png') });
    await slot.getByTestId('chart-slot-menu').click();
    await page.getByRole('menuitem', { name: 'Exit fullscreen' }).click();
    await expect.poll(async () => (await slot.boundingBox())?.width).toBeLessThan(1280);
    // The same chart opens full screen straight from the URL.
    await open(page, s.t.url, 'markets', `?focused_chart=${id}`);
    await expect.poll(async () => (await slot.boundingBox())?.width).toBe(1280);
  });

  it('copies a permalink that opens on the same tab in a fresh browser context', async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: s.t.url });
    await open(page, s.t.url, 'flights-operations');
    const routes = (await tabIdsByText(page, 'flights-operations')).get('Routes') ?? '';
    await selectTab(page, routes);
    const onRoutes = await drawnCharts(page);
    await page.getByTestId('dashboard-menu').click();
    await page.getByRole('menuitem', { name: 'Copy permalink to clipboard' }).click();
    await page.getByText('Link Copied!').waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/dashboard\/p\/[^/]+\/$/);
    const fresh = await signInAs(s.browser, s.t.url, ADMIN);
    try {
      await fresh.page.goto(link);
      await fresh.page.locator('[data-dashboard-status="hydrated"]').waitFor({ timeout: 30_000 });
      const restored = await drawnCharts(fresh.page);
      expect(restored.rendered.sort()).toEqual(onRoutes.rendered.sort());
    } finally {
      await fresh.context.close();
    }
  });

  it('opens an imported Superset dashboard: every drawable chart in every tab, the event flow says it is unsupported', async () => {
    const file = join(dir, 'flight-ops.sqlite');
    writeTabsBundleData(file);
    const res = await importDashboardZip(s.t.url, ADMIN, supersetTabsZip(file));
    expect(res.status, res.body).toBe(200);
    await open(page, s.t.url, 'superset-flight-ops');
    const overview = await drawnCharts(page);
    expect(overview.errors).toEqual([]);
    expect(overview.rendered).toHaveLength(4);
    expect(
      await page.evaluate(() => document.querySelectorAll('[data-testid^="dashboard-markdown-"] script').length),
    ).toBe(0);
    const tabs = await tabIdsByText(page, 'superset-flight-ops');
    await selectTab(page, tabs.get('Details') ?? '');
    const carriers = await drawnCharts(page);
    expect(carriers.errors).toEqual([]);
    expect(carriers.rendered).toHaveLength(2);
    await selectTab(page, tabs.get('More') ?? '');
    const more = await drawnCharts(page);
    expect(more.rendered).toHaveLength(2);
    expect(more.errors).toHaveLength(1);
    const eventFlow = page.getByTestId(`dashboard-chart-${more.errors[0] ?? 0}`);
    await eventFlow.getByText('This visualization type is not supported.').waitFor();
    await page.screenshot({ path: join(SHOTS, 'dashboard-imported-superset-more-tab.png') });
  });

  it('shows a Gamma user the granted charts and the access message for the others, and no ungranted data', async () => {
    const cars = s.ids.get('cars') ?? 0;
    const stocks = s.ids.get('stocks') ?? 0;
    const chart = async (name: string, datasetId: number, params: Record<string, unknown>): Promise<number> =>
      (
        await expectApi<{ id: number }>(page, 201, 'POST', '/api/v1/chart/', {
          slice_name: name,
          viz_type: params['viz_type'],
          datasource_id: datasetId,
          params: JSON.stringify({ datasource: `${datasetId}__table`, ...params }),
        })
      ).id;
    const granted = await chart('Cars by origin (e2e)', cars, {
      viz_type: 'table',
      query_mode: 'aggregate',
      groupby: ['origin'],
      metrics: ['count'],
      adhoc_filters: [],
    });
    const ungranted = await chart('Prices by ticker (e2e)', stocks, {
      viz_type: 'table',
      query_mode: 'aggregate',
      groupby: ['symbol'],
      metrics: ['avg_price'],
      adhoc_filters: [],
    });
    const row = { type: 'ROW', id: 'ROW-1', children: ['CHART-a', 'CHART-b'], meta: {} };
    const position = {
      DASHBOARD_VERSION_KEY: 'v2',
      ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
      GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-1'] },
      'ROW-1': row,
      'CHART-a': { type: 'CHART', id: 'CHART-a', children: [], meta: { chartId: granted, width: 6, height: 50 } },
      'CHART-b': { type: 'CHART', id: 'CHART-b', children: [], meta: { chartId: ungranted, width: 6, height: 50 } },
    };
    expect(parseLayout(position)['CHART-b']).toBeDefined();
    const board = await expectApi<{ id: number }>(page, 201, 'POST', '/api/v1/dashboard/', {
      dashboard_title: 'Cars and stocks (e2e)',
      published: true,
      position_json: JSON.stringify(position),
    });
    await createRoleWithGrants(page, 'cars_only_e2e', [
      { permission: 'datasource_access', view_menu: datasourcePermView('examples', 'cars', cars) },
    ]);
    const gamma = { username: 'gemma', password: 'gemma-pass-1', firstName: 'Gemma', lastName: 'Gamma' };
    await createUserWithRoles(page, gamma, ['Gamma', 'cars_only_e2e']);
    const { context, page: gammaPage } = await signInAs(s.browser, s.t.url, gamma);
    try {
      const bodies: Promise<string>[] = [];
      // The API answers and the page's HTML, which carries the dashboard's first answers inlined.
      gammaPage.on('response', (r) => {
        if (r.url().includes('/api/') || r.request().resourceType() === 'document') {
          bodies.push(r.text().catch(() => ''));
        }
      });
      await open(gammaPage, s.t.url, board.id);
      await waitDrawn(gammaPage, granted);
      const denied = gammaPage.getByTestId(`dashboard-chart-${ungranted}`);
      const message = denied.getByText('This chart has been deleted or you lack access');
      await message.waitFor();
      // The message sits inside its slot, on a readable line, not one letter per line.
      const slotBox = await denied.boundingBox();
      const messageBox = await message.boundingBox();
      expect(messageBox?.width).toBeGreaterThan(150);
      expect((messageBox?.y ?? 0) + (messageBox?.height ?? 0)).toBeLessThanOrEqual(
        (slotBox?.y ?? 0) + (slotBox?.height ?? 0),
      );
      expect(await denied.getAttribute('data-chart-status')).toBe('error');
      await gammaPage.screenshot({ path: join(SHOTS, 'dashboard-gamma-granted-and-not.png') });
      const texts = await Promise.all(bodies);
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.some((text) => text.includes('id="tessera-bootstrap"'))).toBe(true);
      for (const text of texts) expect(text).not.toMatch(/AAPL|AMZN|GOOG|MSFT|avg_price/);
    } finally {
      await context.close();
    }
  });
});
