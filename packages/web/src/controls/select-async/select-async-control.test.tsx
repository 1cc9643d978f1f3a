import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../api/client';
import { json, mockFetch } from '../../../test-support/mock-fetch';
import { renderControl } from '../../../test-support/controls/render-control';
import { SelectAsyncControl } from './select-async-control';

const config = {
  type: 'SelectAsyncControl',
  name: 'deck_slices',
  label: 'Layers',
  multi: true,
  dataEndpoint: '/api/v1/chart/?q=(page:0)',
  mutator: (data: unknown) =>
    ((data as { result: { id: number; slice_name: string }[] }).result ?? []).map((c) => [c.id, c.slice_name] as const),
};

describe('SelectAsyncControl', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    clearCsrfToken();
  });

  it("lists the endpoint's answer through the mutator and shows the picked values by their labels", async () => {
    const { requests } = mockFetch({
      'GET /api/v1/chart/': () =>
        json({
          result: [
            { id: 1, slice_name: 'Airports' },
            { id: 2, slice_name: 'Flights' },
          ],
        }),
    });
    renderControl(SelectAsyncControl, { config, value: [2] });
    // The pill of the pick (the closed dropdown lists the option too).
    expect((await screen.findAllByText('Flights')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Airports').length).toBeGreaterThan(0);
    expect(requests.map((r) => r.path)).toEqual(['/api/v1/chart/?q=(page:0)']);
  });

  it('says when the choices could not be fetched', async () => {
    mockFetch({ 'GET /api/v1/chart/': () => json({ message: 'Forbidden' }, 403) });
    renderControl(SelectAsyncControl, { config, value: [] });
    await waitFor(() => expect(screen.getByText(/Error while fetching data: Forbidden/)).toBeTruthy());
  });
});
