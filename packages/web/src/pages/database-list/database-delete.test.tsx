import { notifications } from '@mantine/notifications';
import type { DatabaseListItem, RelatedObjects } from '@tessera/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../api/client';
import { STORED } from '../../../test-support/features/database-connection/fixtures';
import { asUser } from '../../../test-support/current-user';
import { json, mockFetch } from '../../../test-support/mock-fetch';
import { renderRoutes } from '../../../test-support/render';
import { DatabaseListPage } from './database-list-page';

const WAREHOUSE: DatabaseListItem = {
  ...STORED,
  id: 7,
  database_name: 'warehouse',
  changed_on_delta_humanized: '2 hours ago',
  changed_by: null,
  created_by: null,
};

const RELATED: RelatedObjects = {
  charts: {
    count: 2,
    result: [
      { id: 1, slice_name: 'Revenue', viz_type: 'pie' },
      { id: 2, slice_name: 'Orders', viz_type: 'table' },
    ],
  },
  dashboards: { count: 1, result: [{ id: 3, title: 'Sales board', slug: null, json_metadata: null }] },
};

describe('deleting a database', () => {
  beforeEach(() => clearCsrfToken());
  afterEach(() => {
    notifications.clean();
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the charts and dashboards it breaks and deletes only once "DELETE" is typed', async () => {
    const { requests } = mockFetch({
      'GET /api/v1/security/csrf_token/': () => json({ result: 'tok' }),
      'GET /api/v1/database/_info': () => json({ permissions: ['can_read', 'can_write'] }),
      'GET /api/v1/database/': () => json({ result: [WAREHOUSE], count: 1, ids: [7] }),
      'GET /api/v1/database/7/related_objects/': () => json(RELATED),
      'DELETE /api/v1/database/7': () => json({ message: 'OK' }),
    });
    renderRoutes({
      routes: [{ path: '/databaseview/list/', element: asUser(<DatabaseListPage />) }],
      initialPath: '/databaseview/list/',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete warehouse' }));
    const impact = await screen.findByTestId('delete-impact');
    expect(impact.textContent).toContain('The database warehouse is linked to 2 charts that appear on 1 dashboards');
    expect(impact.textContent).toContain('Revenue');
    expect(impact.textContent).toContain('Sales board');
    const submit = screen.getByTestId('confirm-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('delete-confirm-input'), { target: { value: 'DELE' } });
    expect(submit.disabled).toBe(true);
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.change(screen.getByTestId('delete-confirm-input'), { target: { value: 'DELETE' } });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/api/v1/database/7']),
    );
  });
});
