import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/browser.js';
import { SHOTS, startChartSession, type ChartSession } from './support/chart-session.js';
import { callApi, expectApi } from './support/page-api.js';
import { createUserWithRoles, signInAs } from './support/users.js';

const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `action-log-${name}.png`) });

const GAMMA = { username: 'gus', password: 'gus-pass-1', firstName: 'Gus', lastName: 'Gamma' } as const;

describe.runIf(chromiumAvailable())('the action log page (Settings › Security › Action log)', () => {
  let s: ChartSession;

  beforeAll(async () => {
    s = await startChartSession();
  }, 240_000);
  afterAll(async () => s?.close());

  it('shows an Admin the write they just made, filtered by its action, in light and dark', async () => {
    const admin = s.page;
    await expectApi(admin, 201, 'POST', '/api/v1/dashboard/', { dashboard_title: 'Audited dashboard' });
    await admin.goto(`${s.t.url}/tessera/welcome/`);
    await admin.getByTestId('nav-settings').click();
    await admin.getByTestId('nav-action-log').click();
    await admin.waitForURL('**/actionlog/list/');
    await admin.getByTestId('action-log-action').fill('POST /api/v1/dashboard');
    const row = admin.getByTestId('action-log-row').filter({ hasText: 'POST /api/v1/dashboard/' }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain('admin');
    await expect.poll(() => admin.getByTestId('action-log-row').count(), { timeout: 10_000 }).toBe(1);
    await shot(admin, 'light');
    await admin.evaluate(() => localStorage.setItem('tessera.theme', 'dark'));
    await admin.reload();
    await admin.getByTestId('action-log-row').first().waitFor();
    expect(await admin.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toBe('dark');
    await shot(admin, 'dark');
    await admin.evaluate(() => localStorage.setItem('tessera.theme', 'light'));
  });

  it('gives a Gamma user no menu entry, and the API answers 403', async () => {
    await createUserWithRoles(s.page, GAMMA, ['Gamma']);
    const { context, page } = await signInAs(s.browser, s.t.url, GAMMA);
    try {
      await page.getByTestId('nav-dashboards').waitFor();
      expect(await page.getByTestId('nav-action-log').count()).toBe(0);
      expect((await callApi(page, 'GET', '/api/v1/log/')).status).toBe(403);
    } finally {
      await context.close();
    }
  });
});
