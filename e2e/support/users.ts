import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectApi } from './page-api.js';

export interface Credentials {
  username: string;
  password: string;
}

/** A (permission, view menu) grant as `PUT /api/v1/security/roles/{id}/permissions` takes it. */
export interface PermissionGrant {
  permission: string;
  view_menu: string;
}

/** The id of a role by name, read through the admin's page. */
export const roleIdByName = async (admin: Page, name: string): Promise<number> => {
  const roles = await expectApi<{ result: { id: number; name: string }[] }>(
    admin,
    200,
    'GET',
    '/api/v1/security/roles/',
  );
  const role = roles.result.find((r) => r.name === name);
  if (role === undefined) throw new Error(`no role named ${name}`);
  return role.id;
};

/** Sets a role's grants to exactly `grants`. */
export const setRoleGrants = async (admin: Page, roleId: number, grants: PermissionGrant[]): Promise<void> => {
  await expectApi(admin, 200, 'PUT', `/api/v1/security/roles/${roleId}/permissions`, { permissions: grants });
};

/** Creates a custom role holding exactly `grants`; answers its id. */
export const createRoleWithGrants = async (admin: Page, name: string, grants: PermissionGrant[]): Promise<number> => {
  const role = await expectApi<{ id: number }>(admin, 201, 'POST', '/api/v1/security/roles/', { name });
  await setRoleGrants(admin, role.id, grants);
  return role.id;
};

/** Creates an active user with the named roles through the admin's page; answers its id. */
export const createUserWithRoles = async (
  admin: Page,
  user: Credentials & { firstName: string; lastName: string },
  roleNames: string[],
): Promise<number> => {
  const roles = await Promise.all(roleNames.map((name) => roleIdByName(admin, name)));
  const created = await expectApi<{ id: number }>(admin, 201, 'POST', '/api/v1/security/users/', {
    username: user.username,
    password: user.password,
    first_name: user.firstName,
    last_name: user.lastName,
    email: `${user.username}@example.com`,
    roles,
  });
  return created.id;
};

/** A user signed in through the login page in a browser context of their own (own cookies). */
export const signInAs = async (
  browser: Browser,
  baseUrl: string,
  credentials: Credentials,
): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login/`);
  await page.getByTestId('login-username').fill(credentials.username);
  await page.getByTestId('login-password').fill(credentials.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/tessera/welcome/');
  return { context, page };
};
