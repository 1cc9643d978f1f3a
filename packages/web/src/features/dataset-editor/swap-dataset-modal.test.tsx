import { decodeRison } from '@tessera/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type RecordedRequest } from '../../../test-support/mock-fetch';
import { SwapDatasetModal } from './swap-dataset-modal';
import { datasetRow, legacyDatasource } from '../../../test-support/features/dataset-editor/fixtures';
import { renderWithProviders, risonParam } from '../../../test-support/features/dataset-editor/render';

const owners = [1, 2, 3, 4, 5, 6].map((id) => ({ id, first_name: `User${id}`, last_name: 'X' }));
const rows = [
  datasetRow(5, 'weather', { kind: 'virtual', owners }),
  datasetRow(7, 'flights'),
  datasetRow(9, 'wealth', { schema: 'finance', database: { id: 2, database_name: 'warehouse', backend: 'pg' } }),
];

interface ListQ {
  filters: { col: string; opr: string; value: string }[];
  order_column: string;
  order_direction: string;
}

const listHandler = (request: RecordedRequest) => {
  const q = decodeRison(risonParam(request.path)) as ListQ;
  const text = q.filters[0]?.value ?? '';
  const result = rows.filter((row) => row.table_name.includes(text));
  return json({ result, count: result.length });
};

const listQueries = (requests: RecordedRequest[]): ListQ[] =>
  requests
    .filter((r) => r.method === 'GET' && r.path.startsWith('/api/v1/dataset/?'))
    .map((r) => decodeRison(risonParam(r.path)) as ListQ);

describe('SwapDatasetModal', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('searches on the server, confirms the choice and hands the new datasource over', async () => {
    const datasource = legacyDatasource(5, 'weather');
    const { requests } = mockFetch({
      'GET /api/v1/dataset/': listHandler,
      'GET /datasource/get/table/5/': () => json(datasource),
    });
    const onSwapped = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(<SwapDatasetModal opened currentDatasetId={7} onClose={onClose} onSwapped={onSwapped} />);

    expect(await screen.findByText('flights')).toBeTruthy();
    expect(screen.getByText('Swap dataset')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Search datasets')));

    fireEvent.change(screen.getByLabelText('Search datasets'), { target: { value: 'wea' } });
    await waitFor(() => expect(screen.queryByText('flights')).toBeNull());
    expect(listQueries(requests).at(-1)).toMatchObject({
      filters: [{ col: 'table_name', opr: 'ct', value: 'wea' }],
      order_column: 'table_name',
      order_direction: 'asc',
    });

    const weather = screen.getAllByTestId('swap-dataset-row')[0] as HTMLElement;
    expect(within(weather).getByText('Virtual')).toBeTruthy();
    expect(
      within(weather)
        .getAllByRole('img')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['User1 X', 'User2 X', 'User3 X', 'User4 X', 'User5 X, User6 X']);
    expect(within(weather).getByText('+2')).toBeTruthy();
    fireEvent.click(weather);

    expect(
      await screen.findByText(
        'Changing the dataset may break the chart if the chart relies on columns or metadata that does not exist in the target dataset',
      ),
    ).toBeTruthy();
    expect(onSwapped).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));

    await waitFor(() => expect(onSwapped).toHaveBeenCalledWith(datasource));
    expect(await screen.findByText('Successfully changed dataset!')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('sorts on the server and goes back to the list on Cancel', async () => {
    const { requests } = mockFetch({ 'GET /api/v1/dataset/': listHandler });
    renderWithProviders(<SwapDatasetModal opened currentDatasetId={null} onClose={vi.fn()} onSwapped={vi.fn()} />);
    await screen.findByText('flights');

    fireEvent.click(screen.getByRole('button', { name: /Connection/ }));
    await waitFor(() => expect(listQueries(requests).at(-1)).toMatchObject({ order_column: 'database.database_name' }));
    fireEvent.click(screen.getByRole('button', { name: /Connection/ }));
    await waitFor(() => expect(listQueries(requests).at(-1)).toMatchObject({ order_direction: 'desc' }));

    fireEvent.click(screen.getByText('wealth'));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByLabelText('Search datasets')).toBeTruthy();
  });

  it('shows a failed swap as a danger toast and stays open', async () => {
    mockFetch({
      'GET /api/v1/dataset/': listHandler,
      'GET /datasource/get/table/9/': () => json({ message: 'You do not have access to this dataset' }, 403),
    });
    const onSwapped = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(<SwapDatasetModal opened currentDatasetId={7} onClose={onClose} onSwapped={onSwapped} />);
    fireEvent.click(await screen.findByText('wealth'));
    fireEvent.click(await screen.findByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('You do not have access to this dataset')).toBeTruthy();
    expect(onSwapped).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('does not offer the current dataset', async () => {
    mockFetch({ 'GET /api/v1/dataset/': listHandler });
    renderWithProviders(<SwapDatasetModal opened currentDatasetId={7} onClose={vi.fn()} onSwapped={vi.fn()} />);
    fireEvent.click(await screen.findByText('flights'));
    expect(screen.queryByTestId('swap-confirm')).toBeNull();
  });
});
