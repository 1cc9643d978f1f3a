import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers } from '../../../../../test-support/providers';
import { testQueryClient } from '../../../../../test-support/render';
import { adminMe, fixtureCharts, supersetDetail } from '../../../../../test-support/features/dashboard/fixtures';
import { dashboardActions } from '../../state/dashboard-slice';
import { hydrateDashboard } from '../../state/hydrate';
import { createDashboardStore } from '../../state/store';
import { readDashboardUrlParams } from '../../state/url-params';
import { FilterBarActions } from './filter-bar-actions';

const storeWithoutFilterValues = () => {
  const detail = supersetDetail();
  const saved = JSON.parse(detail.json_metadata ?? '{}') as Record<string, unknown>;
  // No native filter with a default value: only a cross-filter can be set.
  return createDashboardStore(
    hydrateDashboard({
      detail: { ...detail, json_metadata: JSON.stringify({ ...saved, native_filter_configuration: [] }) },
      charts: fixtureCharts(),
      me: adminMe,
      urlParams: readDashboardUrlParams(new URLSearchParams()),
    }),
  );
};

describe('FilterBarActions', () => {
  afterEach(cleanup);

  it("enables 'Clear all' while only a cross-filter is set, and clears it (issue D 7)", () => {
    const store = storeWithoutFilterValues();
    render(
      <Providers queryClient={testQueryClient()} env="test">
        <Provider store={store}>
          <FilterBarActions compact={false} />
        </Provider>
      </Providers>,
    );
    const clear = () => screen.getByTestId('filter-bar-clear') as HTMLButtonElement;
    expect(clear().disabled).toBe(true);
    act(() => {
      store.dispatch(
        dashboardActions.updateDataMask({
          id: '101',
          dataMask: {
            extraFormData: { filters: [{ col: 'origin', op: 'IN', val: ['SFO'] }] },
            filterState: { value: ['SFO'], selectedValues: ['SFO'] },
          },
        }),
      );
    });
    expect(clear().disabled).toBe(false);
    fireEvent.click(clear());
    expect(store.getState().dashboard.dataMask['101']?.extraFormData?.filters ?? []).toEqual([]);
    expect(clear().disabled).toBe(true);
  });
});
