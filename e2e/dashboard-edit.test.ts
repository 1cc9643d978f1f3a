import { join } from 'node:path';
import { parseLayout, type DashboardLayout } from '@tessera/core';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/browser.js';
import { SHOTS, startChartSession, type ChartSession } from './support/chart-session.js';
import { expectApi } from './support/page-api.js';

const SLUG = 'seattle-weather';

const open = async (page: Page, base: string, query = ''): Promise<void> => {
  await page.goto(`${base}/tessera/dashboard/${SLUG}/${query}`);
  await page.locator('[data-testid="dashboard-page"][data-dashboard-status="hydrated"]').waitFor({ timeout: 30_000 });
};

const storedLayout = async (page: Page): Promise<DashboardLayout> => {
  const one = await expectApi<{ result: { position_json: string | null } }>(
    page,
    200,
    'GET',
    `/api/v1/dashboard/${SLUG}`,
  );
  return parseLayout(one.result.position_json);
};

const chartIdsByName = async (page: Page): Promise<Map<string, number>> => {
  const charts = await expectApi<{ result: { id: number; slice_name: string }[] }>(
    page,
    200,
    'GET',
    `/api/v1/dashboard/${SLUG}/charts`,
  );
  return new Map(charts.result.map((c) => [c.slice_name, c.id] as const));
};

const componentOf = (layout: DashboardLayout, chartId: number) =>
  Object.values(layout).find((c) => c.type === 'CHART' && c.meta.chartId === chartId);

const center = async (locator: Locator): Promise<{ x: number; y: number }> => {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (box === null) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/** A pointer drag in small steps, as a user's mouse moves (dnd-kit starts after 4 px). */
const dragTo = async (page: Page, from: Locator, to: Locator): Promise<void> => {
  const a = await center(from);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + 10, a.y + 10, { steps: 3 });
  const b = await center(to);
  await page.mouse.move(b.x, b.y, { steps: 12 });
  await page.locator('[data-testid="drag-overlay"][data-drop-state="allowed"]').waitFor();
  await page.mouse.up();
  // The drop has landed once the overlay is gone; clicks before that can hit a component mid-move.
  await page.locator('[data-testid="drag-overlay"]').waitFor({ state: 'detached' });
};

