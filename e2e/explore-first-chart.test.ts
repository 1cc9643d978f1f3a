import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/browser.js';
import { SHOTS, startChartSession, type ChartSession } from './support/chart-session.js';

interface ChartDataRequest {
  queries: {
    columns: unknown[];
    metrics: unknown[];
    filters: { col: unknown; op: string; val?: unknown }[];
    time_range?: string;
  }[];
}

const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`) });

/**
 * Issue 04's acceptance: someone new to the app builds and saves "average flight delay by origin
 * airport over the last month" in under a minute, finding everything by its visible label.
 */
describe.runIf(chromiumAvailable())('a first chart, by visible labels only', () => {
  let session: ChartSession;
  let page: Page;

  beforeAll(async () => {
    session = await startChartSession();
    page = session.page;
  });
  afterAll(async () => session?.close());

  it('builds and saves a bar chart of the average delay by origin over the last month in under a minute', async () => {
    const started = Date.now();
    await page.goto(`${session.t.url}/tessera/welcome/`);

    // From the navigation to the dataset, and from its name into explore.
    await page.getByRole('banner').getByRole('link', { name: 'Datasets', exact: true }).click();
    await page.getByRole('link', { name: 'flights', exact: true }).click();
    await page.getByRole('button', { name: 'View all charts' }).waitFor();

    await page.getByRole('button', { name: 'Bar Chart', exact: true }).click();

    // X-axis: origin airport instead of the time column explore pre-fills.
    const xAxis = page.getByRole('group', { name: 'X-axis', exact: true });
    await xAxis.getByRole('button', { name: /^Remove / }).click();
    await xAxis.getByRole('button', { name: /here or click/ }).click();
    await page.getByRole('tab', { name: 'Simple', exact: true }).click();
    await page.getByRole('listbox', { name: 'Columns' }).getByRole('option', { name: 'Origin', exact: true }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).last().click();

    // The dataset's saved metric for the average delay.
    const metrics = page.getByRole('group', { name: 'Metrics', exact: true });
    await metrics.getByRole('button', { name: /here or click/ }).click();
    await page.getByRole('tab', { name: 'Saved', exact: true }).click();
    await page
      .getByRole('listbox', { name: 'Saved metrics' })
      .getByRole('option', { name: 'Average delay (min)', exact: true })
      .click();
    await page.getByRole('button', { name: 'Save', exact: true }).last().click();

    // A new chart starts with the departure time's 'No filter' time filter, as Superset's explore
    // adds it: one click on it, and the picker sets the last month.
    const filters = page.getByRole('group', { name: 'Filters', exact: true });
    await filters.getByText('departure_time (No filter)', { exact: true }).click();
    await page.getByRole('button', { name: /^Time range: / }).click();
    await page.getByRole('tab', { name: 'Current', exact: true }).click();
    await page.getByRole('radio', { name: 'Current month', exact: true }).click();
    await page.getByTestId('actual-time-range').waitFor();
    await shot(page, 'explore-first-00-time-range-current');
    await page.getByRole('tab', { name: 'Last', exact: true }).click();
    await page.getByRole('radio', { name: 'Last month', exact: true }).click();
    await page.getByText('Actual time range').first().waitFor();
    await page.getByRole('button', { name: 'APPLY', exact: true }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).last().click();
    await shot(page, 'explore-first-01-controls');

    const request = page.waitForRequest((r) => r.url().endsWith('/api/v1/chart/data') && r.method() === 'POST');
    const response = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/chart/data') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    const body = (await request).postDataJSON() as ChartDataRequest;
    const answered = await response;
    expect(answered.status(), await answered.text()).toBe(200);
    const [query] = body.queries;
    expect(JSON.stringify(query?.columns)).toContain('origin');
    expect(query?.metrics).toEqual(['avg_delay']);
    const timeFilter = query?.filters.find((f) => f.op === 'TEMPORAL_RANGE');
    expect(timeFilter).toMatchObject({ col: 'departure_time', val: 'Last month' });

    const chart = page.getByRole('region', { name: 'Chart', exact: true });
    await expect.poll(() => chart.getAttribute('data-chart-status')).toBe('rendered');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Save chart' });
    await dialog.getByLabel('Chart name').fill('Average delay by origin, last month');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/explore\/\?slice_id=\d+/);
    await page.getByRole('heading', { name: 'Average delay by origin, last month' }).waitFor();
    const elapsed = Date.now() - started;
    await page.waitForTimeout(600);
    await shot(page, 'explore-first-02-saved');
    expect(elapsed).toBeLessThan(60_000);
  });
});
