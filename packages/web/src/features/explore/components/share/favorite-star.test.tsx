import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../../../api/client';
import { json, mockFetch } from '../../../../../test-support/mock-fetch';
import { renderExplore } from '../../../../../test-support/features/explore/render';
import { FavoriteStar } from './favorite-star';

describe('favourite star', () => {
  afterEach(() => {
    cleanup();
    notifications.clean();
    vi.unstubAllGlobals();
    clearCsrfToken();
  });

  it('reads the status and toggles it', async () => {
    const { requests } = mockFetch({
      'GET /api/v1/chart/favorite_status/': () => json({ result: [{ id: 12, value: false }] }),
      'GET /api/v1/security/csrf_token/': () => json({ result: 'token' }),
      'POST /api/v1/chart/12/favorites/': () => json({ result: 'OK' }),
      'DELETE /api/v1/chart/12/favorites/': () => json({ result: 'OK' }),
    });
    renderExplore(<FavoriteStar sliceId={12} />);
    const star = await screen.findByRole('button', { name: 'Select as favorite' });
    expect(requests[0]?.path).toBe('/api/v1/chart/favorite_status/?q=!(12)');
    await waitFor(() => expect((star as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(star);
    const selected = await screen.findByRole('button', { name: 'Unselect as favorite' });
    expect(requests.some((r) => r.method === 'POST' && r.path === '/api/v1/chart/12/favorites/')).toBe(true);
    fireEvent.click(selected);
    await screen.findByRole('button', { name: 'Select as favorite' });
    expect(requests.some((r) => r.method === 'DELETE')).toBe(true);
  });

  it('says when the favourite status cannot be read', async () => {
    mockFetch({
      'GET /api/v1/chart/favorite_status/': () => json({ message: 'Chart not found' }, 404),
    });
    renderExplore(<FavoriteStar sliceId={12} />);
    expect(await screen.findByText('There was an error fetching the favorite status: Chart not found')).toBeTruthy();
  });

  it('says when the favourite status cannot be saved, and keeps the star as it was', async () => {
    mockFetch({
      'GET /api/v1/chart/favorite_status/': () => json({ result: [{ id: 12, value: false }] }),
      'GET /api/v1/security/csrf_token/': () => json({ result: 'token' }),
      'POST /api/v1/chart/12/favorites/': () => json({ message: 'Forbidden' }, 403),
    });
    renderExplore(<FavoriteStar sliceId={12} />);
    const star = await screen.findByRole('button', { name: 'Select as favorite' });
    await waitFor(() => expect((star as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(star);
    expect(await screen.findByText('There was an error saving the favorite status: Forbidden')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Select as favorite' })).toBeTruthy();
  });
});
