import type { DatasetUpdate } from '@tessera/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test-support/mock-fetch';
import { EditDatasetModal } from './edit-dataset-modal';
import { datasetDetail, legacyDatasource } from '../../../test-support/features/dataset-editor/fixtures';
import { renderWithProviders } from '../../../test-support/features/dataset-editor/render';

const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const metricRows = () => screen.getAllByTestId('metric-row');

const open = async (detail = datasetDetail(), extraHandlers = {}) => {
  const datasource = legacyDatasource(7, 'flights');
  const mock = mockFetch({
    'GET /api/v1/dataset/7': () => json({ id: 7, result: detail }),
    'PUT /api/v1/dataset/7': () => json({ id: 7, result: detail }),
    'GET /datasource/get/table/7/': () => json(datasource),
    'GET /api/v1/security/csrf_token/': () => json({ result: 'token' }),
    ...extraHandlers,
  });
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(<EditDatasetModal opened datasetId={7} onClose={onClose} onSaved={onSaved} />);
  expect(await screen.findByText('Edit Dataset flights')).toBeTruthy();
  return { ...mock, onSaved, onClose, datasource };
};

describe('EditDatasetModal', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("saves a metric's new label through the confirm step", async () => {
    const { requests, onSaved, onClose, datasource } = await open();
    fireEvent.click(screen.getByRole('tab', { name: /Metrics/ }));
    const first = metricRows()[0] as HTMLElement;
    fireEvent.change(within(first).getByLabelText('Label'), { target: { value: 'Number of flights' } });
    fireEvent.click(saveButton());

    expect(await screen.findByText('Confirm save')).toBeTruthy();
    expect(
      screen.getByText(
        'The dataset configuration exposed here affects all the charts using this dataset. Be mindful that changing settings here may affect other charts in undesirable ways. Are you sure you want to save and apply changes?',
      ),
    ).toBeTruthy();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(datasource));
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/api/v1/dataset/7?override_columns=false');
    const body = put?.body as DatasetUpdate;
    expect(body.metrics?.[0]).toMatchObject({ id: 21, metric_name: 'count', verbose_name: 'Number of flights' });
    expect(body.metrics?.[1]).toMatchObject({ id: 22, verbose_name: null });
    expect(body.columns?.map((c) => c.column_name)).toEqual(['date', 'origin', 'late']);
    expect(await screen.findByText('The dataset has been saved')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('disables Save while a metric name is duplicated, and says so', async () => {
    await open();
    fireEvent.click(screen.getByRole('tab', { name: /Metrics/ }));
    expect(saveButton().disabled).toBe(false);
    const second = metricRows()[1] as HTMLElement;
    fireEvent.change(within(second).getByLabelText('Metric key'), { target: { value: 'count' } });
    expect(screen.getByText('Metric name [count] is duplicated')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(within(second).getByLabelText('Metric key'), { target: { value: 'count_2' } });
    expect(screen.queryByText('Metric name [count] is duplicated')).toBeNull();
    expect(saveButton().disabled).toBe(false);
  });

  it('adds a calculated column and needs its expression before saving', async () => {
    await open();
    fireEvent.click(screen.getByRole('tab', { name: /Calculated columns/ }));
    expect(screen.getAllByTestId('calculated-column-row')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    expect(screen.getByText('Calculated column [<new column>] requires an expression')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    const added = screen.getAllByTestId('calculated-column-row')[1] as HTMLElement;
    fireEvent.change(within(added).getByLabelText('SQL expression'), { target: { value: 'distance / 2' } });
    expect(saveButton().disabled).toBe(false);
  });

  it('does not save a dataset managed externally', async () => {
    await open(datasetDetail({ is_managed_externally: true }));
    expect(screen.getByText("This dataset is managed externally, and can't be edited in Superset")).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
  });

  it("shows the server's error in the modal", async () => {
    const { onSaved } = await open(datasetDetail(), {
      'PUT /api/v1/dataset/7': () => json({ message: "main_dttm_col: 'x' is not a temporal column" }, 422),
    });
    fireEvent.click(saveButton());
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    const alert = await screen.findByTestId('save-error');
    expect(within(alert).getByText('Error')).toBeTruthy();
    expect(within(alert).getByText("main_dttm_col: 'x' is not a temporal column")).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("falls back to 'An error has occurred' when the server gives no error text", async () => {
    const { onSaved } = await open(datasetDetail(), {
      'PUT /api/v1/dataset/7': () => json({ message: '' }, 500),
    });
    fireEvent.click(saveButton());
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    const alert = await screen.findByTestId('save-error');
    expect(within(alert).getByText('Error')).toBeTruthy();
    expect(within(alert).getByText('An error has occurred')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
