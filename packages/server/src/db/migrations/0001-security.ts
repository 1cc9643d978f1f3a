import type { Kysely } from 'kysely';
import { createLink, dialectOf, flag, withId } from './helpers.js';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  const d = await dialectOf(db);
  await withId(db.schema.createTable('users'), d)
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('login_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fail_login_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_login', 'text')
    .addColumn('created_on', 'text')
    .addColumn('changed_on', 'text')
    .execute();
  await flag(
    withId(db.schema.createTable('roles'), d).addColumn('name', 'text', (c) => c.notNull().unique()),
    'builtin',
    0,
  ).execute();
  await withId(db.schema.createTable('permissions'), d)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();
  await withId(db.schema.createTable('view_menus'), d)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();
  await withId(db.schema.createTable('permission_views'), d)
    .addColumn('permission_id', 'integer', (c) => c.notNull().references('permissions.id').onDelete('cascade'))
    .addColumn('view_menu_id', 'integer', (c) => c.notNull().references('view_menus.id').onDelete('cascade'))
    .addUniqueConstraint('permission_views_pair', ['permission_id', 'view_menu_id'])
    .execute();
  await createLink(db, 'role_permission_views', ['role_id', 'roles.id'], ['permission_view_id', 'permission_views.id']);
  await createLink(db, 'user_roles', ['user_id', 'users.id'], ['role_id', 'roles.id']);
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('csrf_token', 'text', (c) => c.notNull())
    .addColumn('created_on', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_expires').on('sessions').column('expires_at').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const t of [
    'sessions',
    'user_roles',
    'role_permission_views',
    'permission_views',
    'view_menus',
    'permissions',
    'roles',
    'users',
  ]) {
    await db.schema.dropTable(t).execute();
  }
};
