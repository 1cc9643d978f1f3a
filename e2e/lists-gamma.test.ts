import { join } from 'node:path';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/browser.js';
import { SHOTS, startChartSession, type ChartSession } from './support/chart-session.js';
import {
  DATASET_A,
  GAMMA_NAME,
  NAMES,
  SCRATCH_DATABASE,
  SCRATCH_SCHEMA,
  UNGRANTED_MARKER,
  VAULT_DATABASE,
  setUpGammaScenario,
  type GammaScenario,
} from './support/gamma-scenario.js';
import { callApi, recordApiResponses, type ResponseRecorder } from './support/page-api.js';

const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`) });

/** Toasts and alerts the list pages and the home page show when a request fails. */
const ERROR_TEXT = /error occurred|there was an (error|issue)/i;

const sorted = (names: readonly string[]): string[] => [...names].sort((x, y) => x.localeCompare(y));

/** The name link of every shown row (the first link of a row is its title). */
const rowNames = async (page: Page): Promise<string[]> =>
  sorted(
    await page
      .getByTestId('list-row')
      .evaluateAll((rows) => rows.map((row) => row.querySelector('a')?.textContent?.trim() ?? '')),
  );

/** Lists load over the network on a shared machine: give them longer than expect.poll's default. */
const POLL = { timeout: 10_000 };

const expectRows = (page: Page, names: readonly string[]) =>
  expect.poll(() => rowNames(page), POLL).toEqual(sorted(names));

/** The list request of a resource (not `_info`, `related/` or `distinct/`). */
const isListAnswer = (resource: string, response: Response, opr?: string): boolean => {
  const url = new URL(response.url());
  if (url.pathname !== `/api/v1/${resource}/` || response.request().method() !== 'GET') return false;
  return opr === undefined || (url.searchParams.get('q') ?? '').includes(opr);
};

/** Opens a list page and answers the names in the first list answer the page received. */
const openList = async (page: Page, url: string, resource: string, field: string): Promise<string[]> => {
  // The page before (the home page asks for charts and dashboards too) must not answer in its place:
  // its late answer would match, and lose its body to the navigation.
  await page.goto('about:blank');
  // A request the app aborted (its query key changed) has no body: wait for one that finished.
  const answer = page.waitForResponse(async (r) => isListAnswer(resource, r) && (await r.finished()) === null);
  await page.goto(url);
  const body = (await (await answer).json()) as { result: Record<string, unknown>[] };
  return sorted(body.result.map((row) => String(row[field])));
};

/** The choices a select filter offers once its dropdown is open; the dropdown is closed again. */
const filterOptions = async (page: Page, filterId: string): Promise<string[]> => {
  await page.getByTestId(`filter-${filterId}`).click();
  const options = page.getByRole('option');
  await options.first().waitFor();
  const texts = await options.allInnerTexts();
  await page.keyboard.press('Escape');
  await options.first().waitFor({ state: 'detached' });
  return sorted(texts.map((text) => text.trim()));
};

/** Picks a choice of a select filter and waits for the list answer filtered by `opr`. */
const pickOption = async (page: Page, resource: string, filterId: string, label: string, opr: string) => {
  const answer = page.waitForResponse((r) => isListAnswer(resource, r, opr));
  await page.getByTestId(`filter-${filterId}`).click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await answer;
};

/** Searches and waits for the filtered answer (clearing may be answered from the query cache). */
const search = async (page: Page, resource: string, text: string) => {
  const answer = text === '' ? null : page.waitForResponse((r) => isListAnswer(resource, r, text));
  await page.getByTestId('filter-search').fill(text);
  await page.getByTestId('filter-search').press('Enter');
  await answer;
};

const expectNoErrorShown = async (page: Page) => expect(await page.getByText(ERROR_TEXT).count()).toBe(0);

const homeItems = (page: Page, section: string) =>
  expect.poll(
    async () => sorted(await page.getByTestId(section).getByTestId('home-item').getByRole('link').allInnerTexts()),
    POLL,
  );

describe.runIf(chromiumAvailable())('list pages for a Gamma user granted only some datasets', () => {
  let session: ChartSession;
  let gamma: GammaScenario;
  let page: Page;
  let recorder: ResponseRecorder;
  /** Requests the test makes on purpose to be refused. */
  const refusedOnPurpose = new Set<string>();

  beforeAll(async () => {
    session = await startChartSession();
    gamma = await setUpGammaScenario(session);
    page = gamma.page;
    recorder = recordApiResponses(page);
  });
  afterAll(async () => {
    await gamma?.context.close();
    await session?.close();
  });

  it('lists only charts on the granted dataset; filters, their choices and cards leak nothing', async () => {
    const mine = [NAMES.carsByOrigin, NAMES.carsHorsepower, NAMES.gammaChart];
    expect(await openList(page, `${session.t.url}/chart/list/`, 'chart', 'slice_name')).toEqual(sorted(mine));
    await expectRows(page, mine);
    await shot(page, 'lists-gamma-01-charts');

    await search(page, 'chart', 'Stocks');
    await page.getByTestId('empty-state').waitFor();
    await search(page, 'chart', 'horse');
    await expectRows(page, [NAMES.carsHorsepower]);
    await search(page, 'chart', '');
    await expectRows(page, mine);

    expect(await filterOptions(page, 'dataset')).toEqual([DATASET_A]);
    await pickOption(page, 'chart', 'dataset', DATASET_A, 'datasource_id');
    await expectRows(page, mine);

    await openList(page, `${session.t.url}/chart/list/`, 'chart', 'slice_name');
    await pickOption(page, 'chart', 'type', 'Pie Chart', 'viz_type');
    await expectRows(page, [NAMES.carsHorsepower]);

    await openList(page, `${session.t.url}/chart/list/`, 'chart', 'slice_name');
    expect(await filterOptions(page, 'owners')).toContain(GAMMA_NAME);
    await pickOption(page, 'chart', 'owners', GAMMA_NAME, 'rel_m_m');
    await expectRows(page, [NAMES.gammaChart]);
    await shot(page, 'lists-gamma-02-charts-owner-filter');
    // The admin owns charts on both datasets; filtering by them must not widen visibility.
    await openList(page, `${session.t.url}/chart/list/`, 'chart', 'slice_name');
    await pickOption(page, 'chart', 'owners', 'Admin User', 'rel_m_m');
    await expectRows(page, [NAMES.carsByOrigin, NAMES.carsHorsepower]);

    await openList(page, `${session.t.url}/chart/list/`, 'chart', 'slice_name');
    const favourite = page.waitForResponse((r) => r.url().includes('/favorites/') && r.request().method() === 'POST');
    await page.getByRole('button', { name: `Add ${NAMES.carsByOrigin} to favorites` }).click();
    expect((await favourite).status()).toBe(200);

    await page.getByText('Card view', { exact: true }).click();
    await expect
      .poll(async () => sorted(await page.getByTestId('list-card').getByRole('link').allInnerTexts()), POLL)
      .toEqual(expect.arrayContaining(mine));
    expect(await page.getByTestId('list-card').count()).toBe(mine.length);
    await shot(page, 'lists-gamma-03-charts-cards');
    await expectNoErrorShown(page);
  });

  it("offers delete only on the user's own charts; the server refuses the admin's (issue D 11)", async () => {
    const info = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/chart/_info');
    await openList(page, `${session.t.url}/chart/list/`, 'chart', 'slice_name');
    const granted = ((await (await info).json()) as { permissions: string[] }).permissions;
    expect(granted).toContain('can_write');
    // can_write alone does not make the admin's chart deletable: no icon offered, only on their own.
    await page.getByRole('button', { name: `Delete ${NAMES.gammaChart}` }).waitFor();
    expect(await page.getByRole('button', { name: `Delete ${NAMES.carsHorsepower}` }).count()).toBe(0);
    expect(await page.getByRole('button', { name: `Edit ${NAMES.carsHorsepower}` }).count()).toBe(0);
    await shot(page, 'lists-gamma-04-delete-own-only');
    const chartPath = `/api/v1/chart/${gamma.charts.carsHorsepower}`;
    refusedOnPurpose.add(chartPath);
    expect((await callApi(page, 'DELETE', chartPath)).status).toBe(403);
    await expectRows(page, [NAMES.carsByOrigin, NAMES.carsHorsepower, NAMES.gammaChart]);

    const direct = [
      `/api/v1/chart/${gamma.charts.stocksBySymbol}`,
      `/api/v1/dataset/${gamma.datasets.b}`,
      `/api/v1/dashboard/${gamma.dashboards.stocksOverview}`,
      `/api/v1/dashboard/${gamma.dashboards.carsDraft}`,
    ];
    for (const path of direct) {
      refusedOnPurpose.add(path);
      expect([403, 404]).toContain((await callApi(page, 'GET', path)).status);
    }
  });

  it('opens an inaccessible dashboard with one call of each kind and no report call (issue D 11)', async () => {
    const seen: string[] = [];
    const track = (r: Response) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/api/v1/')) seen.push(`${r.request().method()} ${path}`);
    };
    page.on('response', track);
    const target = `/api/v1/dashboard/${gamma.dashboards.stocksOverview}`;
    for (const suffix of ['', '/charts', '/datasets']) refusedOnPurpose.add(`${target}${suffix}`);
    await page.goto(`${session.t.url}/superset/dashboard/${gamma.dashboards.stocksOverview}/`);
    await page.locator('[data-dashboard-status="error"]').waitFor();
    await page.waitForTimeout(1000);
    page.off('response', track);
    const counts = new Map<string, number>();
    for (const call of seen) counts.set(call, (counts.get(call) ?? 0) + 1);
    const repeated = [...counts].filter(([, n]) => n > 1).map(([call]) => call);
    expect(repeated).toEqual([]);
    expect(seen.filter((call) => call.includes('/api/v1/report/'))).toEqual([]);
    await shot(page, 'lists-gamma-04b-inaccessible-dashboard');
  });

  it('lists published dashboards with a readable chart plus own ones, nothing else', async () => {
    const visible = [NAMES.carsOverview, NAMES.mixedBoard, NAMES.gammaBoard];
    expect(await openList(page, `${session.t.url}/dashboard/list/`, 'dashboard', 'dashboard_title')).toEqual(
      sorted(visible),
    );
    await expectRows(page, visible);
    expect(await filterOptions(page, 'status')).toEqual(['Draft', 'Published']);
    await pickOption(page, 'dashboard', 'status', 'Draft', 'published');
    await expectRows(page, [NAMES.gammaBoard]);

    await openList(page, `${session.t.url}/dashboard/list/`, 'dashboard', 'dashboard_title');
    const favourite = page.waitForResponse((r) => r.url().includes('/favorites/') && r.request().method() === 'POST');
    await page.getByRole('button', { name: `Add ${NAMES.carsOverview} to favorites` }).click();
    expect((await favourite).status()).toBe(200);
    await shot(page, 'lists-gamma-05-dashboards');
    await expectNoErrorShown(page);
  });

  it('lists only the granted dataset, read-only, with database and schema choices of its own', async () => {
    const info = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/dataset/_info');
    expect(await openList(page, `${session.t.url}/tablemodelview/list/`, 'dataset', 'table_name')).toEqual([DATASET_A]);
    await expectRows(page, [DATASET_A]);
    const granted = ((await (await info).json()) as { permissions: string[] }).permissions;
    expect(granted).not.toContain('can_write');
    expect(await page.getByTestId('bulk-select').count()).toBe(0);
    expect(await page.getByTestId('list-import').count()).toBe(0);
    expect(await page.getByTestId('row-actions').count()).toBe(0);

    const databases = await filterOptions(page, 'database');
    expect(databases).toContain('examples');
    expect(databases).not.toContain(VAULT_DATABASE);
    expect(await filterOptions(page, 'schema')).toEqual(['main']);
    await pickOption(page, 'dataset', 'schema', 'main', 'schema');
    await expectRows(page, [DATASET_A]);
    await shot(page, 'lists-gamma-06-datasets');
    await expectNoErrorShown(page);
  });

  it("lists only the user's own saved queries", async () => {
    expect(await openList(page, `${session.t.url}/savedqueryview/list/`, 'saved_query', 'label')).toEqual([
      NAMES.gammaQuery,
    ]);
    await expectRows(page, [NAMES.gammaQuery]);
    expect(await filterOptions(page, 'database')).toEqual([SCRATCH_DATABASE]);
    expect(await filterOptions(page, 'schema')).toEqual([SCRATCH_SCHEMA]);
    await shot(page, 'lists-gamma-07-saved-queries');
    await expectNoErrorShown(page);
  });

  it('shows only permitted favourites, recents and own items on the home page', async () => {
    await page.goto(`${session.t.url}/tessera/welcome/`);
    await homeItems(page, 'home-recents').toEqual(sorted([NAMES.carsByOrigin, NAMES.carsOverview]));
    await homeItems(page, 'home-charts').toEqual([NAMES.carsByOrigin]);
    await homeItems(page, 'home-dashboards').toEqual([NAMES.carsOverview]);
    await shot(page, 'lists-gamma-08-home');

    for (const tab of ['Edited', 'Created']) {
      await page.getByTestId('home-recents').getByRole('tab', { name: tab }).click();
      await homeItems(page, 'home-recents').toEqual(sorted([NAMES.gammaChart, NAMES.gammaBoard]));
    }
    await page.getByTestId('home-charts').getByRole('tab', { name: 'Mine' }).click();
    await homeItems(page, 'home-charts').toEqual([NAMES.gammaChart]);
    await page.getByTestId('home-dashboards').getByRole('tab', { name: 'Mine' }).click();
    await homeItems(page, 'home-dashboards').toEqual([NAMES.gammaBoard]);
    await shot(page, 'lists-gamma-09-home-mine');
    await expectNoErrorShown(page);
  });

  it('received nothing from the ungranted side and no failed request besides the refused ones', async () => {
    const answers = await recorder.settled();
    expect(answers.length).toBeGreaterThan(20);
    const leaked = answers.filter((a) => UNGRANTED_MARKER.test(a.text)).map((a) => a.url);
    expect(leaked).toEqual([]);
    const failed = answers
      .filter((a) => a.status >= 400 && !refusedOnPurpose.has(new URL(a.url).pathname))
      .map((a) => `${a.method} ${a.url} ${a.status}`);
    expect(failed).toEqual([]);
    // The admin's draft reaches no answer at all, not even a chart's dashboards column.
    const draftSeen = answers.filter((a) => a.text.includes(NAMES.carsDraft)).map((a) => a.url);
    expect(draftSeen).toEqual([]);
  });
});
