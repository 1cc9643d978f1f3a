import { join } from 'node:path';
import { datasourcePermView } from '@tessera/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/browser.js';
import { SHOTS, startChartSession, type ChartSession } from './support/chart-session.js';
import { expectApi } from './support/page-api.js';
import { signInAs } from './support/users.js';

const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `roles-data-access-${name}.png`) });

const ROLE = 'Cars readers';
const COLLEAGUE = { username: 'colin', password: 'colin-pass-1', firstName: 'Colin', lastName: 'League' } as const;

/** Lists load over the network on a shared machine: give them longer than expect.poll's default. */
const POLL = { timeout: 10_000 };

/** The name link of every shown row of a list page (the first link of a row is its title). */
const rowNames = (page: Page): Promise<string[]> =>
  page
    .getByTestId('list-row')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('a')?.textContent?.trim() ?? '').sort());

/** Picks an option of the user form's roles select by its label. */
const pickRole = async (page: Page, name: string): Promise<void> => {
  await page.getByTestId('user-roles').click();
  await page.getByRole('option', { name, exact: true }).click();
};

describe.runIf(chromiumAvailable())('granting one dataset from the roles page', () => {
  let s: ChartSession;

  beforeAll(async () => {
    s = await startChartSession();
  });
  afterAll(async () => s?.close());

  it('gives a new Gamma user the cars example and nothing else', async () => {
    const admin = s.page;
    const carsId = s.ids.get('cars');
    if (carsId === undefined) throw new Error('the cars example is missing');
    const carsView = datasourcePermView('examples', 'cars', carsId);

    // A new role, from the roles page.
    await admin.goto(`${s.t.url}/roles/list/`);
    await admin.getByTestId('add-role').click();
    await admin.getByTestId('role-name').fill(ROLE);
    await admin.getByTestId('role-save').click();
    const row = admin.getByTestId('role-row').filter({ hasText: ROLE });
    await row.waitFor();

    // Grant cars, found by its name in the grouped permission list.
    await row.getByTestId('edit-role-permissions').click();
    const data = admin.getByTestId('permission-section-data');
    await data.getByText('examples', { exact: true }).waitFor();
    await shot(admin, '1-grouped');
    await admin.getByTestId('permission-search').fill('can_read');
    await admin.getByTestId('permission-section-admin').waitFor();
    await shot(admin, '1-content-and-admin');
    await admin.getByTestId('permission-search').fill('cars');
    await expect.poll(() => admin.getByTestId('permission-item').count(), POLL).toBe(1);
    await admin.getByRole('checkbox', { name: `datasource_access on ${carsView}` }).check();
    await shot(admin, '2-cars-found');
    await admin.getByTestId('permissions-save').click();
    await admin.getByTestId('permission-list').waitFor({ state: 'detached' });
    const roles = await expectApi<{
      result: { name: string; permissions: { permission: string; view_menu: string }[] }[];
    }>(admin, 200, 'GET', '/api/v1/security/roles/');
    const granted = roles.result.find((r) => r.name === ROLE)?.permissions;
    expect(granted?.map((p) => `${p.permission} on ${p.view_menu}`)).toEqual([`datasource_access on ${carsView}`]);

    // A colleague with Gamma and that role, from the users page.
    await admin.goto(`${s.t.url}/users/list/`);
    await admin.getByTestId('add-user').click();
    await admin.getByTestId('user-username').fill(COLLEAGUE.username);
    await admin.getByTestId('user-first-name').fill(COLLEAGUE.firstName);
    await admin.getByTestId('user-last-name').fill(COLLEAGUE.lastName);
    await admin.getByTestId('user-email').fill(`${COLLEAGUE.username}@example.com`);
    await admin.getByTestId('user-password').fill(COLLEAGUE.password);
    await admin.getByTestId('user-confirm').fill(COLLEAGUE.password);
    await pickRole(admin, 'Gamma');
    await pickRole(admin, ROLE);
    await admin.getByTestId('user-first-name').click();
    await shot(admin, '3-new-user');
    await admin.getByTestId('user-save').click();
    await admin.getByTestId('user-row').filter({ hasText: COLLEAGUE.username }).waitFor();

    // Signed in as the colleague, the dataset list holds cars only.
    const { context, page } = await signInAs(s.browser, s.t.url, COLLEAGUE);
    try {
      await page.goto(`${s.t.url}/tablemodelview/list/`);
      await expect.poll(() => rowNames(page), POLL).toEqual(['cars']);
      await shot(page, '4-colleague-datasets');
      const list = await expectApi<{ count: number; result: { table_name: string }[] }>(
        page,
        200,
        'GET',
        '/api/v1/dataset/?q=(page_size:100)',
      );
      expect(list.result.map((d) => d.table_name)).toEqual(['cars']);
      const stocks = s.ids.get('stocks');
      expect((await page.evaluate((id) => fetch(`/api/v1/dataset/${id}`).then((r) => r.status), stocks)) ?? 0).toBe(
        403,
      );
    } finally {
      await context.close();
    }
  });
});
