import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_CSP, cspHeader } from '../http/security-headers.js';
import { pendingSlotsScript } from './page-probes.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * A hydrated dashboard in a 720 px viewport under the app's CSP: in view, one chart drawn, one
 * loading and one without a status; below the fold, one idle.
 */
const PAGE = `<!doctype html><html><head>
<meta http-equiv="Content-Security-Policy" content="${cspHeader(BASE_CSP, {}).replaceAll('"', '&quot;')}">
</head><body style="margin:0">
<div data-testid="dashboard-page" data-dashboard-status="hydrated">
<div data-testid="dashboard-chart-1" data-chart-status="rendered" style="height:200px"></div>
<div data-testid="dashboard-chart-2" data-chart-status="loading" style="height:200px"></div>
<div data-testid="dashboard-chart-3" style="height:200px"></div>
<div data-testid="dashboard-chart-4" data-chart-status="idle" style="height:200px;margin-top:2000px"></div>
</div></body></html>`;

describe.runIf(existsSync(CHROMIUM))('pendingSlotsScript (issue D 9)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("names the first viewport's pending slots for the bench, and every pending slot for the renderer", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.setContent(PAGE);
    expect(await page.evaluate(pendingSlotsScript({ inView: true }))).toEqual([
      'dashboard-chart-2 loading',
      'dashboard-chart-3 no status',
    ]);
    expect(await page.evaluate(pendingSlotsScript({ inView: false }))).toEqual([
      'dashboard-chart-2 loading',
      'dashboard-chart-3 no status',
      'dashboard-chart-4 idle',
    ]);
    await page.evaluate(`document.querySelector('[data-testid="dashboard-page"]').dataset.dashboardStatus = 'loading'`);
    expect(await page.evaluate(pendingSlotsScript({ inView: true }))).toEqual(['dashboard loading']);
    await page.close();
  }, 60_000);
});
