import { join } from 'node:path';
import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/browser.js';
import { ADMIN, SHOTS, createChartThroughApi, startChartSession, type ChartSession } from './support/chart-session.js';
import { expectApi } from './support/page-api.js';
import { createUserWithRoles, signInAs } from './support/users.js';

const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`) });

const POLL = { timeout: 10_000 };
const PAGING = 'Paging chart';
const LONG_NAME = `L${'x'.repeat(249)}`;
const GAMMA = { username: 'gus', password: 'gus-pass-1', firstName: 'Gus', lastName: 'Gamma' };

/** Chart-list URL filtered by a name search (the page keeps its state in rison `q`). */
const chartList = (base: string, search: string, extra = ''): string =>
  `${base}/chart/list/?q=${encodeURIComponent(`(filters:(search:'${search}')${extra})`)}`;

describe.runIf(chromiumAvailable())('first-hour dead ends', () => {
  let s: ChartSession;
  let page: Page;
  let carsChart: number;

  beforeAll(async () => {
    s = await startChartSession();
    page = s.page;
    const cars = s.ids.get('cars') ?? 0;
    for (let n = 1; n <= 26; n += 1) {
      await createChartThroughApi(page, `${PAGING} ${String(n).padStart(2, '0')}`, cars);
    }
    carsChart = await createChartThroughApi(page, LONG_NAME, cars);
    await createUserWithRoles(page, GAMMA, ['Gamma']);
  }, 240_000);
  afterAll(async () => s?.close());

  it('sends a signed-in user home from /login/ and /setup/, and signs in without a 401 in the console', async () => {
    await page.goto(`${s.t.url}/login/`);
    await page.waitForURL('**/tessera/welcome/');
    await page.goto(`${s.t.url}/setup/`);
    await page.waitForURL('**/tessera/welcome/');

    const context = await s.browser.newContext({ viewport: { width: 1280, height: 720 } });
    const fresh = await context.newPage();
    const errors: string[] = [];
    const unauthorized: string[] = [];
    fresh.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    fresh.on('response', (response) => {
      if (response.status() === 401) unauthorized.push(response.url());
    });
    await fresh.goto(`${s.t.url}/login/`);
    await fresh.getByTestId('login-username').fill(ADMIN.username);
    await fresh.getByTestId('login-password').fill(ADMIN.password);
    await fresh.getByTestId('login-submit').click();
    await fresh.waitForURL('**/tessera/welcome/');
    await fresh.getByTestId('nav-charts').click();
    await fresh.getByTestId('list-row').first().waitFor();
    expect(unauthorized).toEqual([]);
    expect(errors.filter((text) => /401|unauthori[sz]ed/i.test(text))).toEqual([]);
    await context.close();
  });

  it('goes back to the last page with rows after deleting every row of the last page', async () => {
    await page.goto(chartList(s.t.url, PAGING, ',page:1'));
    await expect.poll(() => page.getByTestId('list-count').textContent(), POLL).toBe('26-26 of 26');
    const last = page.getByTestId('list-row').first();
    await last.getByRole('button', { name: /^Delete / }).click();
    await page.getByTestId('confirm-submit').click();
    await expect.poll(() => page.getByTestId('list-count').textContent(), POLL).toBe('1-25 of 25');
    expect(await page.getByTestId('empty-state').count()).toBe(0);
    expect(await page.getByTestId('list-row').count()).toBe(25);
    await shot(page, 'dead-ends-01-after-last-page-delete');

    // A page far past the end, and an oversized page size, land on rows too.
    await page.goto(chartList(s.t.url, PAGING, ',page:40,page_size:100000'));
    await expect.poll(() => page.getByTestId('list-count').textContent(), POLL).toBe('1-25 of 25');
  });

  it('cuts a 250-character name so the actions and the card star stay on screen', async () => {
    await page.goto(chartList(s.t.url, 'Lxxxxxxxxx'));
    const row = page.getByTestId('list-row').first();
    await row.waitFor();
    const remove = await row.getByRole('button', { name: /^Delete / }).boundingBox();
    expect(remove).not.toBeNull();
    expect((remove?.x ?? 0) + (remove?.width ?? 0)).toBeLessThanOrEqual(1280);
    await row.getByRole('link', { name: LONG_NAME, exact: true }).hover();
    await expect.poll(() => page.getByRole('tooltip').textContent(), POLL).toBe(LONG_NAME);
    await shot(page, 'dead-ends-02-long-name-table');

    await page.goto(`${chartList(s.t.url, 'Lxxxxxxxxx')}&viewMode=card`);
    const card = page.getByTestId('list-card').first();
    await card.waitFor();
    const cardBox = await card.boundingBox();
    const star = await card.getByTestId('favorite-star').boundingBox();
    expect(star).not.toBeNull();
    expect((star?.x ?? 0) + (star?.width ?? 0)).toBeLessThanOrEqual((cardBox?.x ?? 0) + (cardBox?.width ?? 0));
    await shot(page, 'dead-ends-03-long-name-cards');
  });

  it('opens dashboard links on the dashboard page, and offers Saved queries in the SQL menu', async () => {
    await page.goto(`${s.t.url}/superset/dashboard/999999/`);
    await page.waitForURL('**/tessera/dashboard/999999/');
    await page.locator('[data-testid="dashboard-page"][data-dashboard-status="error"]').waitFor();
    await shot(page, 'dead-ends-04-dashboard-link');

    await page.getByTestId('nav-sql').click();
    await page.getByTestId('nav-saved-queries').click();
    await page.waitForURL('**/savedqueryview/list/');
    await shot(page, 'dead-ends-05-saved-queries');
  });

  it('shows a Gamma user one access-denied page instead of a list with permission toasts', async () => {
    const gamma = await signInAs(s.browser, s.t.url, GAMMA);
    // Gamma keeps Superset's can_read on Database (an empty list without database access); users
    // and roles are Admin-only.
    for (const path of ['/users/list/', '/roles/list/']) {
      const forbidden: string[] = [];
      const record = (response: { status: () => number; url: () => string }) => {
        if (response.status() === 403) forbidden.push(response.url());
      };
      gamma.page.on('response', record);
      await gamma.page.goto(`${s.t.url}${path}`);
      await gamma.page.getByTestId('access-denied').waitFor();
      await gamma.page.waitForTimeout(300);
      gamma.page.off('response', record);
      expect(forbidden).toEqual([]);
      expect(await gamma.page.locator('.mantine-Notification-root').count()).toBe(0);
    }
    await shot(gamma.page, 'dead-ends-06-gamma-access-denied');
    await gamma.context.close();
  });

  it('sends one save request when Save is double-clicked', async () => {
    await page.goto(`${s.t.url}/explore/?slice_id=${carsChart}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Save chart' });
    await dialog.getByLabel('Chart name').waitFor();
    expect(await dialog.getByLabel('Chart name').getAttribute('maxlength')).toBe('250');
    const writes: string[] = [];
    page.on('request', (request) => {
      if (
        ['PUT', 'POST'].includes(request.method()) &&
        /\/api\/v1\/chart\/(\d+)?$/.test(new URL(request.url()).pathname)
      ) {
        writes.push(`${request.method()} ${request.url()}`);
      }
    });
    await dialog.getByRole('button', { name: 'Save', exact: true }).dblclick();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForTimeout(500);
    expect(writes).toHaveLength(1);
  });

  it('lists what a delete breaks and deletes a database only once DELETE is typed', async () => {
    await page.goto(`${s.t.url}/tablemodelview/list/?q=${encodeURIComponent("(filters:(search:'cars'))")}`);
    const cars = page.getByTestId('list-row').filter({ hasText: 'cars' }).first();
    await cars.getByRole('button', { name: 'Delete cars' }).click();
    const impact = page.getByTestId('delete-impact');
    await impact.waitFor();
    expect(await impact.textContent()).toContain(`${PAGING} 02`);
    expect(await page.getByTestId('confirm-submit').isDisabled()).toBe(true);
    await shot(page, 'dead-ends-07-delete-dataset-impact');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await expectApi(page, 201, 'POST', '/api/v1/database/', {
      database_name: 'Scratch e2e',
      sqlalchemy_uri: 'sqlite://',
    });
    await page.goto(`${s.t.url}/databaseview/list/`);
    await page.getByRole('button', { name: 'Delete Scratch e2e' }).click();
    await page.getByTestId('delete-impact').waitFor();
    const submit = page.getByTestId('confirm-submit');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByTestId('delete-confirm-input').fill('DELETE');
    expect(await submit.isDisabled()).toBe(false);
    await shot(page, 'dead-ends-08-delete-database-typed');
    await submit.click();
    await expect.poll(() => page.getByRole('button', { name: 'Delete Scratch e2e' }).count(), POLL).toBe(0);
  });
});
