import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  avatarHue,
  contrastRatio,
  DARK_AVATAR_COLORS,
  getCategoricalScheme,
  parseColorString,
  schemeColors,
  toHex,
} from '@tessera/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, loadAndRegisterExamples } from '../packages/server/src/bootstrap.js';
import type { TestApp } from '../packages/server/test-support/test-app.js';
import { chromiumAvailable, launchChromium } from './support/browser.js';
import { ADMIN, createChartThroughApi, SHOTS } from './support/chart-session.js';
import { startWebApp } from './support/web-app.js';

const NAVY = '#454E7C';
const DARK_NAVY = schemeColors(getCategoricalScheme('supersetColors'), 'dark')[1] as string;

const hexOf = (css: string): string => {
  const rgba = parseColorString(css);
  if (rgba === null) throw new Error(`not a colour: ${css}`);
  return toHex(rgba).toUpperCase();
};

/** How many canvas pixels have exactly each colour, and the colour of the top-left corner (the background). */
const canvasColors = (page: Page, colors: string[]): Promise<{ counts: number[]; corner: string }> =>
  page.evaluate((wanted) => {
    const canvas = document.querySelector('canvas');
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) throw new Error('no chart canvas');
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    const rgb = wanted.map((hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)));
    const counts = rgb.map(() => 0);
    for (let p = 0; p < data.length; p += 4) {
      rgb.forEach(([r, g, b], i) => {
        if (data[p] === r && data[p + 1] === g && data[p + 2] === b && data[p + 3] === 255) counts[i] = (counts[i] ?? 0) + 1;
      });
    }
    const corner = `rgba(${data[0]}, ${data[1]}, ${data[2]}, ${(data[3] ?? 255) / 255})`;
    return { counts, corner };
  }, colors);

describe.runIf(chromiumAvailable())('dark mode in the browser', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let carsId: number;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    t = await startWebApp();
    await loadAndRegisterExamples(t.ctx, { only: ['cars'] });
    await createAdmin(t.ctx, { ...ADMIN, first_name: 'Ada', last_name: 'Lovelace', email: 'admin@example.com' });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    // The theme the user menu stores, set before the app reads it.
    await page.addInitScript(() => localStorage.setItem('tessera.theme', 'dark'));
    await page.goto(`${t.url}/login/`);
    await page.getByTestId('login-username').fill(ADMIN.username);
    await page.getByTestId('login-password').fill(ADMIN.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL('**/tessera/welcome/');
    const list = await page.evaluate(async () => {
      const res = await fetch('/api/v1/dataset/?q=(page_size:100)');
      return ((await res.json()) as { result: { id: number; table_name: string }[] }).result;
    });
    carsId = list.find((d) => d.table_name === 'cars')?.id ?? 0;
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it("draws the default scheme's second colour lifted for the dark background, under the saved scheme id", async () => {
    const formData = {
      datasource: `${carsId}__table`,
      viz_type: 'pie',
      groupby: ['origin'],
      metric: 'count',
      color_scheme: 'supersetColors',
      show_legend: true,
    };
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/chart/data') && r.request().method() === 'POST');
    await page.goto(`${t.url}/chart/preview/?form_data=${encodeURIComponent(JSON.stringify(formData))}`);
    expect((await answer).status()).toBe(200);
    await page.waitForTimeout(1500);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toBe('dark');
    const { counts, corner } = await canvasColors(page, [DARK_NAVY, NAVY]);
    // The second slice (Japan) is filled with the dark variant; the light navy is nowhere.
    expect(counts[0]).toBeGreaterThan(500);
    expect(counts[1]).toBe(0);
    const background = hexOf(corner);
    expect(contrastRatio(DARK_NAVY, background)).toBeGreaterThanOrEqual(3);
    const body = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(contrastRatio(DARK_NAVY, hexOf(body))).toBeGreaterThanOrEqual(3);
    await page.screenshot({ path: join(SHOTS, 'dark-01-pie.png') });
  });

  it('shows owner avatars in the chart list as solid circles with readable initials', async () => {
    await createChartThroughApi(page, 'Cars in the dark', carsId);
    await page.goto(`${t.url}/chart/list/`);
    const avatar = page.getByTestId('owner-avatars').getByLabel('Ada Lovelace').first();
    await avatar.waitFor();
    const style = await avatar.evaluate((el) => {
      const placeholder = el.querySelector('.mantine-Avatar-placeholder') ?? el;
      const css = getComputedStyle(placeholder);
      return { background: css.backgroundColor, text: css.color, page: getComputedStyle(document.body).backgroundColor };
    });
    const expected = DARK_AVATAR_COLORS[avatarHue('Ada Lovelace')];
    expect(hexOf(style.background)).toBe(expected.background.toUpperCase());
    expect(hexOf(style.text)).toBe(expected.text.toUpperCase());
    expect(contrastRatio(hexOf(style.text), hexOf(style.background))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(hexOf(style.background), hexOf(style.page))).toBeGreaterThanOrEqual(3);
    // The signed-in user's own avatar in the header takes the same colours.
    const own = await page.getByTestId('user-avatar').evaluate((el) => {
      const placeholder = el.querySelector('.mantine-Avatar-placeholder') ?? el;
      return getComputedStyle(placeholder).backgroundColor;
    });
    expect(hexOf(own)).toBe(expected.background.toUpperCase());
    await page.screenshot({ path: join(SHOTS, 'dark-02-chart-list.png') });
  });
});
