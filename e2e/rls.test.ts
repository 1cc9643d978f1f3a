import { join } from 'node:path';
import { datasourcePermView } from '@tessera/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/browser.js';
import { SHOTS, startChartSession, type ChartSession } from './support/chart-session.js';
import { waitDrawn } from './support/dashboard-page.js';
import { expectApi } from './support/page-api.js';
import { createRoleWithGrants, createUserWithRoles, signInAs } from './support/users.js';

/** A dashboard holding one chart (Superset's position_json v2). */
const oneChartPosition = (chartId: number) => ({
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
  GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-1'] },
  'ROW-1': { type: 'ROW', id: 'ROW-1', children: ['CHART-1'], meta: {} },
  'CHART-1': { type: 'CHART', id: 'CHART-1', children: [], meta: { chartId, width: 8, height: 50 } },
});

const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `rls-${name}.png`) });

const ROLE = 'cars_japan';
const ANALYST = { username: 'hana', password: 'hana-pass-1', firstName: 'Hana', lastName: 'Gamma' } as const;
const CHART = 'Cars by origin and cylinders';

/** Picks options of one of the modal's multi-selects by label. */
const pick = async (page: Page, testId: string, names: string[]): Promise<void> => {
  for (const name of names) {
    await page.getByTestId(testId).click();
    await page.getByRole('option', { name, exact: true }).click();
  }
  await page.keyboard.press('Escape');
};

/** Creates one rule through the page's modal. */
const addRule = async (
  page: Page,
  rule: { name: string; type: 'Regular' | 'Base'; roles: string[]; clause: string },
): Promise<void> => {
  await page.getByTestId('add-rls').click();
  await page.getByTestId('rls-name').fill(rule.name);
  await page.getByTestId('rls-filter-type').getByText(rule.type, { exact: true }).click();
  await pick(page, 'rls-tables', ['cars']);
  await pick(page, 'rls-roles', rule.roles);
  await page.getByTestId('rls-clause').fill(rule.clause);
  await page.getByTestId('rls-save').click();
  await page.getByTestId('rls-form').waitFor({ state: 'detached' });
  await page.getByTestId('rls-row').filter({ hasText: rule.name }).waitFor();
};

interface ChartData {
  result: { data: { origin: string; cylinders: number; n: number }[] }[];
}

const originCylinders = (datasetId: number) => ({
  datasource: { id: datasetId, type: 'table' },
  queries: [
    {
      columns: ['origin', 'cylinders'],
      metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' }],
      orderby: [],
    },
  ],
});

