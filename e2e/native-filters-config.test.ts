import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/browser.js';
import { startChartSession, type ChartSession } from './support/chart-session.js';
import { expectApi } from './support/page-api.js';

interface BatchFilter {
  col: string;
  op: string;
  val?: unknown;
}

/** The filters of every query the dashboard sent in its chart-data batches, by slice id. */
const batchFilters = (requests: readonly Request[]): Map<number, BatchFilter[]> => {
  const bySlice = new Map<number, BatchFilter[]>();
  for (const request of requests) {
    const body = request.postDataJSON() as {
      queries: { slice_id?: number; query_context: { queries: { filters?: BatchFilter[] }[] } }[];
    };
    for (const q of body.queries)
      bySlice.set(
        q.slice_id ?? 0,
        q.query_context.queries.flatMap((one) => one.filters ?? []),
      );
  }
  return bySlice;
};

/** Records the batches sent from now on. */
const recordBatches = (page: Page): Request[] => {
  const requests: Request[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/chart/data/batch') && r.method() === 'POST') requests.push(r);
  });
  return requests;
};

/** Opens a select and clicks the named option, or the first one not showing `except`; answers its text. */
const pickOption = async (page: Page, testId: string, option: string | null, except = '\u0000'): Promise<string> => {
  await page.getByTestId(testId).click();
  const choice =
    option === null
      ? page.getByRole('option').filter({ hasNotText: except }).first()
      : page.getByRole('option', { name: option, exact: true });
  await choice.waitFor();
  const text = (await choice.textContent()) ?? '';
  await choice.click();
  return text;
};

const inFilter = (col: string, value: string) => (f: BatchFilter) =>
  f.col === col && f.op === 'IN' && Array.isArray(f.val) && f.val.includes(value);

