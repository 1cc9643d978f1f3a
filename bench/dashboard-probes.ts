import type { Page } from 'playwright-core';
import { pendingSlotsScript } from '../packages/server/src/renderer/page-probes.js';

/** What the page shows when the charts of the first viewport are drawn. */
export interface FirstViewport {
  /** Milliseconds from navigation start (the page's time origin) to the last of them drawn. */
  ms: number;
  chartIds: number[];
  errors: number;
  /** When the page first showed `data-dashboard-status="hydrated"`. */
  hydratedMs: number;
  /** The first chart-query request's start and the last one's end (resource timing). */
  queriesStartMs: number;
  queriesEndMs: number;
  /** JavaScript files the page had asked for by then (scripts and module preloads). */
  jsFiles: number;
}

/**
 * Installed before the page's own scripts: tsx's `__name` helper, and a long-task observer that
 * keeps every long task of the page's life (PerformanceObserver 'longtask', over 50 ms).
 */
export const PROBE_INIT = `
window.__name = (f) => f;
window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
}).observe({ type: 'longtask', buffered: true });
`;

/**
 * Waits (in the page) until the dashboard is hydrated and every chart slot that intersects the
 * viewport has `data-chart-status="rendered"` (or "error"), per the shared DOM contract. A timeout
 * names the slots in view still pending with their status, as the report renderer does (issue D 9).
 */
export const waitFirstViewport = async (page: Page, timeoutMs = 60_000): Promise<FirstViewport> => {
  const outcome = await page.evaluate(
    (timeout) =>
      new Promise<FirstViewport | { timedOut: true; status: string }>((resolve, reject) => {
        const started = performance.now();
        let hydratedMs = -1;
        const poll = () => {
          const root = document.querySelector<HTMLElement>('[data-testid="dashboard-page"]');
          const status = root?.dataset['dashboardStatus'];
          if (status === 'error') return reject(new Error('dashboard-page status error'));
          if (performance.now() - started > timeout) return resolve({ timedOut: true, status: String(status) });
          if (status === 'hydrated') {
            if (hydratedMs < 0) hydratedMs = performance.now();
            const visible = [...document.querySelectorAll<HTMLElement>('[data-testid^="dashboard-chart-"]')].filter(
              (el) => {
                const r = el.getBoundingClientRect();
                return r.width > 0 && r.height > 0 && r.top < window.innerHeight && r.bottom > 0;
              },
            );
            const states = visible.map((el) => el.dataset['chartStatus']);
            if (visible.length > 0 && states.every((s) => s === 'rendered' || s === 'error')) {
              const queries = performance
                .getEntriesByType('resource')
                .filter((e) => e.name.includes('/api/v1/chart/data')) as PerformanceResourceTiming[];
              const now = performance.now();
              const js = new Set(
                performance
                  .getEntriesByType('resource')
                  .filter((e) => e.startTime <= now && new URL(e.name).pathname.endsWith('.js'))
                  .map((e) => e.name),
              );
              return resolve({
                ms: now,
                chartIds: visible.map((el) => Number(el.dataset['testid']?.replace('dashboard-chart-', ''))),
                errors: states.filter((s) => s === 'error').length,
                hydratedMs,
                queriesStartMs: Math.min(...queries.map((e) => e.startTime)),
                queriesEndMs: Math.max(...queries.map((e) => e.responseEnd)),
                jsFiles: js.size,
              });
            }
          }
          requestAnimationFrame(poll);
        };
        poll();
      }),
    timeoutMs,
  );
  if (!('timedOut' in outcome)) return outcome;
  const pending = (await page.evaluate(pendingSlotsScript({ inView: true }))) as string[];
  const what = pending.length > 0 ? pending.join(', ') : 'a chart slot in view (none found)';
  throw new Error(`first viewport not drawn in ${timeoutMs} ms (page status ${outcome.status}); waiting for ${what}`);
};

/** What scrolling the active tab to its end found. */
export interface ScrollResult {
  charts: number;
  rendered: number;
  longestTaskMs: number;
  longTasks: number;
  ms: number;
}

/**
 * Brings each chart slot of the page into view in document order (two frames apart), then waits
 * until every visible slot is drawn; reports the long tasks seen from the first scroll on.
 */
export const scrollToBottom = (page: Page, timeoutMs = 60_000): Promise<ScrollResult> =>
  page.evaluate(async (timeout) => {
    const frames = (n: number) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(n);
      });
    const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
    const started = performance.now();
    const slots = [...document.querySelectorAll<HTMLElement>('[data-testid^="dashboard-chart-"]')].filter(
      (el) => el.getBoundingClientRect().width > 0,
    );
    for (const slot of slots) {
      slot.scrollIntoView({ block: 'end' });
      await frames(2);
    }
    const drawn = () => slots.filter((el) => ['rendered', 'error'].includes(el.dataset['chartStatus'] ?? '')).length;
    while (drawn() < slots.length && performance.now() - started < timeout) await frames(1);
    const tasks = w.__longTasks.filter((t) => t.start >= started);
    return {
      charts: slots.length,
      rendered: drawn(),
      longestTaskMs: Math.max(0, ...tasks.map((t) => t.duration)),
      longTasks: tasks.length,
      ms: performance.now() - started,
    };
  }, timeoutMs);
