import type { MeRoles } from '@tessera/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../../../api/client';
import type { ExploreDatasource } from '../../../../controls/types';
import { json, mockFetch, type MockHandler } from '../../../../../test-support/mock-fetch';
import { datasetDetail, datasetRow } from '../../../../../test-support/features/dataset-editor/fixtures';
import { hydrateExplore } from '../../state/hydrate';
import { createExploreStore } from '../../state/store';
import { parseExploreUrl } from '../../state/url-params';
import {
  column,
  exploreResult,
  makeDatasource,
  metric,
  testPanel,
} from '../../../../../test-support/features/explore/fixtures';
import { renderExplore, user } from '../../../../../test-support/features/explore/render';
import { fakeServices } from '../../../../../test-support/features/explore/services';
import { DatasetPane } from './dataset-pane';

const ADA = { id: 1, first_name: 'Ada', last_name: 'Lovelace', username: 'ada' };
const CSRF: Record<string, MockHandler> = { 'GET /api/v1/security/csrf_token/': () => json({ result: 'token' }) };

const setup = (dataset: ExploreDatasource | null, me: MeRoles = user(1)) => {
  const hydrated = hydrateExplore(
    exploreResult({ dataset, form_data: { viz_type: 'bar', metrics: ['count'], groupby: ['origin'] } }),
    parseExploreUrl(new URLSearchParams('')),
    testPanel,
  );
  const store = createExploreStore(fakeServices(), hydrated);
  renderExplore(<DatasetPane />, { store, me });
  return store;
};

const openMenuItem = async (name: string) => {
  fireEvent.click(screen.getByRole('button', { name: 'Dataset menu' }));
  fireEvent.click(await screen.findByRole('menuitem', { name }));
};

const metricsList = () => screen.getByRole('list', { name: 'Metrics' });

describe('dataset pane', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    clearCsrfToken();
  });

  it("lets an owner edit the dataset, and explore takes the saved dataset's metrics and columns", async () => {
    const saved = makeDatasource({
      owners: [ADA],
      metrics: [metric('count', { verbose_name: 'Number of flights' })],
      columns: [column('destination')],
    });
    const { requests } = mockFetch({
      ...CSRF,
      'GET /api/v1/dataset/7': () => json({ id: 7, result: datasetDetail() }),
      'PUT /api/v1/dataset/7': () => json({ id: 7, result: datasetDetail() }),
      'GET /datasource/get/table/7/': () => json(saved),
    });
    const store = setup(makeDatasource({ owners: [ADA] }));
    await openMenuItem('Edit dataset');

    const dialog = await screen.findByRole('dialog', { name: 'Edit Dataset flights' });
    fireEvent.click(within(dialog).getByRole('tab', { name: /Metrics/ }));
    const first = within(dialog).getAllByTestId('metric-row')[0] as HTMLElement;
    fireEvent.change(within(first).getByLabelText('Label'), { target: { value: 'Number of flights' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));

    expect(await screen.findByText('The dataset has been saved')).toBeTruthy();
    await waitFor(() => expect(within(metricsList()).getByText('Number of flights')).toBeTruthy());
    expect(requests.some((r) => r.method === 'PUT' && r.path.startsWith('/api/v1/dataset/7'))).toBe(true);
    expect(store.getState().explore.datasource?.metrics[0]?.verbose_name).toBe('Number of flights');
    // 'origin' is gone from the saved dataset, so the chart no longer groups by it.
    expect(store.getState().explore.formData).toMatchObject({ metrics: ['count'], groupby: [] });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Dataset flights' })).toBeNull());
  });

  it('swaps the dataset through the swap modal and points the chart at it', async () => {
    const weather = makeDatasource({
      id: 5,
      uid: '5__table',
      table_name: 'weather',
      name: 'main.weather',
      main_dttm_col: 'date',
      columns: [column('date', { is_dttm: true, type: 'TIMESTAMP', type_generic: 2 }), column('city')],
      metrics: [metric('max_temp')],
    });
    mockFetch({
      'GET /api/v1/dataset/': () =>
        json({ result: [datasetRow(5, 'weather'), datasetRow(7, 'flights')], count: 2, ids: [5, 7] }),
      'GET /datasource/get/table/5/': () => json(weather),
    });
    const store = setup(makeDatasource());
    await openMenuItem('Swap dataset');

    const dialog = await screen.findByRole('dialog', { name: 'Swap dataset' });
    await within(dialog).findByText('weather');
    const row = within(dialog)
      .getAllByTestId('swap-dataset-row')
      .find((r) => within(r).queryByText('weather') !== null);
    fireEvent.click(row as HTMLElement);
    fireEvent.click(await screen.findByRole('button', { name: 'Proceed' }));

    expect(await screen.findByText('Successfully changed dataset!')).toBeTruthy();
    const state = store.getState().explore;
    expect(state.datasource?.id).toBe(5);
    expect(state.formData).toMatchObject({ datasource: '5__table', metrics: [], groupby: [] });
    expect(state.validationErrors).toEqual({ metrics: ['cannot be empty'] });
    expect(screen.getByTestId('dataset-title').textContent).toBe('weather');
    expect(within(metricsList()).getByText('max_temp')).toBeTruthy();
  });

  it('opens the swap modal from the missing-dataset state', async () => {
    mockFetch({ 'GET /api/v1/dataset/': () => json({ result: [datasetRow(5, 'weather')], count: 1, ids: [5] }) });
    setup(null);
    expect(screen.getByText('The dataset linked to this chart may have been deleted.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Swap dataset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Swap dataset' });
    expect(await within(dialog).findByText('weather')).toBeTruthy();
  });

  it('previews a query datasource and saves it as a dataset that explore then uses', async () => {
    const query = Object.assign(
      makeDatasource({ kind: 'virtual', table_name: 'Untitled Query 1', sql: 'select origin from flights' }),
      { type: 'query' },
    );
    const created = datasetDetail({ id: 30, table_name: 'Untitled Dataset', kind: 'virtual' });
    const { requests } = mockFetch({
      ...CSRF,
      'POST /api/v1/dataset/': () => json({ id: 30, result: created }, 201),
      'GET /datasource/get/table/30/': () =>
        json(makeDatasource({ id: 30, table_name: 'Untitled Dataset', kind: 'virtual' })),
    });
    const store = setup(query, user(1, { Admin: [] }));

    await openMenuItem('Query preview');
    const preview = await screen.findByRole('dialog', { name: 'Query preview' });
    expect(within(preview).getByTestId('query-preview-sql').textContent).toMatch(/SELECT\s+origin\s+FROM\s+flights/);
    expect(within(preview).getByRole('button', { name: 'View in SQL Lab' })).toBeTruthy();
    fireEvent.keyDown(preview, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Query preview' })).toBeNull());

    await openMenuItem('Save as dataset');
    const dialog = await screen.findByRole('dialog', { name: 'Save or Overwrite Dataset' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(store.getState().explore.datasource?.id).toBe(30));
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      database: 1,
      schema: 'main',
      sql: 'select origin from flights',
      table_name: 'Untitled Dataset',
    });
    expect(store.getState().explore.formData.datasource).toBe('30__table');
  });
});
