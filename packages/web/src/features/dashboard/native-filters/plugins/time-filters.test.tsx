import type { DashboardDataset, FilterDataMask, NativeFilterConfig } from '@tessera/core';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../../test-support/features/dataset-editor/render';
import { makeDatasource } from '../../../../../test-support/features/explore/fixtures';
import { TimeColumnFilter } from './timecolumn/time-column-filter';
import { TimeGrainFilter } from './timegrain/time-grain-filter';
import type { FilterPluginProps } from './types';

/** The explore tests' flights dataset as the dashboard's datasets answer gives it. */
const dataset: DashboardDataset = {
  ...makeDatasource({
    time_grain_sqla: [
      ['P1D', 'Day'],
      ['P1M', 'Month'],
    ],
  }),
  column_names: ['origin', 'destination', 'delay', 'departure_time'],
  column_types: [1, 1, 0, 2],
};

const filter = (filterType: string): NativeFilterConfig => ({
  id: `NATIVE_FILTER-${filterType}`,
  type: 'NATIVE_FILTER',
  filterType,
  name: filterType,
  targets: [{ datasetId: 7 }],
});

const props = (filterType: string, onChange: (mask: FilterDataMask) => void): FilterPluginProps => ({
  filter: filter(filterType),
  filterState: undefined,
  dataset,
  parentMasks: {},
  loadData: vi.fn(),
  onChange,
  inputId: 'pick',
});

const pick = async (name: string) => {
  const input = document.getElementById('pick');
  if (input === null) throw new Error('no input');
  fireEvent.click(input);
  fireEvent.click(await screen.findByRole('option', { name }));
};

afterEach(cleanup);

describe('time grain and time column filters', () => {
  it("offer the dataset's grains and set time_grain_sqla with the grain's name as label", async () => {
    const onChange = vi.fn<(mask: FilterDataMask) => void>();
    renderWithProviders(<TimeGrainFilter {...props('filter_timegrain', onChange)} />);
    await pick('Month');
    expect(onChange).toHaveBeenCalledWith({
      extraFormData: { time_grain_sqla: 'P1M' },
      filterState: { value: ['P1M'], label: 'Month' },
    });
  });

  it("offer the dataset's temporal columns only and set granularity_sqla", async () => {
    const onChange = vi.fn<(mask: FilterDataMask) => void>();
    renderWithProviders(<TimeColumnFilter {...props('filter_timecolumn', onChange)} />);
    fireEvent.click(document.getElementById('pick') ?? document.body);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['departure_time']);
    fireEvent.click(screen.getByRole('option', { name: 'departure_time' }));
    expect(onChange.mock.calls[0]?.[0].extraFormData).toEqual({ granularity_sqla: 'departure_time' });
  });
});