describe.runIf(chromiumAvailable())('native filter configuration, filter sets and the legacy filter box', () => {
  let session: ChartSession;
  let page: Page;
  let origin = '';

  beforeAll(async () => {
    session = await startChartSession();
    page = session.page;
  });
  afterAll(async () => session?.close());

  it('adds a value filter on origin through the modal, saves it, and the bar filters the charts with it', async () => {
    await page.goto(`${session.t.url}/tessera/dashboard/flights-operations/`);
    await page.locator('[data-dashboard-status="hydrated"]').waitFor();
    await page.getByTestId('edit-filters').click();
    await page.getByTestId('add-filter').click();
    await page.getByTestId('filter-name-input').fill('Origin');
    await pickOption(page, 'filter-dataset-select', 'flights');
    await expect.poll(() => page.getByTestId('filter-column-select').isEnabled()).toBe(true);
    await pickOption(page, 'filter-column-select', 'origin');
    const saved = page.waitForResponse((r) => r.url().includes('/api/v1/dashboard/') && r.request().method() === 'PUT');
    await page.getByTestId('filter-config-save').click();
    expect((await saved).status()).toBe(200);
    await page.getByTestId('filter-config-modal').waitFor({ state: 'detached' });

    const item = page.locator('[data-testid^="filter-item-NATIVE_FILTER-"]');
    await item.waitFor();
    const filterId = ((await item.getAttribute('data-testid')) ?? '').replace('filter-item-', '');
    const stored = await expectApi<{ result: { json_metadata: string } }>(
      page,
      200,
      'GET',
      '/api/v1/dashboard/flights-operations',
    );
    expect(JSON.parse(stored.result.json_metadata).native_filter_configuration[0]).toMatchObject({
      id: filterId,
      name: 'Origin',
      filterType: 'filter_select',
    });

    const batches = recordBatches(page);
    origin = await pickOption(page, `filter-select-${filterId}`, null);
    await page.getByTestId('filter-bar-apply').click();
    await expect
      .poll(() => [...batchFilters(batches).values()].some((f) => f.some(inFilter('origin', origin))))
      .toBe(true);
  });

  it('saves the selection as a filter set and applies it again after clearing', async () => {
    await page.getByTestId('filter-sets-toggle').click();
    await page.getByTestId('filter-set-name-input').fill('One origin');
    await page.getByTestId('filter-set-create').click();
    const set = page.locator('[data-testid^="filter-set-"][data-applied]');
    await set.waitFor();
    expect(await set.getAttribute('data-applied')).toBe('true');

    const bar = page.locator('[data-testid^="filter-item-NATIVE_FILTER-"]');
    // 'Clear all' applies at once when no filter is required.
    await page.getByTestId('filter-bar-clear').click();
    await expect.poll(() => set.getAttribute('data-applied')).toBe('false');
    expect(await bar.textContent()).not.toContain(origin);

    // Applied again, the charts get the filtered answers (from the page's query cache: same queries as before).
    await set.getByTestId('filter-set-apply').click();
    await expect.poll(() => set.getAttribute('data-applied')).toBe('true');
    await expect.poll(() => bar.textContent()).toContain(origin);
  });

  it('draws a legacy filter box whose default and picks filter the charts in its filter_scopes', async () => {
    const flights = session.ids.get('flights') ?? 0;
    const chart = (name: string, params: Record<string, unknown>) =>
      expectApi<{ id: number }>(page, 201, 'POST', '/api/v1/chart/', {
        slice_name: name,
        viz_type: params['viz_type'],
        datasource_id: flights,
        datasource_type: 'table',
        params: JSON.stringify({ datasource: `${flights}__table`, ...params }),
      });
    const box = await chart('Flight filters', {
      viz_type: 'filter_box',
      filter_configs: [{ column: 'origin', label: 'Origin', multiple: true, clearable: true }],
      instant_filtering: true,
    });
    const count = await chart('Flights counted', { viz_type: 'big_number_total', metric: 'count' });
    const immune = await chart('Flights unfiltered', { viz_type: 'big_number_total', metric: 'count' });
    const cell = (id: number) => ({
      type: 'CHART',
      id: `CHART-${id}`,
      children: [],
      meta: { chartId: id, width: 4, height: 40 },
    });
    const position = {
      DASHBOARD_VERSION_KEY: 'v2',
      ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
      GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-1'] },
      'ROW-1': {
        type: 'ROW',
        id: 'ROW-1',
        children: [box.id, count.id, immune.id].map((id) => `CHART-${id}`),
        meta: {},
      },
      ...Object.fromEntries([box.id, count.id, immune.id].map((id) => [`CHART-${id}`, cell(id)])),
    };
    const metadata = {
      default_filters: JSON.stringify({ [box.id]: { origin: [origin] } }),
      filter_scopes: { [box.id]: { origin: { scope: ['ROOT_ID'], immune: [immune.id] } } },
    };
    await expectApi(page, 201, 'POST', '/api/v1/dashboard/', {
      dashboard_title: 'Legacy filter box',
      slug: 'legacy-filter-box',
      published: true,
      position_json: JSON.stringify(position),
      json_metadata: JSON.stringify(metadata),
    });

    const batches = recordBatches(page);
    await page.goto(`${session.t.url}/tessera/dashboard/legacy-filter-box/`);
    await page.getByTestId('filter-box').waitFor();
    await expect.poll(() => batchFilters(batches).get(count.id)?.some(inFilter('origin', origin))).toBe(true);
    await expect.poll(() => batchFilters(batches).has(immune.id)).toBe(true);
    expect(
      batchFilters(batches)
        .get(immune.id)
        ?.some((f) => f.col === 'origin'),
    ).toBe(false);

    const before = batches.length;
    const other = await pickOption(page, 'filter-box-field-origin', null, origin);
    await expect
      .poll(() =>
        batchFilters(batches.slice(before))
          .get(count.id)
          ?.some(inFilter('origin', other.split(' (')[0] ?? '')),
      )
      .toBe(true);
  });
});
