import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAndRegisterExamples } from '../packages/server/src/bootstrap.js';
import { signedInAdmin } from '../packages/server/test-support/fixtures.js';
import type { TestApp, TestClient } from '../packages/server/test-support/test-app.js';
import { chromiumAvailable, launchChromium } from './support/browser.js';
import { SHOTS } from './support/chart-session.js';
import { startWebApp } from './support/web-app.js';

const root = join(import.meta.dirname, '..');
const SDK_BUNDLE = join(root, 'node_modules', '@superset-ui', 'embedded-sdk', 'bundle', 'index.js');

/** The host page of docs/EMBEDDING.md, pointed at this run's Tessera and embed uuid. */
const hostPage = (tesseraUrl: string, uuid: string): string => {
  const doc = readFileSync(join(root, 'docs', 'EMBEDDING.md'), 'utf8');
  const html = /```html\n([\s\S]*?)```/.exec(doc)?.[1];
  if (html === undefined) throw new Error('docs/EMBEDDING.md has no html example');
  return html
    .replace("'https://tessera.example.com'", JSON.stringify(tesseraUrl))
    .replace("'00000000-0000-4000-8000-000000000000'", JSON.stringify(uuid));
};

/** The host: a second origin (localhost, not 127.0.0.1) serving the page, the SDK and guest tokens. */
const startHost = (html: () => string, token: () => Promise<string>): Promise<Server> =>
  new Promise((resolve) => {
    const server = createServer((req, res) => {
      if (req.url === '/embedded-sdk.js') {
        res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(SDK_BUNDLE));
      } else if (req.url === '/guest-token') {
        void token().then((t) =>
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ token: t })),
        );
      } else res.writeHead(200, { 'content-type': 'text/html' }).end(html());
    });
    server.listen(0, '127.0.0.1', () => resolve(server));
  });

interface Embedded {
  getScrollSize: () => Promise<{ width: number; height: number }>;
  getDataMask: () => Promise<Record<string, unknown>>;
  getActiveTabs: () => Promise<string[]>;
  getDashboardPermalink: (anchor: string) => Promise<string>;
}

