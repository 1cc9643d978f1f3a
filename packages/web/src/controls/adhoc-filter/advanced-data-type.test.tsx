import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { decodeRison } from '@tessera/core';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type MockHandler, type RecordedRequest } from '../../../test-support/mock-fetch';
import { FLIGHT_COLUMNS, testColumn, testDatasource } from '../../../test-support/controls/datasource-fixture';
import { inputByLabel, renderControl } from '../../../test-support/controls/render-control';
import type { ControlWidgetProps } from '../types';
import { AdhocFilterControl } from './adhoc-filter-control';
import { advancedTypePath, comparatorValues, readAdvancedTypeAnswer } from './use-advanced-data-type';

const datasource = testDatasource({
  columns: [...FLIGHT_COLUMNS, testColumn('ip', { advanced_data_type: 'internet_address' })],
});
const config = { type: 'DndFilterSelect', name: 'adhoc_filters', label: 'Filters' };
const CONVERT = 'GET /api/v1/advanced_data_type/convert';

function Fast(props: ControlWidgetProps): ReactNode {
  return <AdhocFilterControl {...props} lookupDelayMs={0} />;
}

const converted = (extra: Record<string, unknown> = {}) =>
  json({
    result: {
      display_value: '10.0.0.0 - 10.0.0.255',
      valid_filter_operators: ['EQUALS', 'IN', 'NOT_IN', 'LATEST_PARTITION'],
      error_message: '',
      values: [[167772160, 167772415]],
      ...extra,
    },
  });

const popover = () => within(screen.getByTestId('filter-edit-popover'));
const saveButton = () => popover().getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const convertQueries = (requests: RecordedRequest[]): unknown[] =>
  requests
    .filter((r) => r.path.startsWith('/api/v1/advanced_data_type/convert'))
    .map((r) => decodeRison(new URL(r.path, 'http://x').searchParams.get('q') ?? ''));

/** A new filter on the advanced-typed column `ip`, its IN value set to `value`. */
const filterOnIp = async (convert: MockHandler, value: string) => {
  const mock = mockFetch({
    'GET /api/v1/datasource/table/3/column/ip/values/': () => json({ result: [] }),
    [CONVERT]: convert,
  });
  const rendered = renderControl(Fast, { config, value: [], datasource });
  fireEvent.click(screen.getByRole('button', { name: '+ Drop columns/metrics here or click' }));
  // The popover's fields are waited for, not assumed at once: in CI's file order (one module graph
  // per worker) the first render of the popover came after the click's task.
  fireEvent.click(await waitFor(() => inputByLabel('Column')));
  fireEvent.click(await screen.findByRole('option', { name: 'ip' }));
  fireEvent.paste(await waitFor(() => inputByLabel('Filter values')), { clipboardData: { getData: () => value } });
  return { ...mock, ...rendered };
};

describe('adhoc filter on an advanced data type', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('converts the values through the server, shows the reading and offers only the allowed operators', async () => {
    const { requests, onChange } = await filterOnIp(() => converted(), '10.0.0.0/24');
    expect(await popover().findByText('10.0.0.0 - 10.0.0.255')).toBeTruthy();
    expect(convertQueries(requests).at(-1)).toEqual({ type: 'internet_address', values: ['10.0.0.0/24'] });
    expect(popover().queryByRole('alert')).toBeNull();
    expect(saveButton().disabled).toBe(false);

    fireEvent.click(inputByLabel('Operator'));
    expect(
      screen
        .getAllByRole('option')
        .map((o) => o.textContent)
        .filter((text) => text !== 'ip'),
    ).toEqual(['Equal to (=)', 'In', 'Not in']);
    fireEvent.click(saveButton());
    expect(onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ subject: 'ip', operatorId: 'IN', comparator: ['10.0.0.0/24'] }),
    ]);
  });

  it("shows the server's error_message and refuses to save", async () => {
    await filterOnIp(
      () => converted({ display_value: '', error_message: "'10.0.0.999' is not a valid IP" }),
      '10.0.0.999',
    );
    expect(await popover().findByRole('alert')).toHaveProperty('textContent', "'10.0.0.999' is not a valid IP");
    expect(saveButton().disabled).toBe(true);
  });

  it("says 'Failed to retrieve advanced type' when the conversion request fails, and refuses to save", async () => {
    await filterOnIp(() => json({ message: 'boom' }, 500), '10.0.0.0/24');
    const alert = await popover().findByRole('alert');
    expect(alert.textContent).toBe('Failed to retrieve advanced type');
    expect(saveButton().disabled).toBe(true);
  });

  it('treats a server without advanced-type support (404) as a plain filter that can be saved', async () => {
    await filterOnIp(() => json({ message: 'Not found' }, 404), '10.0.0.0/24');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(popover().queryByRole('alert')).toBeNull();
    expect(saveButton().disabled).toBe(false);
  });

  it('asks nothing before a value is typed, and shows no error for the column just picked', async () => {
    const { requests } = mockFetch({
      'GET /api/v1/datasource/table/3/column/ip/values/': () => json({ result: [] }),
      [CONVERT]: () => json({ message: 'values: Array must contain at least 1 element(s)' }, 400),
    });
    renderControl(Fast, { config, value: [], datasource });
    fireEvent.click(screen.getByRole('button', { name: '+ Drop columns/metrics here or click' }));
    fireEvent.click(inputByLabel('Column'));
    fireEvent.click(screen.getByRole('option', { name: 'ip' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(convertQueries(requests)).toEqual([]);
    expect(popover().queryByRole('alert')).toBeNull();
  });

  it('asks nothing for columns without an advanced type', async () => {
    const { requests } = mockFetch({
      'GET /api/v1/datasource/table/3/column/origin/values/': () => json({ result: [] }),
    });
    renderControl(Fast, { config, value: [], datasource });
    fireEvent.click(screen.getByRole('button', { name: '+ Drop columns/metrics here or click' }));
    fireEvent.click(inputByLabel('Column'));
    fireEvent.click(screen.getByRole('option', { name: 'Origin airport' }));
    fireEvent.paste(inputByLabel('Filter values'), { clipboardData: { getData: () => 'JFK' } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    expect(convertQueries(requests)).toEqual([]);
  });
});

describe('advanced data type helpers', () => {
  it('builds the convert path and reads the answer', () => {
    expect(advancedTypePath('port', [80])).toBe('/api/v1/advanced_data_type/convert?q=(type:port,values:!(80))');
    expect(comparatorValues(null)).toEqual([]);
    expect(comparatorValues('a')).toEqual(['a']);
    expect(
      readAdvancedTypeAnswer({ result: { display_value: '80', valid_filter_operators: ['IN', 'BOGUS'] } }),
    ).toEqual({ displayValue: '80', operators: ['IN'], errorMessage: '' });
    expect(readAdvancedTypeAnswer(null)).toEqual({ displayValue: '', operators: [], errorMessage: '' });
  });
});
