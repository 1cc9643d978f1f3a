import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/browser.js';
import { SHOTS, startChartSession, type ChartSession } from './support/chart-session.js';
import { expectApi } from './support/page-api.js';
import { createUserWithRoles, signInAs } from './support/users.js';

const ALICE = { username: 'alice', password: 'alice-pass-1', firstName: 'Alice', lastName: 'Alpha' };

interface Stored {
  result: { dashboard_title: string; slug: string | null; owners: { id: number }[]; charts: string[] };
}

const layout = (chartId: number) => ({
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
  GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-1'], parents: ['ROOT_ID'] },
  'ROW-1': { type: 'ROW', id: 'ROW-1', children: ['CHART-1'], parents: ['ROOT_ID', 'GRID_ID'], meta: {} },
  'CHART-1': {
    type: 'CHART',
    id: 'CHART-1',
    children: [],
    parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
    meta: { chartId, width: 6, height: 40 },
  },
});

const open = async (page: Page, base: string, idOrSlug: string | number): Promise<void> => {
  await page.goto(`${base}/tessera/dashboard/${idOrSlug}/`);
  await page.locator('[data-testid="dashboard-page"][data-dashboard-status="hydrated"]').waitFor({ timeout: 30_000 });
};

/** Opens 'Edit properties', sets the title (and slug), and presses Save. */
const saveTitle = async (page: Page, title: string, slug?: string): Promise<void> => {
  await page.getByTestId('dashboard-menu').click();
  await page.getByTestId('dashboard-menu-properties').click();
  await page.getByTestId('properties-title').fill(title);
  if (slug !== undefined) await page.getByTestId('properties-slug').fill(slug);
  await page.getByTestId('properties-apply').click();
};

describe.runIf(chromiumAvailable())('dashboard save: two editors, overwrite confirmation, save as, properties', () => {
  let s: ChartSession;
  let admin: Page;
  let alice: { context: BrowserContext; page: Page };
  let dashboardId = 0;
  let chartId = 0;

  beforeAll(async () => {
    s = await startChartSession();
    admin = s.page;
    const aliceId = await createUserWithRoles(admin, ALICE, ['Alpha']);
    const flights = s.ids.get('flights') ?? 0;
    chartId = (
      await expectApi<{ id: number }>(admin, 201, 'POST', '/api/v1/chart/', {
        slice_name: 'Flights rows',
        viz_type: 'big_number_total',
        datasource_id: flights,
        datasource_type: 'table',
        params: JSON.stringify({ datasource: `${flights}__table`, viz_type: 'big_number_total', metric: 'count' }),
      })
    ).id;
    const me = await expectApi<{ result: { id: number } }>(admin, 200, 'GET', '/api/v1/me/');
    dashboardId = (
      await expectApi<{ id: number }>(admin, 201, 'POST', '/api/v1/dashboard/', {
        dashboard_title: 'Shared board',
        slug: 'shared-board',
        published: true,
        owners: [me.result.id, aliceId],
        position_json: JSON.stringify(layout(chartId)),
      })
    ).id;
    alice = await signInAs(s.browser, s.t.url, ALICE);
  });
  afterAll(async () => {
    await alice?.context.close();
    await s?.close();
  });

  const stored = async (): Promise<Stored['result']> =>
    (await expectApi<Stored>(admin, 200, 'GET', `/api/v1/dashboard/${dashboardId}`)).result;

  it('saves title and slug from the properties modal; the address follows the slug', async () => {
    await open(admin, s.t.url, 'shared-board');
    await saveTitle(admin, 'Shared board (admin)', 'shared-admin');
    await admin.getByText('This dashboard was saved successfully.').first().waitFor();
    await admin.waitForURL('**/tessera/dashboard/shared-admin/');
    await expect.poll(() => admin.getByTestId('dashboard-title').textContent()).toBe('Shared board (admin)');
    expect(await stored()).toMatchObject({ dashboard_title: 'Shared board (admin)', slug: 'shared-admin' });
    // The page moved on to the version it saved: saving again asks nothing.
    await saveTitle(admin, 'Shared board (admin, again)');
    await expect.poll(async () => (await stored()).dashboard_title).toBe('Shared board (admin, again)');
    expect(await admin.getByTestId('overwrite-confirm-changed-by').count()).toBe(0);
  });

  it('shows the second editor the overwrite confirmation naming the first; Cancel keeps the first, Overwrite the second', async () => {
    // Alice opened the dashboard before the admin's next save.
    await open(alice.page, s.t.url, dashboardId);
    await open(admin, s.t.url, dashboardId);
    await saveTitle(admin, 'First editor wins?');
    await admin.getByText('This dashboard was saved successfully.').first().waitFor();

    await saveTitle(alice.page, 'Second editor');
    const who = alice.page.getByTestId('overwrite-confirm-changed-by');
    await who.waitFor();
    expect(await who.textContent()).toContain('Admin User');
    expect(await alice.page.getByTestId('overwrite-confirm-items').textContent()).toContain('dashboard_title');
    await alice.page.screenshot({ path: join(SHOTS, 'dashboard-save-overwrite-confirm.png') });
    await alice.page.getByTestId('overwrite-confirm-cancel').click();
    await who.waitFor({ state: 'detached' });
    expect((await stored()).dashboard_title).toBe('First editor wins?');

    // The modal is still open with Alice's change: this time she overwrites.
    await alice.page.getByTestId('properties-apply').click();
    await alice.page.getByTestId('overwrite-confirm-overwrite').click();
    await alice.page.getByText('This dashboard was saved successfully.').first().waitFor();
    expect((await stored()).dashboard_title).toBe('Second editor');
    await expect.poll(() => alice.page.getByTestId('dashboard-title').textContent()).toBe('Second editor');

    // The admin's page is now the stale one: its save asks again, naming Alice.
    await saveTitle(admin, 'Admin again');
    await admin.getByTestId('overwrite-confirm-changed-by').waitFor();
    expect(await admin.getByTestId('overwrite-confirm-changed-by').textContent()).toContain('Alice Alpha');
    await admin.getByTestId('overwrite-confirm-cancel').click();
    expect((await stored()).dashboard_title).toBe('Second editor');
  });

  it('saves as a new dashboard with copies of the charts, owned by the caller, and opens it', async () => {
    await open(alice.page, s.t.url, dashboardId);
    await alice.page.getByTestId('dashboard-menu').click();
    await alice.page.getByTestId('dashboard-menu-save-as').click();
    await alice.page.getByTestId('save-as-name').fill("Alice's copy");
    await alice.page.getByTestId('save-as-duplicate').check();
    await alice.page.getByTestId('save-as-submit').click();
    await alice.page.waitForURL((url) => !url.pathname.includes(`/dashboard/${dashboardId}/`));
    await alice.page
      .locator('[data-testid="dashboard-page"][data-dashboard-status="hydrated"]')
      .waitFor({ timeout: 30_000 });
    await expect.poll(() => alice.page.getByTestId('dashboard-title').textContent()).toBe("Alice's copy");
    const copyId = Number(/\/dashboard\/(\d+)\//.exec(alice.page.url())?.[1]);
    const copy = await expectApi<Stored>(admin, 200, 'GET', `/api/v1/dashboard/${copyId}`);
    expect(copy.result.charts).toEqual(['Flights rows']);
    expect(copy.result.owners.map((o) => o.id)).toHaveLength(1);
    const charts = await expectApi<{ result: { id: number }[] }>(
      admin,
      200,
      'GET',
      `/api/v1/dashboard/${copyId}/charts`,
    );
    expect(charts.result.map((c) => c.id)).not.toContain(chartId);
  });
});
