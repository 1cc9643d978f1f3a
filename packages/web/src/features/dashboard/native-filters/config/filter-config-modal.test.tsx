import { parseLayout, type NativeFilterConfig } from '@tessera/core';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../../../test-support/providers';
import exported from '../../../../../../core/test-support/superset-dashboard.json';
import { testDatasource } from '../../../../../test-support/controls/datasource-fixture';
import { json, mockFetch } from '../../../../../test-support/mock-fetch';
import { testQueryClient } from '../../../../../test-support/render';
import { FILTER_REMOVAL_UNDO_MS, FilterConfigModal } from './filter-config-modal';

const layout = parseLayout(exported.position);
const chartIds = Array.from({ length: 12 }, (_, i) => 101 + i);
const saved: NativeFilterConfig = {
  id: 'NATIVE_FILTER-saved',
  type: 'NATIVE_FILTER',
  name: 'Origin',
  filterType: 'filter_select',
  targets: [{ datasetId: 3, column: { name: 'origin' } }],
  scope: { rootPath: ['ROOT_ID'], excluded: [] },
  cascadeParentIds: [],
};

const open = (onSave = vi.fn(() => Promise.resolve())) => {
  mockFetch({
    'GET /api/v1/dataset/': () => json({ count: 1, result: [{ id: 3, table_name: 'flights' }] }),
    'GET /datasource/get/table/3/': () => json(testDatasource()),
  });
  let n = 0;
  const onClose = vi.fn();
  render(
    <Providers queryClient={testQueryClient()} env="test">
      <FilterConfigModal
        initial={[saved]}
        layout={layout}
        chartIds={chartIds}
        chartName={(id) => `Chart ${id}`}
        newId={(kind) => `${kind === 'filter' ? 'NATIVE_FILTER' : 'NATIVE_FILTER_DIVIDER'}-new${(n += 1)}`}
        onSave={onSave}
        onClose={onClose}
        renderDefaultValue={() => <span data-testid="default-value" />}
      />
    </Providers>,
  );
  return { onSave, onClose };
};

const pick = async (testId: string, option: string) => {
  fireEvent.click(screen.getByTestId(testId));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('FilterConfigModal', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens the first invalid filter on save and says what is missing', async () => {
    const { onSave } = open();
    // The modal's focus trap moves the focus in once, just after opening; a user is slower than that.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    fireEvent.click(screen.getByTestId('add-filter'));
    fireEvent.click(
      screen.getByTestId('filter-config-item-NATIVE_FILTER-saved').querySelector('button:not([aria-label])') as Element,
    );
    fireEvent.click(screen.getByTestId('filter-config-save'));
    const form = await screen.findByTestId('filter-form-NATIVE_FILTER-new1');
    expect(within(form).getByText('Name is required')).toBeTruthy();
    expect(within(form).getByText('Dataset is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('filter-name-input')));
    expect(screen.getByTestId('filter-config-item-NATIVE_FILTER-new1').getAttribute('data-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a new value filter on a dataset column after the saved one, in Superset shape', async () => {
    const { onSave, onClose } = open();
    fireEvent.click(screen.getByTestId('add-filter'));
    fireEvent.change(screen.getByTestId('filter-name-input'), { target: { value: ' Destination ' } });
    await pick('filter-dataset-select', 'flights');
    await waitFor(() => expect((screen.getByTestId('filter-column-select') as HTMLInputElement).disabled).toBe(false));
    await pick('filter-column-select', 'destination');
    fireEvent.click(screen.getByTestId('filter-config-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const [configuration] = onSave.mock.calls[0] as unknown as [Record<string, unknown>[]];
    expect(configuration.map((c) => c['id'])).toEqual(['NATIVE_FILTER-saved', 'NATIVE_FILTER-new1']);
    expect(configuration[1]).toMatchObject({
      type: 'NATIVE_FILTER',
      name: 'Destination',
      filterType: 'filter_select',
      targets: [{ datasetId: 3, column: { name: 'destination' } }],
      scope: { rootPath: ['ROOT_ID'], excluded: [] },
      chartsInScope: chartIds,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('keeps the modal open with the edits when saving fails', async () => {
    const { onClose } = open(vi.fn(() => Promise.reject(new Error('boom'))));
    fireEvent.click(screen.getByTestId('filter-config-save'));
    await waitFor(() => expect((screen.getByTestId('filter-config-save') as HTMLButtonElement).disabled).toBe(false));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('filter-config-item-NATIVE_FILTER-saved')).toBeTruthy();
  });

  it('removes a filter after the undo window unless restored', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { onSave } = open();
    fireEvent.click(screen.getByLabelText('Delete Origin'));
    fireEvent.click(screen.getByTestId('restore-filter'));
    fireEvent.click(screen.getByLabelText('Delete Origin'));
    act(() => {
      vi.advanceTimersByTime(FILTER_REMOVAL_UNDO_MS + 10);
    });
    expect(screen.queryByTestId('filter-config-item-NATIVE_FILTER-saved')).toBeNull();
    fireEvent.click(screen.getByTestId('filter-config-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith([]));
  });

  it('gives new filters and dividers core ids', () => {
    mockFetch({ 'GET /api/v1/dataset/': () => json({ count: 0, result: [] }) });
    render(
      <Providers queryClient={testQueryClient()} env="test">
        <FilterConfigModal
          initial={[]}
          layout={layout}
          chartIds={chartIds}
          chartName={String}
          onSave={() => Promise.resolve()}
          onClose={() => undefined}
          renderDefaultValue={() => null}
        />
      </Providers>,
    );
    fireEvent.click(screen.getByTestId('add-filter'));
    fireEvent.click(screen.getByTestId('add-divider'));
    const ids = screen.getAllByTestId(/^filter-config-item-/).map((el) => el.getAttribute('data-testid') ?? '');
    expect(ids[0]).toMatch(/^filter-config-item-NATIVE_FILTER-[\w-]{21}$/);
    expect(ids[1]).toMatch(/^filter-config-item-NATIVE_FILTER_DIVIDER-[\w-]{21}$/);
  });

  it('reorders with Alt+arrow keys', () => {
    open();
    fireEvent.click(screen.getByTestId('add-divider'));
    const divider = screen.getByTestId('filter-config-item-NATIVE_FILTER_DIVIDER-new1');
    fireEvent.keyDown(divider.querySelector('button:not([aria-label])') as Element, { key: 'ArrowUp', altKey: true });
    const ids = within(screen.getByTestId('filter-config-list'))
      .getAllByTestId(/^filter-config-item-/)
      .map((el) => el.getAttribute('data-testid'));
    expect(ids).toEqual(['filter-config-item-NATIVE_FILTER_DIVIDER-new1', 'filter-config-item-NATIVE_FILTER-saved']);
  });
});
