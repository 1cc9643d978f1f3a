import { isAdmin, type User, type UserCreate, type UserUpdate } from '@tessera/core';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../auth/password.js';
import type { DB, UserRow } from '../../db/schema.js';
import { badRequest, conflict, notFound, nowIso } from '../../http/http-error.js';

const toUser = (row: UserRow, roles: { id: number; name: string }[]): User => ({
  id: row.id,
  username: row.username,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  active: row.active === 1,
  roles,
  created_on: row.created_on,
  changed_on: row.changed_on,
  last_login: row.last_login,
});

const rolesByUser = async (db: Kysely<DB>, userIds: number[]): Promise<Map<number, { id: number; name: string }[]>> => {
  const map = new Map<number, { id: number; name: string }[]>();
  if (userIds.length === 0) return map;
  const rows = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select(['ur.user_id', 'r.id', 'r.name'])
    .where('ur.user_id', 'in', userIds)
    .orderBy('r.name')
    .execute();
  for (const r of rows) map.set(r.user_id, [...(map.get(r.user_id) ?? []), { id: r.id, name: r.name }]);
  return map;
};

export const listUsers = async (db: Kysely<DB>): Promise<User[]> => {
  const rows = await db.selectFrom('users').selectAll().orderBy('username').execute();
  const roles = await rolesByUser(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toUser(r, roles.get(r.id) ?? []));
};

export const getUser = async (db: Kysely<DB>, id: number): Promise<User> => {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('User');
  const roles = await rolesByUser(db, [id]);
  return toUser(row, roles.get(id) ?? []);
};

const checkRoles = async (db: Kysely<DB>, roleIds: readonly number[]): Promise<void> => {
  if (roleIds.length === 0) return;
  const found = await db
    .selectFrom('roles')
    .select('id')
    .where('id', 'in', [...roleIds])
    .execute();
  const missing = roleIds.filter((id) => !found.some((f) => f.id === id));
  if (missing.length > 0) throw badRequest(`Unknown role id(s): ${missing.join(', ')}`, 'roles');
};

const checkUnique = async (db: Kysely<DB>, input: { username?: string; email?: string }, exceptId?: number) => {
  for (const field of ['username', 'email'] as const) {
    const value = input[field];
    if (value === undefined) continue;
    let q = db.selectFrom('users').select('id').where(field, '=', value);
    if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
    if (await q.executeTakeFirst()) throw conflict(`A user with this ${field} already exists`, field);
  }
};

export const createUser = async (db: Kysely<DB>, input: UserCreate & { roles: number[] }): Promise<User> => {
  await checkRoles(db, input.roles);
  await checkUnique(db, input);
  const password_hash = await hashPassword(input.password);
  const now = nowIso();
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('users')
      .values({
        username: input.username,
        first_name: input.first_name,
        last_name: input.last_name,
        email: input.email,
        password_hash,
        active: input.active === false ? 0 : 1,
        created_on: now,
        changed_on: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('user_roles')
      .values(input.roles.map((role_id) => ({ user_id: row.id, role_id })))
      .execute();
    return row.id;
  });
  return getUser(db, id);
};

export const updateUser = async (db: Kysely<DB>, id: number, input: UserUpdate): Promise<User> => {
  await getUser(db, id);
  if (input.roles) await checkRoles(db, input.roles);
  await checkUnique(db, input, id);
  const password_hash = input.password ? await hashPassword(input.password) : undefined;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        ...(input.username !== undefined && { username: input.username }),
        ...(input.first_name !== undefined && { first_name: input.first_name }),
        ...(input.last_name !== undefined && { last_name: input.last_name }),
        ...(input.email !== undefined && { email: input.email }),
        ...(input.active !== undefined && { active: input.active ? 1 : 0 }),
        ...(password_hash && { password_hash }),
        changed_on: nowIso(),
      })
      .where('id', '=', id)
      .execute();
    if (input.roles) {
      await trx.deleteFrom('user_roles').where('user_id', '=', id).execute();
      if (input.roles.length > 0) {
        await trx
          .insertInto('user_roles')
          .values(input.roles.map((role_id) => ({ user_id: id, role_id })))
          .execute();
      }
    }
    // A deactivated user or a changed password ends every open session at once.
    if (input.active === false || password_hash) await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
  });
  return getUser(db, id);
};

/** The roles core's isAdmin counts: any named admin, in any case. */
export const adminRoleIds = async (db: Kysely<DB>): Promise<number[]> =>
  (await db.selectFrom('roles').select(['id', 'name']).execute()).filter((r) => isAdmin([r])).map((r) => r.id);

/** Active users holding an admin role (each once, whatever admin roles they hold). */
export const countAdmins = async (db: Kysely<DB>): Promise<number> => {
  const adminIds = await adminRoleIds(db);
  if (adminIds.length === 0) return 0;
  const row = await db
    .selectFrom('users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
    .select((eb) => eb.fn.count<number | string>('u.id').distinct().as('n'))
    .where('ur.role_id', 'in', adminIds)
    .where('u.active', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/**
 * The last active admin stays one: an update that deactivates an admin or takes away every admin
 * role is refused while they are the only one (Superset leaves this to the operator; Tessera
 * guards it so nobody locks the security pages away).
 */
export const assertKeepsAnAdmin = async (db: Kysely<DB>, id: number, change: UserUpdate): Promise<void> => {
  const before = await getUser(db, id);
  if (!isAdmin(before.roles)) return;
  const keepsRole = change.roles === undefined || (await adminRoleIds(db)).some((r) => change.roles?.includes(r));
  if (change.active !== false && keepsRole) return;
  if ((await countAdmins(db)) <= 1) throw badRequest('The last active admin cannot be removed', 'roles');
};

export const roleIdByName = async (db: Kysely<DB>, name: string): Promise<number> => {
  const row = await db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirst();
  if (!row) throw notFound(`Role ${name}`);
  return row.id;
};
