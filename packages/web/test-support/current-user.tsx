import type { MeRoles } from '@tessera/core';
import type { ReactNode } from 'react';
import { CurrentUserContext } from '../src/session/current-user';

/** A signed-in Admin, as `GET /api/v1/me/roles/` answers for pages rendered outside the shell. */
export const TEST_ADMIN: MeRoles = {
  id: 1,
  username: 'admin',
  first_name: 'Ada',
  last_name: 'Admin',
  email: 'admin@example.com',
  is_active: true,
  is_anonymous: false,
  roles: { Admin: [] },
  permissions: {},
};

/** Renders a page as the signed-in shell would: with the current user in context. */
export const asUser = (element: ReactNode, user: MeRoles = TEST_ADMIN): ReactNode => (
  <CurrentUserContext value={user}>{element}</CurrentUserContext>
);
