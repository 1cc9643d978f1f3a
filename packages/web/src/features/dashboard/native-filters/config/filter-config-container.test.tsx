import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../../../test-support/providers';
import { testDatasource } from '../../../../../test-support/controls/datasource-fixture';
import { json, mockFetch, type MockAnswer } from '../../../../../test-support/mock-fetch';
import { testQueryClient } from '../../../../../test-support/render';
import { DashboardServicesContext } from '../../components/dashboard-context';
import { hydrateDashboard } from '../../state/hydrate';
import { createDashboardStore } from '../../state/store';
import { readDashboardUrlParams } from '../../state/url-params';
import { adminMe, fixtureCharts, supersetDetail } from '../../../../../test-support/features/dashboard/fixtures';
import { EditFiltersModal } from './filter-config-container';

const setup = (answer: MockAnswer) => {
  const mock = mockFetch({
    'GET /api/v1/dataset/': () => json({ count: 1, result: [{ id: 3, table_name: 'flights' }] }),
    'GET /datasource/get/table/3/': () => json(testDatasource()),
    'GET /api/v1/security/csrf_token/': () => json({ result: 'token' }),
    'PUT /api/v1/dashboard/5': () => answer,
  });
  const store = createDashboardStore(
    hydrateDashboard({
      detail: supersetDetail({ json_metadata: JSON.stringify({ color_scheme: 'supersetColors', custom_key: 1 }) }),
      charts: fixtureCharts(),
      me: adminMe,
      urlParams: readDashboardUrlParams(new URLSearchParams()),
    }),
  );
  const transport = { fetch: vi.fn(() => Promise.resolve([])), peek: () => undefined };
  const onClose = vi.fn();
  render(
    <Providers queryClient={testQueryClient()} env="test">
      <Provider store={store}>
        <DashboardServicesContext value={{ transport }}>
          <EditFiltersModal onClose={onClose} />
        </DashboardServicesContext>
      </Provider>
    </Providers>,
  );
  return { ...mock, store, onClose };
};

const addDivider = () => {
  fireEvent.click(screen.getByTestId('add-divider'));
  fireEvent.change(screen.getByTestId('divider-title-input'), { target: { value: 'Where' } });
  fireEvent.click(screen.getByTestId('filter-config-save'));
};

describe('EditFiltersModal on the dashboard page', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('saves the whole json_metadata with the new configuration and updates the bar without a reload', async () => {
    const { requests, store, onClose } = setup(json({ id: 5, result: {} }));
    addDivider();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = requests.find((r) => r.method === 'PUT');
    const sent = JSON.parse(String((put?.body as { json_metadata: string }).json_metadata)) as Record<string, unknown>;
    expect(sent).toMatchObject({ color_scheme: 'supersetColors', custom_key: 1 });
    expect(sent['native_filter_configuration']).toEqual([
      expect.objectContaining({
        type: 'DIVIDER',
        title: 'Where',
        id: expect.stringMatching(/^NATIVE_FILTER_DIVIDER-/),
      }),
    ]);
    expect(store.getState().dashboard.nativeFilters.map((f) => f.title)).toEqual(['Where']);
  });

  it('shows the dashboard error toast and keeps the modal and the store as they were when saving fails', async () => {
    const { store, onClose } = setup(json({ message: 'Forbidden' }, 403));
    addDivider();
    expect(await screen.findByText('Sorry, there was an error saving this dashboard: Forbidden')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('divider-title-input')).toBeTruthy();
    expect(store.getState().dashboard.nativeFilters).toEqual([]);
  });
});