describe.runIf(chromiumAvailable())('embedded dashboard through @superset-ui/embedded-sdk', () => {
  let t: TestApp;
  let admin: TestClient;
  let host: Server;
  let hostOrigin: string;
  let browser: Browser;
  let page: Page;
  let origin: string;
  let uuid: string;
  const chartAnswers: string[] = [];

  beforeAll(async () => {
    t = await startWebApp();
    await loadAndRegisterExamples(t.ctx);
    admin = await signedInAdmin(t);
    const dash = await admin.get<{ id: number }>('/api/v1/dashboard/flights-operations');
    // The origin the guest may see: the first of the example flights' origins.
    const flights = await admin.get<{ result: { id: number; table_name: string }[] }>(
      '/api/v1/dataset/?q=(page_size:100)',
    );
    const datasetId = flights.body.result.find((d) => d.table_name === 'flights')?.id ?? 0;
    const origins = await admin.post<{ result: { data: { origin: string }[] }[] }>('/api/v1/chart/data', {
      datasource: { id: datasetId, type: 'table' },
      queries: [{ columns: ['origin'], metrics: ['count'], orderby: [['count', false]], row_limit: 1 }],
    });
    origin = origins.body.result[0]?.data[0]?.origin ?? '';
    let tokenUuid = '';
    host = await startHost(
      () => hostPage(t.url, uuid),
      async () =>
        (
          await admin.post<{ token: string }>('/api/v1/security/guest_token/', {
            user: { username: 'host-visitor' },
            resources: [{ type: 'dashboard', id: tokenUuid }],
            rls: [{ clause: `origin = '${origin}'` }],
          })
        ).body.token,
    );
    hostOrigin = `http://localhost:${(host.address() as AddressInfo).port}`;
    const embedded = await admin.post<{ result: { uuid: string } }>(`/api/v1/dashboard/${dash.body.id}/embedded`, {
      allowed_domains: [hostOrigin],
    });
    uuid = embedded.body.result.uuid;
    tokenUuid = uuid;
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // Through a route, not response events: the frame is cross-site (its own process), whose
    // streamed bodies the events do not always keep.
    await page.context().route(/\/api\/v1\/chart\/data/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      chartAnswers.push(body);
      await route.fulfill({ response, body });
    });
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    if (host) await new Promise((resolve) => host.close(resolve));
    await t?.close();
  });

  /** Every chart slot on screen has drawn (slots in closed tabs stay idle). */
  const allDrawn = (f: Frame) =>
    f.waitForFunction(
      () => {
        const slots = Array.from(document.querySelectorAll('[data-chart-status]')).filter(
          (s) => s.getBoundingClientRect().height > 0,
        );
        return slots.length > 0 && slots.every((s) => s.getAttribute('data-chart-status') === 'rendered');
      },
      undefined,
      { timeout: 60_000 },
    );

  const frame = async (): Promise<Frame> => {
    const handle = await page.waitForSelector('#dashboard iframe');
    const f = await handle.contentFrame();
    if (f === null) throw new Error('no embedded frame');
    return f;
  };

  it('draws the charts with only the rows the guest RLS clause allows, title hidden, SDK methods answering', async () => {
    await page.goto(`${hostOrigin}/`);
    const f = await frame();
    await f.waitForSelector('[data-dashboard-status="hydrated"]', { timeout: 60_000 });
    await allDrawn(f);
    expect(await f.locator('[data-chart-status="rendered"]').count()).toBeGreaterThan(2);
    expect(await f.locator('[data-chart-status="error"]').count()).toBe(0);
    // hideTitle: the dashboard's title is not drawn; the app's navigation never is.
    expect(await f.getByTestId('dashboard-title').count()).toBe(0);
    expect(await f.locator('header, nav[data-testid="header-nav"]').count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'embedded-host.png'), fullPage: false });

    // Open the tab with the per-origin table: every answer that names origins names only the allowed one.
    await f.getByRole('tab', { name: 'Delays' }).click();
    await f.getByRole('tab', { name: 'By airport' }).click();
    await f.getByText('Delays by origin').waitFor();
    await allDrawn(f);
    await page.screenshot({ path: join(SHOTS, 'embedded-host-tab.png'), fullPage: false });
    const origins = new Set<string>();
    for (const text of chartAnswers) {
      for (const line of text.split('\n').filter((l) => l.trim() !== '')) {
        const parsed = JSON.parse(line) as { result?: { data?: Record<string, unknown>[]; query?: string }[] };
        for (const r of parsed.result ?? []) {
          expect(r.query).toBeUndefined();
          for (const row of r.data ?? []) if ('origin' in row) origins.add(String(row['origin']));
        }
      }
    }
    expect(chartAnswers.length).toBeGreaterThan(0);
    expect([...origins]).toEqual([origin]);

    const answers = await page.evaluate(async () => {
      const d = await (window as unknown as { embedded: Promise<Embedded> }).embedded;
      return {
        size: await d.getScrollSize(),
        mask: await d.getDataMask(),
        tabs: await d.getActiveTabs(),
        link: await d.getDashboardPermalink('x'),
      };
    });
    expect(answers.size.height).toBeGreaterThan(300);
    expect(answers.size.width).toBeGreaterThan(300);
    expect(typeof answers.mask).toBe('object');
    expect(answers.tabs.length).toBeGreaterThan(0);
    expect(answers.link).toContain('/tessera/dashboard/p/');

    // The host switches the frame to dark mode (the SDK's setThemeMode emit).
    await page.evaluate(async () => {
      const d = await (window as unknown as { embedded: Promise<{ setThemeMode: (mode: string) => void }> }).embedded;
      d.setThemeMode('dark');
    });
    await f.waitForSelector('html[data-mantine-color-scheme="dark"]');
    await page.screenshot({ path: join(SHOTS, 'embedded-host-dark.png') });
  }, 180_000);

  it('refuses the same page framed from an origin that is not allowed', async () => {
    const other = await browser.newPage();
    // 127.0.0.1 and localhost are different origins: the host page served as 127.0.0.1 is not allowed.
    const framed = other.waitForResponse((r) => r.url().includes('/embedded/'));
    await other.goto(`${hostOrigin.replace('localhost', '127.0.0.1')}/`);
    const res = await framed;
    expect(res.status()).toBe(403);
    await other.screenshot({ path: join(SHOTS, 'embedded-host-refused.png') });
    await other.close();
  });

  it("shows the embed id in the dashboard menu's 'Embed dashboard' modal and saves the domains", async () => {
    const admin = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await admin.goto(`${t.url}/login/`);
    await admin.getByTestId('login-username').fill('admin');
    await admin.getByTestId('login-password').fill('admin-pass-1');
    await admin.getByTestId('login-submit').click();
    await admin.waitForURL('**/tessera/welcome/');
    await admin.goto(`${t.url}/tessera/dashboard/flights-operations/`);
    await admin.getByTestId('dashboard-menu').click();
    await admin.getByTestId('dashboard-menu-embed').click();
    await expect.poll(() => admin.getByTestId('embed-uuid').inputValue()).toBe(uuid);
    const domains = admin.getByTestId('embed-allowed-domains');
    expect(await domains.inputValue()).toBe(hostOrigin);
    await domains.fill(`${hostOrigin}\nhttps://app.example.com/`);
    await admin.getByTestId('embed-save').click();
    await expect
      .poll(
        async () =>
          (await t.ctx.meta.db.selectFrom('embedded_dashboards').select('allowed_domains').executeTakeFirst())
            ?.allowed_domains,
      )
      .toBe(JSON.stringify([hostOrigin, 'https://app.example.com']));
    await admin.screenshot({ path: join(SHOTS, 'embed-dashboard-modal.png') });
    await admin.close();
  });
});
