import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../packages/server/test-support/test-app.js';
import { chromiumAvailable, launchChromium } from './support/browser.js';
import { startWebApp } from './support/web-app.js';

const SHOTS = join(import.meta.dirname, 'screenshots');
const ADMIN = { username: 'admin', password: 'admin-pass-1' };

const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

describe.runIf(chromiumAvailable())('foundation: setup, sign-in, sign-out, theme', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    t = await startWebApp();
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('sends a first visitor to the setup page and creates the admin', async () => {
    await page.goto(`${t.url}/`);
    await page.waitForURL('**/setup/');
    await page.getByTestId('setup-username').fill(ADMIN.username);
    await page.getByTestId('setup-first-name').fill('Ada');
    await page.getByTestId('setup-last-name').fill('Lovelace');
    await page.getByTestId('setup-email').fill('ada@example.com');
    await page.getByTestId('setup-password').fill(ADMIN.password);
    await page.getByTestId('setup-confirm').fill('something-else');
    await page.getByTestId('setup-submit').click();
    await expect.poll(() => page.getByText('Passwords do not match').count()).toBeGreaterThan(0);
    await page.getByTestId('setup-confirm').fill(ADMIN.password);
    await shot(page, '01-setup');
    await page.getByTestId('setup-submit').click();
    await page.waitForURL('**/tessera/welcome/');
    await page.getByTestId('page-title').waitFor();
    await shot(page, '02-welcome');
    expect(await page.getByTestId('nav-settings').count()).toBe(1);
  });

  it('signs out, refuses a wrong password with the server message, then signs in', async () => {
    await page.getByTestId('user-menu').click();
    await page.getByTestId('sign-out').click();
    await page.waitForURL('**/login/**');
    await page.getByTestId('login-username').fill(ADMIN.username);
    await page.getByTestId('login-password').fill('wrong-password');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.getByTestId('login-error').textContent()).toContain('Invalid username or password');
    await shot(page, '03-login-error');
    await page.getByTestId('login-password').fill(ADMIN.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL('**/tessera/welcome/');
    const me = await page.evaluate(async () => (await fetch('/api/v1/me/')).status);
    expect(me).toBe(200);
  });

  it('switches to dark theme and keeps it after a reload', async () => {
    const scheme = () => page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
    expect(await scheme()).toBe('light');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('theme-toggle').click();
    await expect.poll(scheme).toBe('dark');
    await page.reload();
    await page.getByTestId('page-title').waitFor();
    expect(await scheme()).toBe('dark');
    await shot(page, '04-dark');
  });

  it('sends a signed-out visitor of a deep link to sign-in and back', async () => {
    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto(`${t.url}/users/list/`);
    await other.waitForURL(/\/login\/\?next=/);
    await other.getByTestId('login-username').fill(ADMIN.username);
    await other.getByTestId('login-password').fill(ADMIN.password);
    await other.getByTestId('login-submit').click();
    await other.waitForURL('**/users/list/');
    await expect.poll(() => other.getByText('ada@example.com').count()).toBeGreaterThan(0);
    await shot(other, '05-users');
    await context.close();
  });

  it('shows the 404 page for an unknown route', async () => {
    await page.goto(`${t.url}/no/such/page/`);
    await expect.poll(() => page.getByText('Page not found').count()).toBeGreaterThan(0);
  });
});
