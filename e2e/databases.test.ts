import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../packages/server/src/bootstrap.js';
import { signedInUser } from '../packages/server/test-support/fixtures.js';
import type { TestApp } from '../packages/server/test-support/test-app.js';
import { chromiumAvailable, launchChromium } from './support/browser.js';
import { ADMIN, SHOTS } from './support/chart-session.js';
import { startWebApp } from './support/web-app.js';

const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`) });

const signIn = async (page: Page, url: string, username: string, password: string): Promise<void> => {
  await page.goto(`${url}/login/`);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/tessera/welcome/');
};

/** The form field wrapping the input with this test id (label, input, description and error). */
const field = (page: Page, testId: string): Locator =>
  page.locator('.mantine-InputWrapper-root', { has: page.getByTestId(testId) });

describe.runIf(chromiumAvailable())('the databases list and the connection modal', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let dir: string;
  let sqliteFile: string;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    dir = mkdtempSync(join(tmpdir(), 'tessera-e2e-db-'));
    // An empty file is a valid, empty SQLite database; the engine opens it read-only.
    sqliteFile = join(dir, 'scratch.db');
    writeFileSync(sqliteFile, '');
    t = await startWebApp();
    await createAdmin(t.ctx, { ...ADMIN, email: 'admin@example.com' });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, t.url, ADMIN.username, ADMIN.password);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });

  it('connects a SQLite database, edits its name and deletes it', async () => {
    await page.getByTestId('nav-settings').click();
    await page.getByTestId('nav-databases').click();
    await page.waitForURL('**/databaseview/list/');
    await page.getByTestId('empty-state').waitFor();

    await page.getByTestId('database-add').click();
    await page.getByText('Connect a database').waitFor();
    await page.getByTestId('engine-card-postgresql').waitFor();
    await shot(page, 'databases-01-engines');
    await page.getByTestId('engine-select').click();
    await page.getByRole('option', { name: 'SQLite' }).click();
    await page.getByText('Enter the required SQLite credentials').waitFor();

    // Leaving the required path empty names the field.
    await page.getByTestId('parameter-database').focus();
    await page.getByTestId('database-name').focus();
    await field(page, 'parameter-database').getByText('This is a required field').waitFor();
    await shot(page, 'databases-02-required');

    await page.getByTestId('parameter-database').fill(sqliteFile);
    await expect.poll(() => field(page, 'parameter-database').getByText('This is a required field').count()).toBe(0);
    await page.getByTestId('database-name').fill('E2E scratch');
    await page.getByTestId('test-connection').click();
    await page.getByTestId('test-connection-result').getByText('Connection looks good!').waitFor();
    await shot(page, 'databases-03-tested');

    await page.getByTestId('database-modal-save').click();
    // Superset's 'Database connected' step leads on to a dataset on the new database.
    const connected = page.getByRole('dialog', { name: 'Database connected' });
    await connected.waitFor();
    expect(await connected.getByRole('link', { name: 'Create dataset' }).getAttribute('href')).toMatch(
      /^\/dataset\/add\/\?database=\d+$/,
    );
    await shot(page, 'databases-03b-connected');
    await connected.getByRole('button', { name: 'Finish' }).click();
    await connected.waitFor({ state: 'hidden' });
    await page.getByTestId('list-row').filter({ hasText: 'E2E scratch' }).waitFor();
    expect(await page.getByTestId('list-row').filter({ hasText: 'E2E scratch' }).textContent()).toContain('sqlite');
    await shot(page, 'databases-04-listed');

    await page.getByRole('button', { name: 'Edit E2E scratch' }).click();
    await page.getByText('Edit database').waitFor();
    await expect.poll(() => page.getByTestId('parameter-database').inputValue()).toBe(sqliteFile);
    await page.getByTestId('tab-advanced').click();
    await page.getByTestId('advanced-section-sql-lab').click();
    expect(await page.getByTestId('advanced-expose_in_sqllab').isChecked()).toBe(true);
    await shot(page, 'databases-05-edit-advanced');
    await page.getByTestId('tab-basic').click();
    await page.getByTestId('database-name').fill('E2E renamed');
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.getByText('Database settings updated').waitFor();
    await page.getByTestId('list-row').filter({ hasText: 'E2E renamed' }).waitFor();
    await expect.poll(() => page.getByTestId('list-row').filter({ hasText: 'E2E scratch' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Delete E2E renamed' }).click();
    await page.getByText('Please confirm').waitFor();
    // As Superset's DeleteModal: the impact is listed and "DELETE" typed before the delete goes.
    await page.getByTestId('delete-impact').waitFor();
    await page.getByTestId('delete-confirm-input').fill('DELETE');
    await page.getByTestId('confirm-submit').click();
    await page.getByText('Deleted: E2E renamed').waitFor();
    await page.getByTestId('empty-state').waitFor();
    await shot(page, 'databases-06-deleted');
  });

  it('shows a Gamma user no + Database button and no database it has no access to', async () => {
    const created = await page.evaluate(async (file) => {
      const token = await fetch('/api/v1/security/csrf_token/').then((r) => r.json() as Promise<{ result: string }>);
      const res = await fetch('/api/v1/database/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRFToken': token.result },
        body: JSON.stringify({ database_name: 'Hidden warehouse', sqlalchemy_uri: `sqlite:///${file}` }),
      });
      return res.status;
    }, sqliteFile);
    expect(created).toBe(201);
    await page.goto(`${t.url}/databaseview/list/`);
    await page.getByTestId('list-row').filter({ hasText: 'Hidden warehouse' }).waitFor();

    await signedInUser(t, 'gus', ['Gamma']);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const gamma = await context.newPage();
    try {
      await signIn(gamma, t.url, 'gus', 'gus-pass-1');
      await gamma.goto(`${t.url}/databaseview/list/`);
      await gamma.getByTestId('empty-state').waitFor();
      expect(await gamma.getByTestId('page-title').textContent()).toBe('Databases');
      expect(await gamma.getByText('Hidden warehouse').count()).toBe(0);
      expect(await gamma.getByTestId('database-add').count()).toBe(0);
      expect(await gamma.getByTestId('list-import').count()).toBe(0);
      await shot(gamma, 'databases-07-gamma');
    } finally {
      await context.close();
    }
  });
});
