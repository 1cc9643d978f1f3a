import type { ChartDataResult, FilterDataMask, NativeFilterConfig, QueryContextInput } from '@tessera/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../../../test-support/features/dataset-editor/render';
import { dataResult } from '../../../../../../test-support/features/explore/fixtures';
import type { FilterPluginProps } from '../types';
import { SelectFilter } from './select-filter';

const filter = (
  controlValues: Record<string, unknown>,
  extra: Partial<NativeFilterConfig> = {},
): NativeFilterConfig => ({
  id: 'NATIVE_FILTER-dest',
  type: 'NATIVE_FILTER',
  filterType: 'filter_select',
  name: 'Destination',
  targets: [{ datasetId: 7, column: { name: 'destination' } }],
  controlValues,
  ...extra,
});

/** A loader answering the column's options, recording each query it ran. */
const loader = (values: string[]) => {
  const queries: QueryContextInput[] = [];
  const load = vi.fn(async (qc: QueryContextInput): Promise<ChartDataResult[]> => {
    queries.push(qc);
    return [dataResult(values.map((destination) => ({ destination, count: 1 })))];
  });
  return { load, queries };
};

const props = (over: Partial<FilterPluginProps>): FilterPluginProps => ({
  filter: filter({}),
  filterState: undefined,
  dataset: undefined,
  parentMasks: {},
  loadData: loader([]).load,
  onChange: vi.fn(),
  inputId: 'dest',
  ...over,
});

afterEach(cleanup);

/** The select's input, by the id the bar's label points at. */
const input = (): HTMLElement => {
  const el = document.getElementById('dest');
  if (el === null) throw new Error('no filter input');
  return el;
};

describe('SelectFilter', () => {
  it('selects its first option by default once the options load, as an applied value', async () => {
    const onFirstValue = vi.fn<(mask: FilterDataMask) => void>();
    renderWithProviders(
      <SelectFilter
        {...props({
          filter: filter({ defaultToFirstItem: true }),
          loadData: loader(['SEA', 'LAX']).load,
          onFirstValue,
        })}
      />,
    );
    await waitFor(() => expect(onFirstValue).toHaveBeenCalledTimes(1));
    expect(onFirstValue.mock.calls[0]?.[0].extraFormData).toEqual({
      filters: [{ col: 'destination', op: 'IN', val: ['SEA'] }],
    });
  });

  it("drops a cascading child's value its parents' selection no longer offers", async () => {
    const onChange = vi.fn<(mask: FilterDataMask) => void>();
    renderWithProviders(
      <SelectFilter
        {...props({
          filter: filter({}, { cascadeParentIds: ['NATIVE_FILTER-origin'] }),
          filterState: { value: ['SEA', 'JFK'] },
          loadData: loader(['SEA', 'LAX']).load,
          onChange,
        })}
      />,
    );
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls[0]?.[0].filterState.value).toEqual(['SEA']);
  });

  it('searches the server past the loaded options, debounced, with the typed term', async () => {
    const { load, queries } = loader(['SEA']);
    renderWithProviders(<SelectFilter {...props({ filter: filter({ searchAllOptions: true }), loadData: load })} />);
    await waitFor(() => expect(queries).toHaveLength(1));
    // Typed by the user: Mantine takes a change of the focused input as search text.
    input().focus();
    fireEvent.change(input(), { target: { value: 'O%' } });
    // Debounced: nothing is asked while the user may still be typing.
    expect(queries).toHaveLength(1);
    await waitFor(() => expect(queries).toHaveLength(2), { timeout: 2000 });
    expect(queries[1]?.queries[0]?.filters).toContainEqual({ col: 'destination', op: 'ILIKE', val: '%O%%' });
  });

  it('picks a value and emits the IN filter; an inverse selection emits NOT IN', async () => {
    const onChange = vi.fn<(mask: FilterDataMask) => void>();
    renderWithProviders(
      <SelectFilter
        {...props({ filter: filter({ inverseSelection: true }), loadData: loader(['SEA', 'LAX']).load, onChange })}
      />,
    );
    fireEvent.click(input());
    fireEvent.click(await screen.findByRole('option', { name: 'LAX' }));
    expect(onChange.mock.calls.at(-1)?.[0].extraFormData).toEqual({
      filters: [{ col: 'destination', op: 'NOT IN', val: ['LAX'] }],
    });
  });
});
