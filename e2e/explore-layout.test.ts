import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../packages/server/test-support/test-app.js';
import { chromiumAvailable } from './support/browser.js';
import { SHOTS, startChartSession, type ChartSession } from './support/chart-session.js';

/** Controls whose box pokes out of the control panel, or whose text is cut inside its box. */
const cutOffControls = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const panel = document.querySelector('[aria-label="Chart controls"]');
    if (panel === null) return ['no control panel'];
    const right = panel.getBoundingClientRect().right;
    const cut: string[] = [];
    const all = (root: Element, selector: string): HTMLElement[] =>
      Array.from(root.querySelectorAll(selector)).filter((el): el is HTMLElement => el instanceof HTMLElement);
    for (const group of all(panel, '[data-control-name]')) {
      const box = group.getBoundingClientRect();
      if (box.width === 0) continue;
      const inner = all(group, 'input, button, label, [role="button"]');
      // A box poking out, or text cut inside its own box (a select's value, a drop zone's label).
      const overflowing = inner.some(
        (el) =>
          el.getBoundingClientRect().right > box.right + 1 ||
          (el.getBoundingClientRect().width > 0 && el.scrollWidth > el.clientWidth + 1) ||
          all(el, 'span').some((span) => span.scrollWidth > span.clientWidth + 1),
      );
      if (box.right > right + 1 || overflowing || group.scrollWidth > group.clientWidth + 1) {
        cut.push(group.dataset['controlName'] ?? '?');
      }
    }
    return cut;
  });

describe.runIf(chromiumAvailable())('explore control panel layout', () => {
  let session: ChartSession;
  let t: TestApp;
  let page: Page;
  let flights = 0;

  beforeAll(async () => {
    session = await startChartSession();
    ({ t, page } = session);
    flights = session.ids.get('flights') ?? 0;
  });
  afterAll(async () => session?.close());

  it.each([
    [1280, 800],
    [1440, 900],
  ])('fits every control of the bar and pie panels at %i×%i', async (width, height) => {
    await page.setViewportSize({ width, height });
    for (const viz of ['echarts_timeseries_bar', 'pie']) {
      await page.goto(`${t.url}/explore/?dataset_id=${flights}&viz_type=${viz}`);
      await page.getByRole('button', { name: 'View all charts' }).waitFor();
      await page.locator('[data-control-name]').first().waitFor();
      await page.waitForTimeout(300);
      const controls = page.locator('[aria-label="Chart controls"]');
      await controls.screenshot({ path: join(SHOTS, `explore-layout-${viz}-${width}.png`) });
      await controls.evaluate((el) => {
        const viewport = el.querySelector('[data-radix-scroll-area-viewport], .mantine-ScrollArea-viewport');
        if (viewport !== null) viewport.scrollTop = viewport.scrollHeight;
      });
      await page.waitForTimeout(200);
      await controls.screenshot({ path: join(SHOTS, `explore-layout-${viz}-${width}-end.png`) });
      expect(await cutOffControls(page)).toEqual([]);
    }
  });
});
