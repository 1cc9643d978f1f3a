import type { Page } from 'playwright-core';
import { launchChromium } from '../e2e/support/browser.js';
import type { BenchRow } from './chart-data.js';

const RUNS = 5;
const BUDGET_MS = 1000;

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};
const round = (x: number) => Math.round(x * 10) / 10;

/**
 * Runs in every document before the app's scripts: records, in the page's clock (0 = navigation
 * start), the first frame that shows list rows with an enabled search box. A string, so tsx's
 * `__name` helper never reaches the page.
 */
const READY_PROBE = `(() => {
  const ready = () => {
    if (!document.querySelector('[data-testid="list-row"]')) return false;
    const box = document.querySelector('[data-testid="filter-search"]');
    const input = box instanceof HTMLInputElement ? box : box && box.querySelector('input');
    return Boolean(input) && !input.disabled;
  };
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__listInteractive = performance.now(); });
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
})();`;

interface Load {
  interactive: number;
  /** When the list API's answer arrived, from navigation start. */
  apiEnd: number;
}

const loadOnce = async (page: Page, url: string, api: string): Promise<Load> => {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction('window.__listInteractive !== undefined', null, { timeout: 30_000 });
  const [interactive, apiEnd] = (await page.evaluate(`[
    window.__listInteractive,
    performance.getEntriesByType('resource')
      .filter((e) => e.name.includes(${JSON.stringify(api)}))
      .reduce((end, e) => Math.max(end, e.responseEnd), 0),
  ]`)) as [number, number];
  return { interactive, apiEnd };
};

/**
 * Whether the served app carries React's development build: a `vite build` run with NODE_ENV set
 * to something other than production (vitest sets 'test') makes list pages several times slower.
 */
const servesReactDevBuild = async (baseUrl: string): Promise<boolean> => {
  const html = await (await fetch(`${baseUrl}/login/`)).text();
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
  for (const src of scripts) {
    if ((await (await fetch(`${baseUrl}${src}`)).text()).includes('jsxDEV')) return true;
  }
  return false;
};

/** 'List page interactive' for the dashboard and chart lists: median of RUNS warm loads in Chromium. */
export const benchListPages = async (
  baseUrl: string,
  admin: { username: string; password: string },
  store: string,
): Promise<BenchRow[]> => {
  const devBuild = await servesReactDevBuild(baseUrl);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseUrl}/login/`);
    await page.getByTestId('login-username').fill(admin.username);
    await page.getByTestId('login-password').fill(admin.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL('**/tessera/welcome/');
    await page.addInitScript(READY_PROBE);
    const rows: BenchRow[] = [];
    for (const [path, api] of [
      ['/dashboard/list/', '/api/v1/dashboard/?'],
      ['/chart/list/', '/api/v1/chart/?'],
    ] as const) {
      // The first load fills the HTTP cache with the page's chunks; it is reported, not counted.
      const cold = await loadOnce(page, `${baseUrl}${path}`, api);
      const loads: Load[] = [];
      for (let i = 0; i < RUNS; i += 1) loads.push(await loadOnce(page, `${baseUrl}${path}`, api));
      const ms = round(median(loads.map((l) => l.interactive)));
      rows.push({
        benchmark: `list page interactive ${path}`,
        value: ms,
        unit: 'ms',
        budget: BUDGET_MS,
        within_budget: ms < BUDGET_MS,
        detail: `${devBuild ? 'REACT DEVELOPMENT BUILD served, not representative; ' : ''}${store}, median of ${RUNS} warm loads from navigation start to rows shown and search enabled; list API answered at ${round(median(loads.map((l) => l.apiEnd)))} ms; first load ${round(cold.interactive)} ms`,
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
};
