import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { createAdmin, loadAndRegisterExamples } from '../../packages/server/src/bootstrap.js';
import type { TestApp, TestAppOptions } from '../../packages/server/test-support/test-app.js';
import { launchChromium } from './browser.js';
import { startWebApp } from './web-app.js';

export const SHOTS = join(import.meta.dirname, '..', 'screenshots');
export const ADMIN = { username: 'admin', password: 'admin-pass-1' };

export interface ChartSession {
  t: TestApp;
  browser: Browser;
  page: Page;
  /** Example dataset ids by table name. */
  ids: Map<string, number>;
  close: () => Promise<void>;
}

/** The real app with the examples loaded and an admin signed in, in a 1280×720 Chromium page. */
export const startChartSession = async (opts: TestAppOptions = {}): Promise<ChartSession> => {
  mkdirSync(SHOTS, { recursive: true });
  const t = await startWebApp(opts);
  await loadAndRegisterExamples(t.ctx);
  await createAdmin(t.ctx, { ...ADMIN, email: 'admin@example.com' });
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.goto(`${t.url}/login/`);
  await page.getByTestId('login-username').fill(ADMIN.username);
  await page.getByTestId('login-password').fill(ADMIN.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/tessera/welcome/');
  const list = await page.evaluate(async () => {
    const res = await fetch('/api/v1/dataset/?q=(page_size:100)');
    return ((await res.json()) as { result: { id: number; table_name: string }[] }).result;
  });
  const ids = new Map(list.map((d) => [d.table_name, d.id] as const));
  return {
    t,
    browser,
    page,
    ids,
    close: async () => {
      await browser.close();
      await t.close();
    },
  };
};

/** Creates a chart (a table unless told) through the API, with the session's CSRF token; answers its id. */
export const createChartThroughApi = (
  page: Page,
  name: string,
  datasourceId: number,
  params: Record<string, unknown> = {},
  vizType = 'table',
): Promise<number> =>
  page.evaluate(
    async ({ name, datasourceId, params, vizType }) => {
      const token = await fetch('/api/v1/security/csrf_token/').then((r) => r.json() as Promise<{ result: string }>);
      const res = await fetch('/api/v1/chart/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRFToken': token.result },
        body: JSON.stringify({
          slice_name: name,
          viz_type: vizType,
          params: JSON.stringify(params),
          datasource_id: datasourceId,
        }),
      });
      if (res.status !== 201) throw new Error(`chart ${name}: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { id: number }).id;
    },
    { name, datasourceId, params, vizType },
  );

/** Deletes a chart through the API, with the session's CSRF token. */
export const deleteChartThroughApi = (page: Page, id: number): Promise<void> =>
  page.evaluate(async (id) => {
    const token = await fetch('/api/v1/security/csrf_token/').then((r) => r.json() as Promise<{ result: string }>);
    const res = await fetch(`/api/v1/chart/${id}`, { method: 'DELETE', headers: { 'X-CSRFToken': token.result } });
    if (!res.ok) throw new Error(`delete chart ${id}: ${res.status} ${await res.text()}`);
  }, id);
