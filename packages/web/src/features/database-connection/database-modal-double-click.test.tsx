import { notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../api/client';
import { Providers } from '../../../test-support/providers';
import { json, mockFetch } from '../../../test-support/mock-fetch';
import { testQueryClient } from '../../../test-support/render';
import { DatabaseModal } from './database-modal';
import { AVAILABLE, STORED } from '../../../test-support/features/database-connection/fixtures';

describe('DatabaseModal Connect', () => {
  beforeEach(() => clearCsrfToken());
  afterEach(() => {
    notifications.clean();
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends one request when Connect is double-clicked', async () => {
    const { requests } = mockFetch({
      'GET /api/v1/security/csrf_token/': () => json({ result: 'tok' }),
      'GET /api/v1/database/available/': () => json({ databases: AVAILABLE }),
      'POST /api/v1/database/': () => json({ id: 3, result: { ...STORED, id: 3, database_name: 'once' } }, 201),
    });
    const onSaved = vi.fn();
    render(
      <Providers queryClient={testQueryClient()} env="test">
        <DatabaseModal opened databaseId={null} onClose={vi.fn()} onSaved={onSaved} />
      </Providers>,
    );
    fireEvent.click(await screen.findByTestId('engine-card-postgresql'));
    fireEvent.click(await screen.findByText('Connect this database with a SQLAlchemy URI string instead'));
    fireEvent.change(screen.getByTestId('database-name'), { target: { value: 'once' } });
    fireEvent.change(screen.getByTestId('sqlalchemy-uri'), {
      target: { value: 'postgresql://bob:pw@db.local:5432/sales' },
    });
    const connect = screen.getByTestId('database-modal-save');
    // Both clicks land before React renders the pending state, as a real double-click can.
    act(() => {
      connect.click();
      connect.click();
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/database/')).toHaveLength(1);
  });
});
