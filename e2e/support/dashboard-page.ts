import { parseLayout } from '@tessera/core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectApi } from './page-api.js';

/** The chart slots on show (in the open tabs), split by how they ended. */
export interface DrawnCharts {
  rendered: number[];
  errors: number[];
}

const DONE = ['rendered', 'error'];

/**
 * Brings every chart slot of the open tabs into view in turn (charts mount near the viewport)
 * and waits until each has drawn or failed, by the DOM contract's `data-chart-status`.
 */
export const drawnCharts = async (page: Page, timeoutMs = 30_000): Promise<DrawnCharts> => {
  // Closed tabs keep their slots in the DOM, hidden: only the open tabs' slots count.
  const slots = page.locator('[data-testid^="dashboard-chart-"]:visible');
  await slots.first().waitFor({ timeout: timeoutMs });
  const ids: number[] = [];
  for (const slot of await slots.all()) {
    const box = await slot.boundingBox();
    if (box === null || box.width === 0) continue;
    await slot.scrollIntoViewIfNeeded();
    const id = Number((await slot.getAttribute('data-testid'))?.replace('dashboard-chart-', ''));
    await page
      .locator(`[data-testid="dashboard-chart-${id}"]:is([data-chart-status="rendered"],[data-chart-status="error"])`)
      .waitFor({ timeout: timeoutMs });
    ids.push(id);
  }
  const result: DrawnCharts = { rendered: [], errors: [] };
  for (const id of ids) {
    const status = await page.getByTestId(`dashboard-chart-${id}`).getAttribute('data-chart-status');
    if (status !== null && DONE.includes(status)) (status === 'rendered' ? result.rendered : result.errors).push(id);
  }
  return result;
};

/** Opens a tab by its TAB component id and waits until it is the selected one. */
export const selectTab = async (page: Page, tabId: string): Promise<void> => {
  const tab = page.getByTestId(`dashboard-tab-${tabId}`);
  // The tab the page opened on needs no click: a click waits for the page to settle, and a tab of
  // live WebGL maps in software GL may not settle within the click's timeout.
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  await tab.and(page.locator('[aria-selected="true"]')).waitFor();
};

/** Waits until one chart has drawn. */
export const waitDrawn = (page: Page, chartId: number, timeoutMs = 30_000): Promise<void> =>
  page
    .locator(`[data-testid="dashboard-chart-${chartId}"][data-chart-status="rendered"]`)
    .waitFor({ timeout: timeoutMs });

/** The TAB component ids of a dashboard by their titles, read from its position_json. */
export const tabIdsByText = async (page: Page, idOrSlug: string | number): Promise<Map<string, string>> => {
  const one = await expectApi<{ result: { position_json: string | null } }>(
    page,
    200,
    'GET',
    `/api/v1/dashboard/${idOrSlug}`,
  );
  const tabs = new Map<string, string>();
  for (const item of Object.values(parseLayout(one.result.position_json)))
    if (item.type === 'TAB' && item.meta.text !== undefined) tabs.set(item.meta.text, item.id);
  return tabs;
};

/** Imports a dashboard ZIP through `POST /api/v1/dashboard/import/` as the given user (a bearer token). */
export const importDashboardZip = async (
  baseUrl: string,
  user: { username: string; password: string },
  zip: Uint8Array,
): Promise<{ status: number; body: string }> => {
  const login = await fetch(`${baseUrl}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...user, provider: 'db', refresh: false }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const form = new FormData();
  form.append('formData', new Blob([zip.slice()], { type: 'application/zip' }), 'bundle.zip');
  const res = await fetch(`${baseUrl}/api/v1/dashboard/import/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: await res.text() };
};

/**
 * Opens one tab of an example dashboard (by default the 'Chart gallery') and waits for its charts:
 * none may fail, say 'not supported' or come back empty. The drawn chart ids, for the caller's own count.
 */
export const drawGalleryTab = async (
  page: Page,
  baseUrl: string,
  tab: string,
  slug = 'chart-gallery',
): Promise<number[]> => {
  await page.goto(`${baseUrl}/superset/dashboard/${slug}/`);
  const tabs = await tabIdsByText(page, slug);
  await selectTab(page, tabs.get(tab) ?? '');
  const drawn = await drawnCharts(page);
  expect(drawn.errors).toEqual([]);
  for (const id of drawn.rendered) {
    const slot = page.getByTestId(`dashboard-chart-${id}`);
    for (const testId of ['chart-error', 'chart-unsupported', 'chart-empty'])
      expect(await slot.getByTestId(testId).count(), `${id}: ${testId}`).toBe(0);
  }
  return drawn.rendered;
};
