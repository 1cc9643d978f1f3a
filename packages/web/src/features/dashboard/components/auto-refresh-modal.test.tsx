import { COMMON_CONF_ELEMENT_ID } from '@tessera/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers } from '../../../../test-support/providers';
import { testQueryClient } from '../../../../test-support/render';
import { adminMe, fixtureCharts, supersetDetail } from '../../../../test-support/features/dashboard/fixtures';
import { resetCommonConfForTests } from '../../../api/common-conf';
import { hydrateDashboard } from '../state/hydrate';
import { createDashboardStore } from '../state/store';
import { readDashboardUrlParams } from '../state/url-params';
import { AutoRefreshModal } from './auto-refresh-modal';

const renderModal = (refreshFrequency: number) => {
  const detail = supersetDetail();
  const saved = JSON.parse(detail.json_metadata ?? '{}') as Record<string, unknown>;
  const store = createDashboardStore(
    hydrateDashboard({
      detail: { ...detail, json_metadata: JSON.stringify({ ...saved, refresh_frequency: refreshFrequency }) },
      charts: fixtureCharts(),
      me: adminMe,
      urlParams: readDashboardUrlParams(new URLSearchParams()),
    }),
  );
  render(
    <Providers queryClient={testQueryClient()} env="test">
      <Provider store={store}>
        <AutoRefreshModal onClose={() => undefined} />
      </Provider>
    </Providers>,
  );
};

const options = (): string[] => {
  fireEvent.click(screen.getByTestId('auto-refresh-select'));
  return screen.getAllByRole('option').map((o) => o.textContent ?? '');
};

describe('AutoRefreshModal', () => {
  afterEach(() => {
    cleanup();
    document.getElementById(COMMON_CONF_ELEMENT_ID)?.remove();
    resetCommonConfForTests();
  });

  it('warns under one second per chart (3 s for 5 charts) and not at 1 minute', () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = COMMON_CONF_ELEMENT_ID;
    element.textContent = JSON.stringify({
      DASHBOARD_AUTO_REFRESH_INTERVALS: [
        [0, "Don't refresh"],
        [3, '3 seconds'],
        [60, '1 minute'],
      ],
    });
    document.head.append(element);
    renderModal(3);
    expect(screen.getByTestId('auto-refresh-warning')).toBeTruthy();
    fireEvent.click(screen.getByTestId('auto-refresh-select'));
    fireEvent.click(screen.getByRole('option', { name: '1 minute' }));
    expect(screen.queryByTestId('auto-refresh-warning')).toBeNull();
  });

  it("offers only the admin's intervals, not a saved one below their minimum", () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = COMMON_CONF_ELEMENT_ID;
    element.textContent = JSON.stringify({
      DASHBOARD_AUTO_REFRESH_INTERVALS: [
        [0, "Don't refresh"],
        [300, '5 minutes'],
      ],
    });
    document.head.append(element);
    renderModal(10);
    expect(options()).toEqual(["Don't refresh", '5 minutes']);
  });

  it("offers Superset's defaults without a server setting", () => {
    renderModal(0);
    expect(options()).toContain('10 seconds');
  });
});
