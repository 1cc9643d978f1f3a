import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../../../api/client';
import { json, mockFetch, type MockHandler } from '../../../../../test-support/mock-fetch';
import { hydrateExplore } from '../../state/hydrate';
import { createExploreStore } from '../../state/store';
import { parseExploreUrl } from '../../state/url-params';
import { exploreResult, testPanel } from '../../../../../test-support/features/explore/fixtures';
import { renderExplore } from '../../../../../test-support/features/explore/render';
import { fakeServices } from '../../../../../test-support/features/explore/services';
import { DataPane } from './data-pane';

const renderPane = (samples: MockHandler) => {
  mockFetch({
    'GET /api/v1/security/csrf_token/': () => json({ result: 'token' }),
    'POST /datasource/samples': samples,
  });
  const hydrated = hydrateExplore(exploreResult(), parseExploreUrl(new URLSearchParams()), testPanel);
  renderExplore(<DataPane />, { store: createExploreStore(fakeServices(), hydrated) });
  fireEvent.click(screen.getByRole('tab', { name: 'Samples' }));
};

describe('DataPane samples', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    clearCsrfToken();
  });

  it("lists the dataset's sample rows", async () => {
    renderPane(() =>
      json({
        result: {
          data: [{ origin: 'JFK' }, { origin: 'SFO' }],
          colnames: ['origin'],
          coltypes: [1],
          rowcount: 2,
          total_count: 2,
          page: 1,
          per_page: 2,
        },
      }),
    );
    expect(await screen.findByText('SFO')).toBeTruthy();
    expect(screen.getByTestId('row-count').textContent).toBe('2 rows');
    expect(screen.queryByText(/Error while fetching data/)).toBeNull();
  });

  it("says 'Error while fetching data: %s' with the server's error when the samples fail", async () => {
    renderPane(() => json({ message: 'Table flights does not exist' }, 500));
    expect(await screen.findByText('Error while fetching data: Table flights does not exist')).toBeTruthy();
  });
});