describe.runIf(chromiumAvailable())('row level security from the settings page', () => {
  let s: ChartSession;

  beforeAll(async () => {
    s = await startChartSession();
  });
  afterAll(async () => s?.close());

  it('a Base and a Regular rule made on the page leave a Gamma user only the allowed rows', async () => {
    const admin = s.page;
    const cars = s.ids.get('cars');
    if (cars === undefined) throw new Error('the cars example is missing');
    await createRoleWithGrants(admin, ROLE, [
      { permission: 'datasource_access', view_menu: datasourcePermView('examples', 'cars', cars) },
    ]);
    await createUserWithRoles(admin, ANALYST, ['Gamma', ROLE]);
    const params = {
      viz_type: 'table',
      query_mode: 'aggregate',
      groupby: ['origin', 'cylinders'],
      metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' }],
      row_limit: 100,
    };
    const chart = await expectApi<{ id: number }>(admin, 201, 'POST', '/api/v1/chart/', {
      slice_name: CHART,
      viz_type: 'table',
      params: JSON.stringify(params),
      datasource_id: cars,
      datasource_type: 'table',
    });

    const board = await expectApi<{ id: number }>(admin, 201, 'POST', '/api/v1/dashboard/', {
      dashboard_title: 'Cars under RLS',
      published: true,
      position_json: JSON.stringify(oneChartPosition(chart.id)),
    });

    // Settings > Security > Row Level Security.
    await admin.goto(`${s.t.url}/tessera/welcome/`);
    await admin.getByTestId('nav-settings').click();
    await admin.getByTestId('nav-rls').click();
    await admin.waitForURL('**/rowlevelsecurity/list/');
    await admin.getByTestId('rls-empty').waitFor();

    // The parser refuses a clause reading another table, under the field.
    await admin.getByTestId('add-rls').click();
    await admin.getByTestId('rls-name').fill('Sneaky');
    await pick(admin, 'rls-tables', ['cars']);
    await admin.getByTestId('rls-clause').fill('origin IN (SELECT symbol FROM stocks)');
    await admin.getByTestId('rls-save').click();
    await admin.getByText('Custom SQL fields cannot contain sub-queries.').waitFor();
    await shot(admin, '1-clause-refused');
    await admin.keyboard.press('Escape');
    await admin.getByTestId('rls-form').waitFor({ state: 'detached' });

    await addRule(admin, { name: 'Japan only', type: 'Regular', roles: [ROLE], clause: "origin = 'Japan'" });
    await addRule(admin, { name: 'Four cylinders', type: 'Base', roles: ['Admin'], clause: 'cylinders = 4' });
    expect(await admin.getByTestId('rls-row').count()).toBe(2);

    // The preview shows what the analyst's role gets on cars.
    const preview = admin.getByTestId('rls-preview');
    await preview.getByTestId('rls-preview-role').click();
    await admin.getByRole('option', { name: ROLE, exact: true }).click();
    await preview.getByTestId('rls-preview-dataset').click();
    await admin.getByRole('option', { name: 'cars', exact: true }).click();
    await expect
      .poll(() => admin.getByTestId('rls-preview-clause').textContent())
      .toBe("WHERE (origin = 'Japan') AND (cylinders = 4)");
    await shot(admin, '2-list-and-preview');

    // The analyst: chart data and explore hold only Japanese four-cylinder cars.
    const analyst = await signInAs(s.browser, s.t.url, ANALYST);
    try {
      const mine = await expectApi<ChartData>(analyst.page, 200, 'POST', '/api/v1/chart/data', originCylinders(cars));
      const rows = mine.result[0]?.data ?? [];
      expect(rows.map((r) => `${r.origin}/${r.cylinders}`)).toEqual(['Japan/4']);
      const all = await expectApi<ChartData>(admin, 200, 'POST', '/api/v1/chart/data', originCylinders(cars));
      expect((all.result[0]?.data ?? []).length).toBeGreaterThan(3);

      await analyst.page.goto(`${s.t.url}/explore/?slice_id=${chart.id}`);
      await expect.poll(() => analyst.page.getByTestId('chart-title').textContent()).toBe(CHART);
      // The chart's cells are the only place origin values show on the page.
      await analyst.page.getByText('Japan', { exact: true }).first().waitFor();
      expect(await analyst.page.getByText('USA', { exact: true }).count()).toBe(0);
      expect(await analyst.page.getByText('Europe', { exact: true }).count()).toBe(0);
      await shot(analyst.page, '3-analyst-explore');

      // The same chart on a dashboard: the analyst's rows only there too.
      await analyst.page.goto(`${s.t.url}/tessera/dashboard/${board.id}/`);
      await waitDrawn(analyst.page, chart.id);
      const cell = analyst.page.getByTestId(`dashboard-chart-${chart.id}`);
      await cell.getByText('Japan', { exact: true }).first().waitFor();
      expect(await cell.getByText('USA', { exact: true }).count()).toBe(0);
      expect(await cell.getByText('Europe', { exact: true }).count()).toBe(0);
      await shot(analyst.page, '3b-analyst-dashboard');
    } finally {
      await analyst.context.close();
    }

    // The page and its modal in dark mode, from theme tokens.
    await admin.evaluate(() => localStorage.setItem('tessera.theme', 'dark'));
    await admin.reload();
    await admin.getByTestId('rls-row').filter({ hasText: 'Japan only' }).getByTestId('edit-rls').click();
    await admin.getByTestId('rls-form').waitFor();
    expect(await admin.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toBe('dark');
    await shot(admin, '4-dark-modal');
  });
});
