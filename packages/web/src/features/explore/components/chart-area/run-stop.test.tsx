import type { ChartDataResult } from '@tessera/core';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadChartPlugin } from '../../../../charts/registry';
import { hydrateExplore, initialChartState } from '../../state/hydrate';
import { createExploreStore, type ExploreServices } from '../../state/store';
import { parseExploreUrl } from '../../state/url-params';
import { dataResult, exploreResult, testPanel } from '../../../../../test-support/features/explore/fixtures';
import { renderExplore } from '../../../../../test-support/features/explore/render';
import { fakeServices } from '../../../../../test-support/features/explore/services';
import { ExploreChart } from './explore-chart';
import { RunButton } from './run-button';

// happy-dom lays nothing out: give the chart box a size.
vi.mock('@mantine/hooks', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useElementSize: () => ({ ref: () => undefined, width: 600, height: 400 }),
}));

const hanging: ExploreServices['fetchChartData'] = (_qc, { signal }) =>
  new Promise<ChartDataResult[]>((_resolve, reject) =>
    signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
  );

const setup = (formData: Record<string, unknown>, services: Partial<ExploreServices>) => {
  const hydrated = hydrateExplore(
    exploreResult({ form_data: formData }),
    parseExploreUrl(new URLSearchParams()),
    testPanel,
  );
  const store = createExploreStore(fakeServices({ loadChartPlugin, ...services }), {
    ...hydrated,
    chart: initialChartState(false),
  });
  renderExplore(
    <div style={{ width: 600, height: 400 }}>
      <RunButton panel={testPanel} />
      <ExploreChart panel={testPanel} />
    </div>,
    { store },
  );
  return store;
};

const status = () => screen.getByTestId('explore-chart').getAttribute('data-chart-status');

describe('run and stop', () => {
  beforeAll(async () => {
    await loadChartPlugin('big_number_total');
  });
  afterEach(cleanup);

  it('runs, shows Stop while loading, and stops with the alert', async () => {
    const store = setup(
      { viz_type: 'big_number_total', metrics: ['count'], metric: 'count' },
      { fetchChartData: hanging },
    );
    expect(screen.getByText('Your chart is ready to go!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(status()).toBe('loading'));
    expect(screen.getByTestId('chart-loading')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(status()).toBe('stopped'));
    expect(screen.getByRole('alert').textContent).toBe('Updating chart was stopped');
    expect(screen.getByRole('button', { name: 'Run' })).toBeTruthy();
    expect(store.getState().chart.chartAlert).toBe('Updating chart was stopped');
  });

  it('goes from loading to success to rendered and draws the chart', async () => {
    const fetchChartData = vi.fn(async () => [dataResult([{ count: 4242 }])]);
    setup({ viz_type: 'big_number_total', metrics: ['count'], metric: 'count' }, { fetchChartData });
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(status()).toBe('rendered'));
    expect(fetchChartData).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('big-number-header').textContent).toContain('4.24k');
  });

  it('shows a failed query with its error', async () => {
    setup(
      { viz_type: 'big_number_total', metrics: ['count'] },
      { fetchChartData: async () => [dataResult([], { status: 'failed', error: 'Binder Error: column x' })] },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(status()).toBe('failed'));
    expect(screen.getByRole('alert').textContent).toBe('Binder Error: column x');
  });

  it('cannot run while a control is invalid and lists what is missing', async () => {
    const store = setup({ viz_type: 'big_number_total' }, {});
    expect((screen.getByRole('button', { name: 'Run' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Add required control values to preview chart')).toBeTruthy();
    expect(screen.getByText('Metrics: cannot be empty')).toBeTruthy();
    await act(async () => undefined);
    expect(store.getState().chart.chartStatus).toBe('');
  });
});