describe.runIf(chromiumAvailable())('dashboard edit mode', () => {
  let s: ChartSession;
  let page: Page;
  let flightsChart = 0;

  beforeAll(async () => {
    s = await startChartSession();
    page = s.page;
    const list = await expectApi<{ result: { id: number; slice_name: string }[] }>(
      page,
      200,
      'GET',
      '/api/v1/chart/?q=(filters:!((col:slice_name,opr:chart_all_text,value:Flights)),page_size:50)',
    );
    flightsChart = list.result[0]?.id ?? 0;
  });
  afterAll(async () => {
    await s?.close();
  });

  it('drags a chart in from the builder, adds a tab and a markdown, resizes, undoes, redoes, saves and keeps it after a reload', async () => {
    await open(page, s.t.url);
    await page.getByTestId('dashboard-edit').click();
    await page.getByTestId('dashboard-edit-mode').waitFor();
    expect(page.url()).toContain('edit=true');

    // A saved chart from another dashboard, dropped between the header and the first row.
    // The list is searched on the server after a pause in typing: wait for that answer.
    const searched = page.waitForResponse(
      (r) => r.url().includes('/api/v1/chart/?q=') && decodeURIComponent(r.url()).includes('Flights'),
    );
    await page.getByTestId('builder-chart-search').fill('Flights');
    await searched;
    const source = page.getByTestId(`builder-chart-${flightsChart}`);
    await source.waitFor();
    // Over the first row (full: 4 + 4 + 4 columns) the drop shows as forbidden, with core's reason.
    const names = await chartIdsByName(page);
    const fullRow = componentOf(await storedLayout(page), names.get('Total precipitation') ?? 0)?.parents.at(-1) ?? '';
    const a = await center(source);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(a.x - 10, a.y + 10, { steps: 3 });
    const full = await center(page.getByTestId(`drop-zone-${fullRow}-1`));
    await page.mouse.move(full.x, full.y, { steps: 8 });
    await page.locator('[data-testid="drag-overlay"][data-drop-state="forbidden"]').waitFor();
    expect(await page.getByTestId('drag-forbidden-message').textContent()).toBe(
      'There is not enough space for this component. Try decreasing its width, or increasing the destination width.',
    );
    const grid = await center(page.getByTestId('drop-zone-GRID_ID-1'));
    await page.mouse.move(grid.x, grid.y, { steps: 8 });
    await page.locator('[data-testid="drag-overlay"][data-drop-state="allowed"]').waitFor();
    await page.mouse.up();
    const added = page.getByTestId(`dashboard-chart-${flightsChart}`);
    await added.waitFor();
    await expect
      .poll(() => page.getByTestId(`builder-chart-${flightsChart}`).getByTestId('builder-chart-added').count())
      .toBe(1);

    // A new tab, renamed, with a markdown dragged into it.
    await page.getByTestId('tab-add').click();
    const title = page.getByTestId('tab-title-input');
    await title.fill('Notes');
    await title.press('Enter');
    await page.getByRole('tab', { name: 'Notes' }).waitFor();
    await page.getByTestId('builder-tab-layout').click();
    await dragTo(
      page,
      page.getByTestId('builder-new-MARKDOWN'),
      page.locator('[data-testid^="drop-zone-TAB-"]:visible').first(),
    );
    const editor = page.getByRole('tabpanel', { name: 'Notes' }).locator('[data-testid^="markdown-editor-"]');
    await editor.waitFor();
    // A new markdown is not blank: Superset's placeholder, in the preview and then the editor (issue D 7).
    await editor.locator('h2', { hasText: '✨Header 2' }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'dashboard-edit-new-markdown.png') });
    await editor.getByText('Edit', { exact: true }).click();
    await editor.locator('textarea').waitFor({ timeout: 10_000 });
    expect((await editor.locator('textarea').inputValue()).split('\n')[0]).toBe('# ✨Header 1');
    await editor.locator('textarea').fill('## Field notes\n\nKept by the **edit** test.');
    await editor.locator('textarea').blur();
    await editor.locator('h2', { hasText: 'Field notes' }).waitFor();

    // Resize the added chart two columns wider, then undo and redo it.
    const frame = page.locator('[data-edit-frame]', { has: added }).last();
    const before = (await frame.boundingBox())?.width ?? 0;
    const handle = frame.locator('[data-testid^="resize-handle-"]').last();
    // Editing the markdown scrolled the page down to it: bring the chart back to the middle of the
    // window, as a user would (at its top edge the sticky app header would take the pointer).
    await handle.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const h = await center(handle);
    const column = (before + 16) / 4;
    await page.mouse.move(h.x, h.y);
    await page.mouse.down();
    await page.mouse.move(h.x + column, h.y, { steps: 4 });
    await page.mouse.move(h.x + 2 * column, h.y + 40, { steps: 4 });
    await page.mouse.up();
    await expect.poll(async () => (await frame.boundingBox())?.width ?? 0).toBeGreaterThan(before + column);
    const wide = (await frame.boundingBox())?.width ?? 0;
    await page.getByTestId('dashboard-undo').click();
    await expect.poll(async () => Math.round((await frame.boundingBox())?.width ?? 0)).toBe(Math.round(before));
    await page.getByTestId('dashboard-redo').click();
    await expect.poll(async () => Math.round((await frame.boundingBox())?.width ?? 0)).toBe(Math.round(wide));
    await page.screenshot({ path: join(SHOTS, 'dashboard-edit-mode.png') });

    await page.getByTestId('dashboard-save').click();
    await page.getByText('This dashboard was saved successfully.').waitFor();
    await page.getByTestId('dashboard-edit').waitFor();
    expect(page.url()).not.toContain('edit=true');

    await page.reload();
    await page.locator('[data-testid="dashboard-page"][data-dashboard-status="hydrated"]').waitFor();
    await page.getByTestId(`dashboard-chart-${flightsChart}`).waitFor();
    const layout = await storedLayout(page);
    const chart = componentOf(layout, flightsChart);
    expect(chart?.meta.width).toBe(6);
    expect(layout[chart?.parents.at(-1) ?? '']?.type).toBe('ROW');
    const notes = Object.values(layout).find((c) => c.type === 'TAB' && c.meta.text === 'Notes');
    expect(notes).toBeDefined();
    const markdown = layout[layout[notes?.children[0] ?? '']?.children[0] ?? notes?.children[0] ?? ''];
    expect(JSON.stringify(markdown?.meta)).toContain('Field notes');
  });

  it('moves a chart to another row with the keyboard alone, then discards it after confirming', async () => {
    const names = await chartIdsByName(page);
    const rain = names.get('Total precipitation') ?? 0;
    const saved = await storedLayout(page);
    const rainComponent = componentOf(saved, rain);
    const targetRow = componentOf(saved, flightsChart)?.parents.at(-1) ?? '';
    expect(rainComponent).toBeDefined();
    await open(page, s.t.url, '?edit=true');
    await page.getByTestId('dashboard-edit-mode').waitFor();

    const handle = page.getByTestId(`drag-handle-${rainComponent?.id ?? ''}`);
    await handle.focus();
    await page.keyboard.press('Space');
    await page.getByTestId('drag-overlay').waitFor();
    // Up moves between drop positions until the one after the chart in the row above is taken.
    const goal = page.locator(`[data-testid="drop-zone-${targetRow}-1"][data-drop-state="allowed"]`);
    const visited: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('ArrowUp');
      // Each press moves to one target: wait for the page to show which before the next.
      if (
        await goal.waitFor({ timeout: 1000 }).then(
          () => true,
          () => false,
        )
      )
        break;
      visited.push(
        (await page
          .locator('[data-testid^="drop-zone-"][data-drop-state]')
          .first()
          .getAttribute('data-testid')
          .catch(() => null)) ?? '',
      );
    }
    expect(await goal.count(), visited.join(' → ')).toBe(1);
    await page.keyboard.press('Space');
    await page.getByTestId(`edit-frame-${targetRow}`).getByTestId(`dashboard-chart-${rain}`).waitFor();

    await page.getByTestId('dashboard-discard').click();
    await page.getByRole('dialog', { name: 'Discard changes' }).waitFor();
    await page.getByTestId('confirm-submit').click();
    await page.getByTestId('dashboard-edit').waitFor();
    expect(await page.getByTestId(`edit-frame-${targetRow}`).count()).toBe(0);
    const rainParent = await page
      .getByTestId(`dashboard-chart-${rain}`)
      .evaluate((el) => el.closest('.grid-row')?.id ?? '');
    expect(rainParent).toBe(rainComponent?.parents.at(-1));
    expect(await storedLayout(page)).toEqual(saved);
  });

  it('drops where its indicator shows after the page scrolls by itself during the drag (issue D 7)', async () => {
    const names = await chartIdsByName(page);
    const high = names.get('Average daily high') ?? 0;
    const component = componentOf(await storedLayout(page), high);
    await page.setViewportSize({ width: 1280, height: 600 });
    try {
      await open(page, s.t.url, '?edit=true');
      await page.getByTestId('dashboard-edit-mode').waitFor();
      const handle = await center(page.getByTestId(`drag-handle-${component?.id ?? ''}`));
      await page.mouse.move(handle.x, handle.y);
      await page.mouse.down();
      await page.mouse.move(handle.x + 10, handle.y + 10, { steps: 3 });
      // Held at the window's bottom edge, the page scrolls under the pointer until it ends.
      const edge = { x: 640, y: 595 };
      await page.mouse.move(edge.x, edge.y, { steps: 10 });
      const scrolled = () => page.evaluate(() => window.scrollY);
      await expect.poll(scrolled).toBeGreaterThan(0);
      let previous = -1;
      const settled = async (): Promise<boolean> => {
        const now = await scrolled();
        const still = now === previous;
        previous = now;
        return still;
      };
      await expect.poll(settled, { interval: 300 }).toBe(true);
      const shown = page.locator('[data-testid^="drop-zone-"][data-drop-state="allowed"]');
      await shown.waitFor();
      const indicated = (await shown.getAttribute('data-testid')) ?? '';
      // The target the pointer is over on the page as it now stands: the drop zone nearest to it.
      const nearest = await page.evaluate(({ x, y }) => {
        const zones = Array.from(document.querySelectorAll('[data-testid^="drop-zone-"]')).flatMap((zone) => {
          const r = zone.getBoundingClientRect();
          if (r.width === 0 && r.height === 0) return [];
          return [
            {
              id: zone.getAttribute('data-testid') ?? '',
              d: Math.hypot(r.x + r.width / 2 - x, r.y + r.height / 2 - y),
            },
          ];
        });
        return zones.sort((a, b) => a.d - b.d).slice(0, 2);
      }, edge);
      // Two zones may sit on the same spot (a tab's end and the row after the tabs): either is that place.
      expect(nearest.filter((z) => z.d === nearest[0]?.d).map((z) => z.id)).toContain(indicated);
      await page.mouse.up();
      await page.locator('[data-testid="drag-overlay"]').waitFor({ state: 'detached' });
      await page.getByTestId('dashboard-save').click();
      await page.getByText('This dashboard was saved successfully.').waitFor();
      // It landed at the indicated place: the target's child at that index is the chart or the row made for it.
      const [, parentId = '', index = ''] = /^drop-zone-(.+)-(\d+)$/.exec(indicated) ?? [];
      const layout = await storedLayout(page);
      const landed = layout[layout[parentId]?.children[Number(index)] ?? ''];
      expect(landed?.id === component?.id || landed?.children.includes(component?.id ?? '')).toBe(true);
    } finally {
      await page.setViewportSize({ width: 1280, height: 720 });
    }
  });
});
