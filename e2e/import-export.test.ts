import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/browser.js';
import {
  createChartThroughApi,
  deleteChartThroughApi,
  SHOTS,
  startChartSession,
  type ChartSession,
} from './support/chart-session.js';

const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`) });

const CHART = 'Round trip delays';

/** Opens the Import modal on the charts list, picks the ZIP and presses Import. */
const startImport = async (page: Page, zip: string): Promise<void> => {
  await page.getByTestId('list-import').click();
  await page.getByTestId('import-submit').waitFor();
  await page.locator('input[type="file"]').setInputFiles(zip);
  await page.getByText('chart_export.zip', { exact: false }).first().waitFor();
};

describe.runIf(chromiumAvailable())('chart export and import', () => {
  let session: ChartSession;
  let page: Page;
  let dir: string;

  beforeAll(async () => {
    session = await startChartSession();
    page = session.page;
    dir = mkdtempSync(join(tmpdir(), 'tessera-import-'));
  });
  afterAll(async () => {
    await session?.close();
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });

  it('exports a chart from the list, deletes it and imports it back', async () => {
    const datasetId = session.ids.get('flights') ?? [...session.ids.values()][0] ?? 1;
    const id = await createChartThroughApi(page, CHART, datasetId);

    await page.goto(`${session.t.url}/chart/list/`);
    await page.getByRole('link', { name: CHART, exact: true }).waitFor();
    await page.getByTestId('bulk-select').click();
    await page.getByRole('checkbox', { name: `Select ${CHART}` }).check();
    await page.getByText('1 Selected').waitFor();
    await shot(page, 'import-export-01-selected');
    const downloading = page.waitForEvent('download');
    await page.getByTestId('bulk-bar').getByText('Export', { exact: true }).click();
    const download = await downloading;
    const zip = join(dir, 'chart_export.zip');
    await download.saveAs(zip);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    expect(statSync(zip).size).toBeGreaterThan(100);

    await deleteChartThroughApi(page, id);
    await page.reload();
    await page.getByTestId('empty-state').or(page.getByTestId('list-row').first()).waitFor();
    expect(await page.getByRole('link', { name: CHART, exact: true }).count()).toBe(0);

    await startImport(page, zip);
    await shot(page, 'import-export-02-modal');
    await page.getByTestId('import-submit').click();
    await page.getByText('Chart imported').waitFor();
    await page.getByRole('link', { name: CHART, exact: true }).waitFor();
    await shot(page, 'import-export-03-imported');
  });

  it('asks to type OVERWRITE when the chart already exists', async () => {
    const zip = join(dir, 'chart_export.zip');
    await startImport(page, zip);
    await page.getByTestId('import-submit').click();
    const confirm = page.getByTestId('import-overwrite-confirm');
    await confirm.waitFor();
    expect(await page.getByTestId('import-submit').isDisabled()).toBe(true);
    await confirm.fill('OVERWRITE');
    await shot(page, 'import-export-04-overwrite');
    await page.getByTestId('import-submit').click();
    await page.getByTestId('import-modal').waitFor({ state: 'detached' });
    await page.getByRole('link', { name: CHART, exact: true }).waitFor();
    expect(await page.getByRole('link', { name: CHART, exact: true }).count()).toBe(1);
  });
});
