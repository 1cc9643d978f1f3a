import type { ConsoleMessage, Page } from 'playwright-core';
import { expect } from 'vitest';
import { zipFixtureBundle } from '../../packages/server/test-support/fixture-bundle.js';
import type { ChartSession } from './chart-session.js';

/**
 * Imports a Superset-format bundle (`packages/server/test-support/<bundle>/`) as a user would,
 * through the page, over the session's own examples database; answers the chart ids by the
 * names `uuids` gives them.
 */
export const importBundleThroughPage = async <K extends string>(
  session: ChartSession,
  bundle: string,
  uuids: Readonly<Record<K, string>>,
): Promise<Map<K, number>> => {
  const { t, page } = session;
  const zip = Array.from(zipFixtureBundle(bundle, t.ctx.config.examplesPath));
  const res = await page.evaluate(async (bytes) => {
    const csrf = await fetch('/api/v1/security/csrf_token/').then((r) => r.json() as Promise<{ result: string }>);
    const form = new FormData();
    form.append('formData', new Blob([new Uint8Array(bytes)], { type: 'application/zip' }), 'bundle.zip');
    const reply = await fetch('/api/v1/dashboard/import/', {
      method: 'POST',
      headers: { 'X-CSRFToken': csrf.result },
      body: form,
    });
    return { status: reply.status, body: await reply.text() };
  }, zip);
  expect(res.status, res.body).toBe(200);
  const charts = await t.ctx.meta.db.selectFrom('charts').select(['id', 'uuid']).execute();
  return new Map(
    (Object.entries(uuids) as [K, string][]).map(([name, uuid]) => [
      name,
      charts.find((c) => c.uuid === uuid)?.id ?? 0,
    ]),
  );
};

/** Collects the page's console errors and uncaught exceptions into `errors`, from now on. */
export const recordPageErrors = (page: Page, errors: string[]): void => {
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
};
