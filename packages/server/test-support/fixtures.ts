import { createAdmin } from '../src/bootstrap.js';
import { createUser, roleIdByName } from '../src/services/security/user-service.js';
import { TestClient, type TestApp } from './test-app.js';

export const ADMIN = { username: 'admin', password: 'admin-pass-1' } as const;

/** An admin signed in with a cookie session (CSRF handled by the client). */
export const signedInAdmin = async (t: TestApp): Promise<TestClient> => {
  await createAdmin(t.ctx, { ...ADMIN, email: 'admin@example.com' });
  const c = new TestClient(t.url);
  const res = await c.login(ADMIN.username, ADMIN.password);
  if (res.status !== 200) throw new Error(`admin sign-in failed: ${res.status}`);
  return c;
};

export const signedInUser = async (
  t: TestApp,
  username: string,
  roles: string[],
): Promise<{ client: TestClient; id: number }> => {
  const roleIds = await Promise.all(roles.map((r) => roleIdByName(t.ctx.meta.db, r)));
  const password = `${username}-pass-1`;
  const user = await createUser(t.ctx.meta.db, {
    username,
    password,
    first_name: username,
    last_name: 'Tester',
    email: `${username}@example.com`,
    roles: roleIds,
  });
  const client = new TestClient(t.url);
  const res = await client.login(username, password);
  if (res.status !== 200) throw new Error(`${username} sign-in failed: ${res.status}`);
  return { client, id: user.id };
};
