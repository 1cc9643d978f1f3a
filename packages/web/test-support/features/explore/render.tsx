import type { MeRoles } from '@tessera/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { CurrentUserContext } from '../../../src/session/current-user';
import { Providers } from '../../providers';
import { testQueryClient } from '../../render';
import type { ExploreStore } from '../../../src/features/explore/state/store';

export const user = (id: number, roles: MeRoles['roles'] = { Alpha: [['can_write', 'Chart']] }): MeRoles => ({
  id,
  username: `user${id}`,
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  is_active: true,
  is_anonymous: false,
  roles,
  permissions: {},
});

/** Renders explore components with the app's providers, a router, a signed-in user and optionally a store. */
export const renderExplore = (ui: ReactNode, options: { store?: ExploreStore; me?: MeRoles } = {}) => {
  const withStore = options.store ? <Provider store={options.store}>{ui}</Provider> : ui;
  return render(
    <Providers queryClient={testQueryClient()} env="test">
      <MemoryRouter>
        <CurrentUserContext value={options.me ?? user(1)}>{withStore}</CurrentUserContext>
      </MemoryRouter>
    </Providers>,
  );
};
