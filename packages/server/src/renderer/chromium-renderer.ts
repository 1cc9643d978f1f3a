import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { Logger } from 'pino';
import { PagePool } from './page-pool.js';
import { pendingSlotsScript } from './page-probes.js';
import type { Renderer, RenderRequest } from './renderer.js';

export interface ChromiumRendererOptions {
  executablePath: string;
  poolSize: number;
  log: Logger;
}

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'];

/**
 * The page is ready when the dashboard is hydrated and every chart slot has settled (rendered or
 * error), or when the standalone explore chart has; report mode (standalone=3) mounts every chart
 * of every tab, so no slot stays idle. An error page is ready too (and fails the render).
 */
// Runs in the page (the server has no DOM types, so it is written as page script text).
const PAGE_SETTLED = `(() => {
  const settled = (el) => ['rendered', 'error'].includes(el.getAttribute('data-chart-status') || '');
  const dash = document.querySelector('[data-testid="dashboard-page"]');
  if (dash) {
    const status = dash.getAttribute('data-dashboard-status');
    if (status === 'error') return 'error';
    if (status !== 'hydrated') return false;
    return [...document.querySelectorAll('[data-testid^="dashboard-chart-"]')].every(settled);
  }
  const chart = document.querySelector('[data-testid="explore-chart"]');
  return chart !== null && settled(chart);
})()`;

/** What the page still waits for, named in a timeout's message (every slot's id with its status). */
const PAGE_PENDING = pendingSlotsScript({ inView: false });

/**
 * Print CSS: no chart is split across pages, but a table printed whole (report mode puts its rows
 * in the page's flow, marked data-print-flow when taller than its slot) runs onto the next pages,
 * broken between rows.
 */
const PRINT_CSS = `
@media print {
  [data-testid^="dashboard-chart-"], .dashboard-component-chart-holder, [data-testid="dashboard-markdown"] {
    break-inside: avoid; page-break-inside: avoid;
  }
  .dashboard-component-chart-holder:has([data-print-flow]) { break-inside: auto; page-break-inside: auto; }
  [data-print-flow] [role="row"] { break-inside: avoid; page-break-inside: avoid; }
  *, *::before, *::after { animation: none !important; transition: none !important; }
}`;

/**
 * Debian's Chromium driven by playwright-core: one browser launched on first use and kept warm
 * (relaunched if it dies), each render in its own context (its own token, no shared cookies),
 * at most `poolSize` pages at once.
 */
export const chromiumRenderer = (opts: ChromiumRendererOptions): Renderer => {
  let browser: Promise<Browser> | null = null;
  const pool = new PagePool(opts.poolSize);

  const warmBrowser = (): Promise<Browser> => {
    if (browser) return browser;
    if (!existsSync(opts.executablePath))
      return Promise.reject(
        new Error(
          `Chromium is not installed at ${opts.executablePath} (install Debian's chromium or set CHROMIUM_PATH)`,
        ),
      );
    const launching = chromium.launch({ executablePath: opts.executablePath, args: ARGS }).then((b) => {
      b.on('disconnected', () => {
        if (browser === launching) browser = null;
        opts.log.warn('renderer browser disconnected; the next render relaunches it');
      });
      return b;
    });
    browser = launching;
    launching.catch(() => {
      if (browser === launching) browser = null;
    });
    return launching;
  };

  const capture = async (page: Page, req: RenderRequest): Promise<Buffer> => {
    await page.goto(req.url, { waitUntil: 'domcontentloaded', timeout: req.timeoutMs });
    const ready = await page
      .waitForFunction(PAGE_SETTLED, null, { timeout: req.timeoutMs, polling: 200 })
      .catch(async (err: unknown) => {
        const pending = (await page.evaluate(PAGE_PENDING).catch(() => [])) as string[];
        const what = pending.length > 0 ? pending.join(', ') : 'no chart found on the page';
        throw new Error(`Rendering timed out after ${req.timeoutMs / 1000} s waiting for ${what} (${req.url})`, {
          cause: err,
        });
      });
    if ((await ready.jsonValue()) === 'error') throw new Error(`The page failed to load: ${req.url}`);
    await page.evaluate('document.fonts.ready.then(() => true)');
    if (req.format === 'png') return page.screenshot({ fullPage: true, type: 'png', animations: 'disabled' });
    await page.addStyleTag({ content: PRINT_CSS });
    return page.pdf({
      width: `${req.width}px`,
      height: `${Math.round((req.width * 297) / 210)}px`,
      printBackground: true,
      margin: { top: '16px', bottom: '16px', left: '16px', right: '16px' },
    });
  };

  return {
    render: (req) =>
      pool.use(async () => {
        let b: Browser;
        try {
          b = await warmBrowser();
        } catch (err) {
          throw new Error(`Rendering failed: ${err instanceof Error ? err.message : String(err)}`);
        }
        const context = await b.newContext({
          viewport: { width: req.width, height: req.height ?? 1000 },
          extraHTTPHeaders: { authorization: `Bearer ${req.token}` },
          reducedMotion: 'reduce',
          // The app's CSP forbids eval (script-src 'self'), which is how Playwright runs the
          // readiness probes below; this context is our own renderer, not a user's browser.
          bypassCSP: true,
        });
        try {
          const page = await context.newPage();
          page.on('crash', () => opts.log.warn({ url: req.url }, 'renderer page crashed'));
          return await capture(page, req);
        } catch (err) {
          throw new Error(`Rendering failed: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
        } finally {
          await context.close().catch(() => undefined);
        }
      }),
    close: async () => {
      const b = browser;
      browser = null;
      if (b) await (await b.catch(() => null))?.close();
    },
  };
};
