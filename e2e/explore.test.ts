import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../packages/server/test-support/test-app.js';
import { chromiumAvailable } from './support/browser.js';
import { SHOTS, startChartSession, type ChartSession } from './support/chart-session.js';

const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`) });

const chartRegion = (page: Page) => page.getByRole('region', { name: 'Chart', exact: true });

const chartDataAnswer = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/v1/chart/data') && r.request().method() === 'POST');

/** Opens a control's picker (its dashed add button), chooses an entry on a tab and saves it. */
const pick = async (page: Page, control: string, tab: string, list: string, entry: string) => {
  const box = page.getByRole('group', { name: control, exact: true });
  await box.getByRole('button', { name: /here or click/ }).click();
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await page.getByRole('listbox', { name: list }).getByRole('option', { name: entry, exact: true }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).last().click();
};

/** Renames a saved metric's label in the dataset editor, saves it through the confirm step and waits for the toast. */
const renameMetric = async (page: Page, from: string, to: string) => {
  await page.getByRole('button', { name: 'Dataset menu' }).click();
  await page.getByRole('menuitem', { name: 'Edit dataset' }).click();
  const editor = page.getByRole('dialog', { name: /^Edit Dataset flights/ });
  await editor.getByRole('tab', { name: /Metrics/ }).click();
  const labels = editor.getByRole('textbox', { name: 'Label', exact: true });
  await labels.first().waitFor();
  const values = await labels.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  const index = values.indexOf(from);
  expect(index).toBeGreaterThanOrEqual(0);
  await labels.nth(index).fill(to);
};

const saveDataset = async (page: Page) => {
  await page
    .getByRole('dialog', { name: /^Edit Dataset/ })
    .getByRole('button', { name: 'Save', exact: true })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Confirm save' });
  await confirm.getByText('Are you sure you want to save and apply changes?', { exact: false }).waitFor();
  await confirm.getByRole('button', { name: 'OK', exact: true }).click();
  await page.getByText('The dataset has been saved').first().waitFor();
  await page.getByRole('dialog', { name: /^Edit Dataset/ }).waitFor({ state: 'detached' });
};

describe.runIf(chromiumAvailable())('explore', () => {
  let session: ChartSession;
  let t: TestApp;
  let page: Page;
  let flights = 0;
  let savedId = 0;

  beforeAll(async () => {
    session = await startChartSession();
    ({ t, page } = session);
    flights = session.ids.get('flights') ?? 0;
  });
  afterAll(async () => session?.close());

  it('builds a bar chart from a dataset, runs it and saves it as a new chart', async () => {
    await page.goto(`${t.url}/explore/?dataset_id=${flights}&viz_type=echarts_timeseries_bar`);
    await page.getByRole('button', { name: 'View all charts' }).waitFor();
    await expect.poll(() => page.getByText('Add required control values to preview chart').count()).toBe(1);
    await shot(page, 'explore-01-empty');

    await pick(page, 'Metrics', 'Saved', 'Saved metrics', 'COUNT(*)');
    await pick(page, 'Dimensions', 'Simple', 'Columns', 'Origin');
    await page
      .getByRole('textbox', { name: /^Time Grain/ })
      .or(page.getByRole('combobox', { name: /^Time Grain/ }))
      .first()
      .click();
    await page.getByRole('option', { name: 'Month', exact: true }).click();
    await shot(page, 'explore-02-controls');

    const answer = chartDataAnswer(page);
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    expect((await answer).status()).toBe(200);
    await chartRegion(page).locator('canvas').first().waitFor();
    await expect.poll(() => chartRegion(page).getAttribute('data-chart-status')).toBe('rendered');
    await page.waitForTimeout(800);
    await shot(page, 'explore-03-bar-chart');

    // A render-only control redraws from the same answer: no query, Run stays quiet.
    let queries = 0;
    const count = (r: { url: () => string }) => {
      if (r.url().endsWith('/api/v1/chart/data')) queries += 1;
    };
    page.on('request', count);
    await page.getByRole('checkbox', { name: 'Show legend' }).click();
    await page.waitForTimeout(500);
    expect(queries).toBe(0);
    expect(await page.getByRole('button', { name: 'Run', exact: true }).getAttribute('data-stale')).toBe(null);
    page.off('request', count);

    await page.getByRole('tab', { name: 'Results' }).click();
    await expect.poll(() => page.getByRole('table', { name: 'Results' }).getByRole('row').count()).toBeGreaterThan(1);
    await shot(page, 'explore-04-results');
    await page.getByRole('tab', { name: 'Samples' }).click();
    await expect.poll(() => page.getByRole('table', { name: 'Samples' }).getByRole('row').count()).toBeGreaterThan(1);
    await page.getByRole('tab', { name: 'Samples' }).click();

    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'View query' }).click();
    const sql = page.getByRole('dialog', { name: 'View query' }).locator('pre');
    await expect.poll(() => sql.textContent()).toMatch(/SELECT[\s\S]*FROM/);
    await shot(page, 'explore-04b-view-query');
    await page.keyboard.press('Escape');

    for (const [item, extension] of [
      ['Download as CSV', '.csv'],
      ['Download as image', '.png'],
    ] as const) {
      await page.getByRole('button', { name: 'More actions' }).click();
      const download = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: item }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(new RegExp(`\\${extension}$`));
      if (extension === '.png') await file.saveAs(join(SHOTS, 'explore-04c-downloaded-image.png'));
    }

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Save chart' });
    await dialog.getByLabel('Chart name').fill('Flights by origin (e2e)');
    await shot(page, 'explore-05-save-modal');
    const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/chart/') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    const body = (await (await created).json()) as { id: number };
    savedId = body.id;
    await page.waitForURL(`**/explore/?slice_id=${savedId}`);
    await page.getByRole('heading', { name: 'Flights by origin (e2e)' }).waitFor();
  });

  it('reopens the saved chart by slice_id with its controls and chart', async () => {
    const answer = chartDataAnswer(page);
    await page.goto(`${t.url}/explore/?slice_id=${savedId}`);
    expect((await answer).status()).toBe(200);
    await chartRegion(page).locator('canvas').first().waitFor();
    await page.getByRole('heading', { name: 'Flights by origin (e2e)' }).waitFor();
    await expect
      .poll(() => page.getByRole('group', { name: 'Metrics', exact: true }).getByText('COUNT(*)').count())
      .toBe(1);
    await expect
      .poll(() => page.getByRole('group', { name: 'Dimensions', exact: true }).getByText('Origin').count())
      .toBe(1);
    await page.waitForTimeout(800);
    await shot(page, 'explore-06-reopened');

    await page.getByRole('button', { name: 'View all charts' }).click();
    const picker = page.getByRole('dialog', { name: 'Select a visualization type' });
    await picker.getByRole('textbox', { name: 'Search all charts' }).fill('area');
    await picker.getByRole('button', { name: 'Area Chart' }).click();
    // The detail panel's example and the tiles' thumbnails are the PNGs our report renderer drew.
    const example = picker.getByRole('img', { name: 'Area Chart' });
    await expect.poll(() => example.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(800);
    await picker.getByRole('textbox', { name: 'Search all charts' }).fill('');
    await expect
      .poll(() =>
        picker
          .locator('button[data-viz-type] img')
          .evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length),
      )
      .toBeGreaterThan(30);
    await shot(page, 'explore-06b-viz-picker');
    await picker.getByRole('button', { name: 'Area Chart' }).click();
    await picker.getByRole('button', { name: 'Select', exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Area Chart', pressed: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Run', exact: true }).getAttribute('data-stale')).toBe('true');
  });

  it('shows only the chart with standalone=1', async () => {
    const answer = chartDataAnswer(page);
    await page.goto(`${t.url}/explore/?slice_id=${savedId}&standalone=1`);
    expect((await answer).status()).toBe(200);
    await chartRegion(page).locator('canvas').first().waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await page.getByText('Dashboards').count()).toBe(0);
    await page.waitForTimeout(800);
    await shot(page, 'explore-06c-standalone');
  });

  it('copies a permalink of the saved chart from the Share menu and opens it', async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: t.url });
    const first = chartDataAnswer(page);
    await page.goto(`${t.url}/explore/?slice_id=${savedId}`);
    expect((await first).status()).toBe(200);
    await page.getByRole('button', { name: 'Pie Chart' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Pie Chart', pressed: true }).count()).toBe(1);
    const ran = chartDataAnswer(page);
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    expect((await ran).status()).toBe(200);
    await expect.poll(() => chartRegion(page).getAttribute('data-chart-status')).toBe('rendered');

    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Copy permalink to clipboard' }).click();
    await page.getByText('Link Copied!').waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/superset\/explore\/p\/[^/]+\/$/);

    const answer = chartDataAnswer(page);
    await page.goto(link);
    expect((await answer).status()).toBe(200);
    await chartRegion(page).locator('canvas').first().waitFor();
    await page.getByRole('heading', { name: 'Flights by origin (e2e)' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Pie Chart', pressed: true }).count()).toBe(1);
    await page.waitForTimeout(800);
    await shot(page, 'explore-07-permalink');

    // A chart drawn in the DOM (the table) downloads as an image through an SVG snapshot.
    await page.getByRole('button', { name: 'Table', exact: true }).click();
    const table = chartDataAnswer(page);
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    expect((await table).status()).toBe(200);
    await expect.poll(() => chartRegion(page).getAttribute('data-chart-status')).toBe('rendered');
    await page.getByRole('button', { name: 'More actions' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Download as image' }).click();
    await (await download).saveAs(join(SHOTS, 'explore-08-table-image.png'));
  });

  it('edits the dataset from the dataset panel, then swaps it for another one', async () => {
    const panelMetrics = page.getByRole('list', { name: 'Metrics', exact: true });
    await page.goto(`${t.url}/explore/?dataset_id=${flights}&viz_type=echarts_timeseries_bar`);
    await panelMetrics.getByText('Average delay (min)', { exact: true }).waitFor();

    await renameMetric(page, 'Average delay (min)', 'Mean delay (min)');
    await shot(page, 'explore-09-edit-dataset');
    await saveDataset(page);
    await panelMetrics.getByText('Mean delay (min)', { exact: true }).waitFor();
    expect(await panelMetrics.getByText('Average delay (min)', { exact: true }).count()).toBe(0);
    await shot(page, 'explore-10-dataset-saved');

    // Back to the example's label, so nothing else depends on this test's edit.
    await renameMetric(page, 'Mean delay (min)', 'Average delay (min)');
    await saveDataset(page);
    await panelMetrics.getByText('Average delay (min)', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Dataset menu' }).click();
    await page.getByRole('menuitem', { name: 'Swap dataset' }).click();
    const swap = page.getByRole('dialog', { name: 'Swap dataset' });
    await swap.getByRole('textbox', { name: 'Search datasets' }).fill('seattle');
    await expect.poll(() => swap.getByRole('row').count()).toBe(2);
    const row = swap.getByRole('row').filter({ hasText: 'seattle_weather' });
    await shot(page, 'explore-11-swap-dataset');
    await row.click();
    await swap.getByText(/Changing the dataset may break the chart/).waitFor();
    await swap.getByRole('button', { name: 'Proceed', exact: true }).click();
    await page.getByText('Successfully changed dataset!').waitFor();
    await expect.poll(() => page.getByTestId('dataset-title').textContent()).toBe('seattle_weather');
    await panelMetrics.getByText('COUNT(*)', { exact: true }).waitFor();
    await shot(page, 'explore-12-swapped');
  });
});
