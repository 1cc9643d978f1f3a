import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../packages/web/src/routing/paths.js';
import { chromiumAvailable } from './support/browser.js';
import { startChartSession, type ChartSession } from './support/chart-session.js';

/** Every page of the app: the route table with its parameters filled by real objects. */
const pagesOf = (dashboardId: number, datasetId: number): string[] =>
  Object.values(ROUTES)
    .filter((path) => path !== ROUTES.logout)
    .map((path) =>
      path
        .replace(':idOrSlug', String(dashboardId))
        // A missing permalink still serves the page (it shows its own 'not found').
        .replace(':key', 'AAAAAAAAAAAAAAAAAAAAAA'),
    )
    .concat([`/explore/?datasource_type=table&datasource_id=${datasetId}`]);

const directives = (header: string): Map<string, string[]> =>
  new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values]),
  );

/** Chromium reports a blocked inline script or eval as a console error naming the policy. */
const watchViolations = (page: Page): string[] => {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(`${page.url()}: ${m.text()}`);
  });
  return seen;
};

describe.runIf(chromiumAvailable())('security headers and the strict CSP on every page', () => {
  let session: ChartSession;
  let pages: string[];
  let violations: string[];

  beforeAll(async () => {
    session = await startChartSession();
    violations = watchViolations(session.page);
    const dashboards = await session.page.evaluate(async () => {
      const res = await fetch('/api/v1/dashboard/?q=(page_size:1)');
      return ((await res.json()) as { result: { id: number }[] }).result;
    });
    pages = pagesOf(dashboards[0]?.id ?? 1, session.ids.get('flights') ?? [...session.ids.values()][0] ?? 1);
  }, 240_000);
  afterAll(async () => session?.close());

  it('serves each page with a CSP that allows no inline script, and no inline script in the HTML', async () => {
    for (const path of pages) {
      const res = await fetch(`${session.t.url}${path}`, { redirect: 'manual' });
      const csp = directives(res.headers.get('content-security-policy') ?? '');
      expect(csp.get('script-src'), path).toEqual(["'self'"]);
      expect(csp.get('script-src-attr'), path).toEqual(["'none'"]);
      expect(csp.get('object-src'), path).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), path).toEqual(["'self'"]);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-request-id'), path).toBeTruthy();
      const html = await res.text();
      // Only external scripts and non-executable JSON data blocks.
      for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
        expect(/\bsrc=/.test(tag) || /type="application\/json"/.test(tag), `${path}: ${tag}`).toBe(true);
      }
    }
  });

  it('renders every page in Chromium with the policy enforced and nothing refused', async () => {
    for (const path of pages) {
      await session.page.goto(`${session.t.url}${path}`);
      await session.page.waitForFunction(() => (document.getElementById('root')?.innerText ?? '').trim() !== '', null, {
        timeout: 20_000,
      });
    }
    // Give charts drawn after the first paint their moment.
    await session.page.waitForTimeout(1000);
    expect(violations).toEqual([]);
  }, 180_000);

  it('refuses an injected inline script, and the watcher above sees it', async () => {
    await session.page.goto(`${session.t.url}${ROUTES.home}`);
    await session.page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.append(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await session.page.evaluate(() => 'inlineRan' in window || '__inlineRan' in window)).toBe(false);
  });
});
