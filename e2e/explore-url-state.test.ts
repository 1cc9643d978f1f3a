import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../packages/server/test-support/test-app.js';
import { chromiumAvailable } from './support/browser.js';
import { SHOTS, startChartSession, type ChartSession } from './support/chart-session.js';

const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`) });

/** Creates a saved pie chart through the API; answers its id. */
const createPie = (page: Page, datasourceId: number): Promise<number> =>
  page.evaluate(async (datasourceId) => {
    const token = await fetch('/api/v1/security/csrf_token/').then((r) => r.json() as Promise<{ result: string }>);
    const params = { viz_type: 'pie', metric: 'count', groupby: ['origin'], datasource: `${datasourceId}__table` };
    const res = await fetch('/api/v1/chart/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRFToken': token.result },
      body: JSON.stringify({
        slice_name: 'Flights by origin US',
        viz_type: 'pie',
        params: JSON.stringify(params),
        datasource_id: datasourceId,
      }),
    });
    if (res.status !== 201) throw new Error(`chart: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { id: number }).id;
  }, datasourceId);

const threshold = (page: Page) => page.getByRole('textbox', { name: /^Percentage threshold/ });
const unsaved = (page: Page) => page.getByTestId('unsaved-changes');
const urlParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** Types a value and leaves the field, then waits for the debounced form-data write it causes. */
const setThreshold = async (page: Page, value: string, method: 'POST' | 'PUT') => {
  const write = page.waitForResponse(
    (r) => r.url().includes('/api/v1/explore/form_data') && r.request().method() === method,
  );
  await threshold(page).fill(value);
  await threshold(page).blur();
  expect((await write).ok()).toBe(true);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const entry = window.history.state as { usr?: { exploreFormData?: Record<string, unknown> } } | null;
        return String(entry?.usr?.exploreFormData?.['show_labels_threshold']);
      }),
    )
    .toBe(value);
};

describe.runIf(chromiumAvailable())('explore state in the URL', () => {
  let session: ChartSession;
  let t: TestApp;
  let page: Page;
  let chartId = 0;

  beforeAll(async () => {
    session = await startChartSession();
    ({ t, page } = session);
    chartId = await createPie(page, session.ids.get('flights') ?? 0);
  });
  afterAll(async () => session?.close());

  it('keeps edits in the URL through reload, Back and Forward, and asks before leaving', async () => {
    await page.goto(`${t.url}/explore/?slice_id=${chartId}`);
    await expect.poll(() => page.getByTestId('chart-title').textContent()).toBe('Flights by origin US');
    const original = await threshold(page).inputValue();
    expect(urlParam(page, 'form_data_key')).toBeNull();
    expect(await unsaved(page).count()).toBe(0);

    await setThreshold(page, '7', 'POST');
    await expect.poll(() => urlParam(page, 'form_data_key')).not.toBeNull();
    const key = urlParam(page, 'form_data_key');
    expect(urlParam(page, 'slice_id')).toBe(String(chartId));
    await unsaved(page).waitFor();
    // The badge sits beside the 20-character name at 1280 px without cutting it to 'Flights…'.
    await page.setViewportSize({ width: 1280, height: 800 });
    const title = page.getByTestId('chart-title');
    await shot(page, 'explore-url-01-unsaved');
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    await setThreshold(page, '9', 'PUT');
    expect(urlParam(page, 'form_data_key')).toBe(key);

    // Reload: the browser asks first (beforeunload), then the page reopens the cached edit.
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(dialogs).toContain('beforeunload');
    await expect.poll(() => threshold(page).inputValue()).toBe('9');
    await unsaved(page).waitFor();
    await shot(page, 'explore-url-02-reloaded');

    await page.goBack();
    await expect.poll(() => threshold(page).inputValue()).toBe('7');
    await page.goBack();
    await expect.poll(() => threshold(page).inputValue()).toBe(original);
    expect(urlParam(page, 'form_data_key')).toBeNull();
    await expect.poll(() => unsaved(page).count()).toBe(0);
    await page.goForward();
    await expect.poll(() => threshold(page).inputValue()).toBe('7');
    await unsaved(page).waitFor();
    expect(urlParam(page, 'form_data_key')).toBe(key);

    // Leaving for another page of the app asks; Cancel stays, Leave goes.
    await page.getByRole('link', { name: 'Charts', exact: true }).first().click();
    const confirm = page.getByRole('dialog', { name: 'Unsaved changes' });
    await confirm.waitFor();
    await shot(page, 'explore-url-03-leave');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(new URL(page.url()).pathname).toBe('/explore/');
    await page.getByRole('link', { name: 'Charts', exact: true }).first().click();
    await page.getByRole('dialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL('**/chart/list/**');
  });
});
