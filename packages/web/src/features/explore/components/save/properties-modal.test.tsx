import type { ChartDetail } from '@tessera/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../../../api/client';
import { json, mockFetch } from '../../../../../test-support/mock-fetch';
import { renderExplore } from '../../../../../test-support/features/explore/render';
import { PropertiesModal } from './properties-modal';

const chart = {
  id: 12,
  slice_name: 'Flights by origin',
  description: null,
  cache_timeout: null,
  certified_by: null,
  certification_details: null,
  owners: [{ id: 1, first_name: 'Ada', last_name: 'Lovelace' }],
} as unknown as ChartDetail;

describe('chart properties modal', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    clearCsrfToken();
  });

  it('loads the chart and saves the edited properties', async () => {
    const { requests } = mockFetch({
      'GET /api/v1/chart/12': () => json({ id: 12, result: chart }),
      'GET /api/v1/chart/related/owners': () => json({ count: 0, result: [] }),
      'GET /api/v1/security/csrf_token/': () => json({ result: 'token' }),
      'PUT /api/v1/chart/12': () => json({ id: 12, result: {} }),
    });
    const onSaved = vi.fn();
    const onClose = vi.fn();
    renderExplore(<PropertiesModal sliceId={12} onSaved={onSaved} onClose={onClose} />);
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect((name as HTMLInputElement).value).toBe('Flights by origin');
    fireEvent.change(name, { target: { value: 'Renamed' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Certified by' }), { target: { value: 'Ops' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({
      slice_name: 'Renamed',
      description: null,
      cache_timeout: null,
      certified_by: 'Ops',
      certification_details: null,
      owners: [1],
    });
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ slice_name: 'Renamed', owners: [1] });
    expect(onClose).toHaveBeenCalled();
  });
});
