import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, loadAndRegisterExamples } from '../packages/server/src/bootstrap.js';
import { createUser, roleIdByName } from '../packages/server/src/services/security/user-service.js';
import type { TestApp } from '../packages/server/test-support/test-app.js';
import { chromiumAvailable, launchChromium } from './support/browser.js';
import { ADMIN, SHOTS } from './support/chart-session.js';
import { signInAs } from './support/users.js';
import { startWebApp } from './support/web-app.js';

const GAMMA = { username: 'gamma', password: 'gamma-pass-1' };

describe.runIf(chromiumAvailable())('home page notice when the example data failed to load', () => {
  let parent: string;
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    parent = mkdtempSync(join(tmpdir(), 'tessera-e2e-'));
    // A file where the examples' folder should be: the load fails as a broken volume would make it.
    writeFileSync(join(parent, 'blocker'), 'not a folder');
    t = await startWebApp({ env: { TESSERA_EXAMPLES_PATH: join(parent, 'blocker', 'examples.duckdb') } });
    await expect(loadAndRegisterExamples(t.ctx, { only: ['cars'] })).rejects.toThrow();
    await createAdmin(t.ctx, { ...ADMIN, email: 'admin@example.com' });
    await createUser(t.ctx.meta.db, {
      ...GAMMA,
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'gamma@example.com',
      roles: [await roleIdByName(t.ctx.meta.db, 'Gamma')],
    });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    rmSync(parent, { recursive: true, force: true });
  });

  it('tells the admin why, on the home page', async () => {
    const { context, page } = await signInAs(browser, t.url, ADMIN);
    const notice = page.getByTestId('examples-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/The example data could not be loaded: .*blocker/);
    await page.screenshot({ path: join(SHOTS, 'examples-notice-admin.png') });
    await context.close();
  });

  it('shows a Gamma user no notice', async () => {
    const { context, page } = await signInAs(browser, t.url, GAMMA);
    await page.getByTestId('home-recents').waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByTestId('examples-notice').count()).toBe(0);
    await context.close();
  });
});
