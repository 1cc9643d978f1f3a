import type { MeRoles } from '@tessera/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserContext } from '../../session/current-user';
import { json, mockFetch } from '../../../test-support/mock-fetch';
import { renderRoutes } from '../../../test-support/render';
import { ChartAddPage } from '../chart-add/chart-add-page';
import { DatasetAddPage } from './dataset-add-page';

const userWith = (pairs: [string, string][]): MeRoles => ({
  id: 2,
  username: 'gina',
  first_name: 'Gina',
  last_name: 'Gamma',
  email: 'g@x.io',
  is_active: true,
  is_anonymous: false,
  roles: { Custom: pairs },
  permissions: {},
});

const renderAt = (path: string, user: MeRoles) =>
  renderRoutes({
    routes: [
      {
        path: '/dataset/add/',
        element: (
          <CurrentUserContext value={user}>
            <DatasetAddPage />
          </CurrentUserContext>
        ),
      },
      {
        path: '/chart/add',
        element: (
          <CurrentUserContext value={user}>
            <ChartAddPage />
          </CurrentUserContext>
        ),
      },
    ],
    initialPath: path,
  });

const handlers = {
  'GET /api/v1/database/': () => json({ result: [], count: 0 }),
  'GET /api/v1/dataset/': () => json({ result: [], count: 0 }),
};

describe('dataset and chart add pages', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('refuses the pages to users who may not create datasets or charts', () => {
    mockFetch(handlers);
    renderAt('/dataset/add/', userWith([['can_read', 'Dataset']]));
    expect(screen.getByTestId('dataset-add-denied')).toBeTruthy();
    expect(screen.queryByTestId('dataset-add-page')).toBeNull();
    cleanup();
    renderAt('/chart/add', userWith([['can_read', 'Chart']]));
    expect(screen.getByTestId('chart-add-denied')).toBeTruthy();
  });

  it('opens the table path by default and the SQL path from ?source=sql', async () => {
    mockFetch(handlers);
    renderAt('/dataset/add/', userWith([['can_write', 'Dataset']]));
    expect(await screen.findByTestId('dataset-add-empty')).toBeTruthy();
    cleanup();
    renderAt('/dataset/add/?source=sql', userWith([['can_write', 'Dataset']]));
    expect(await screen.findByTestId('sql-dataset-sql')).toBeTruthy();
  });

  it('keeps Create new chart disabled until a dataset and a chart type are chosen', async () => {
    mockFetch(handlers);
    renderAt('/chart/add', userWith([['can_write', 'Chart']]));
    screen.getByRole('button', { name: 'Pie Chart' }).click();
    expect(await screen.findByTestId('viz-type-detail')).toBeTruthy();
    expect(screen.getByTestId('chart-add-create').hasAttribute('disabled')).toBe(true);
    // Without can_write on Dataset the page does not point to '+ Dataset'.
    expect(screen.queryByRole('link', { name: '+ Dataset' })).toBeNull();
  });
});
