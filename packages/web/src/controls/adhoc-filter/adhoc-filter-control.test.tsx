import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { decodeRison, resolveTimeRange } from '@tessera/core';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type RecordedRequest } from '../../../test-support/mock-fetch';
import { FLIGHT_COLUMNS, testColumn, testDatasource } from '../../../test-support/controls/datasource-fixture';
import { inputByLabel, renderControl } from '../../../test-support/controls/render-control';
import type { ControlWidgetProps } from '../types';
import { AdhocFilterControl } from './adhoc-filter-control';

const NOW = new Date('2024-03-13T15:47:31Z');
const datasource = testDatasource({
  columns: [...FLIGHT_COLUMNS, testColumn('departure_time', { type: 'TIMESTAMP', type_generic: 2, is_dttm: true })],
});
const config = { type: 'DndFilterSelect', name: 'adhoc_filters', label: 'Filters' };

function Fast(props: ControlWidgetProps): ReactNode {
  return <AdhocFilterControl {...props} lookupDelayMs={0} />;
}

const queryOf = (request: RecordedRequest): string =>
  String(decodeRison(new URL(request.path, 'http://x').searchParams.get('q') ?? "''"));

const mockServer = () =>
  mockFetch({
    'GET /api/v1/datasource/table/3/column/origin/values/': () => json({ result: ['JFK', 'ORD', 'SFO', null] }),
    'GET /api/v1/time_range/': (request) => {
      const { since, until } = resolveTimeRange(queryOf(request), { now: NOW });
      return json({ result: [{ since: since ?? '', until: until ?? '', timeRange: queryOf(request), shift: null }] });
    },
  });

const popover = () => within(screen.getByTestId('filter-edit-popover'));
const saveButton = () => popover().getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const lastValue = (onChange: ReturnType<typeof vi.fn>): unknown => onChange.mock.lastCall?.[0];

const pasteInto = (input: HTMLElement, text: string) =>
  fireEvent.paste(input, { clipboardData: { getData: () => text } });

describe('AdhocFilterControl', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('Escape in the operator dropdown closes only the dropdown; a second Escape closes the editor', async () => {
    mockServer();
    renderControl(Fast, { config, value: [], datasource });
    fireEvent.click(screen.getByRole('button', { name: '+ Drop columns/metrics here or click' }));
    fireEvent.click(inputByLabel('Column'));
    fireEvent.click(screen.getByRole('option', { name: 'Origin airport' }));
    const operator = inputByLabel('Operator');
    fireEvent.click(operator);
    await waitFor(() => expect(operator.getAttribute('aria-expanded')).toBe('true'));
    expect(screen.getByRole('option', { name: 'Equal to (=)' })).toBeTruthy();

    fireEvent.keyDown(operator, { key: 'Escape' });
    await waitFor(() => expect(operator.getAttribute('aria-expanded')).toBe('false'));
    expect(screen.getByTestId('filter-edit-popover')).toBeTruthy();
    expect(inputByLabel('Column').value).toBe('Origin airport');

    fireEvent.keyDown(operator, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('filter-edit-popover')).toBeNull());
  });

  it('adds an IN filter from pasted values', async () => {
    const { requests } = mockServer();
    const { onChange } = renderControl(Fast, { config, value: [], datasource });
    fireEvent.click(screen.getByRole('button', { name: '+ Drop columns/metrics here or click' }));
    expect(saveButton().disabled).toBe(true);

    fireEvent.click(inputByLabel('Column'));
    fireEvent.click(screen.getByRole('option', { name: 'Origin airport' }));
    expect(inputByLabel('Operator').value).toBe('In');
    await waitFor(() => expect(requests.some((r) => r.path.includes('/column/origin/values/'))).toBe(true));
    expect(saveButton().disabled).toBe(true);

    pasteInto(inputByLabel('Filter values'), 'a,b, c');
    expect(popover().getByText('a')).toBeTruthy();
    expect(popover().getByText('c')).toBeTruthy();
    pasteInto(inputByLabel('Filter values'), 'c\nd\te');
    expect(popover().getByText('e')).toBeTruthy();
    expect(saveButton().disabled).toBe(false);
    fireEvent.click(saveButton());

    expect(lastValue(onChange)).toEqual([
      expect.objectContaining({
        expressionType: 'SIMPLE',
        clause: 'WHERE',
        subject: 'origin',
        operator: 'IN',
        operatorId: 'IN',
        comparator: ['a', 'b', 'c', 'd', 'e'],
        sqlExpression: null,
        isExtra: false,
        isNew: false,
        filterOptionName: expect.stringMatching(/^filter_/),
      }),
    ]);
    expect(screen.getByRole('button', { name: 'Edit origin IN (a, b, c, d, e)' })).toBeTruthy();
  });

  it('says when no column matches the search', () => {
    mockServer();
    renderControl(Fast, { config, value: [], datasource });
    fireEvent.click(screen.getByRole('button', { name: '+ Drop columns/metrics here or click' }));
    const column = inputByLabel('Column');
    fireEvent.click(column);
    column.focus();
    fireEvent.change(column, { target: { value: 'zzz' } });
    expect(screen.getByText('No such column found. To filter on a metric, try the Custom SQL tab.')).toBeTruthy();
  });

  it('switches a filter to Custom SQL', () => {
    mockServer();
    const value = [
      { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'origin', operator: 'IN', comparator: ['ORD', 'JFK'] },
    ];
    const { onChange } = renderControl(Fast, { config, value, datasource });
    fireEvent.click(screen.getByRole('button', { name: 'Edit origin IN (ORD, JFK)' }));
    fireEvent.click(popover().getByRole('tab', { name: 'Custom SQL' }));
    const sql = popover().getByRole('textbox', { name: 'Custom SQL' }) as HTMLTextAreaElement;
    expect(sql.value).toBe("origin IN ('ORD', 'JFK')");
    expect(saveButton().disabled).toBe(true);

    fireEvent.change(sql, { target: { value: "origin IN ('ORD', 'JFK') AND delay > 15" } });
    fireEvent.click(saveButton());
    expect(lastValue(onChange)).toEqual([
      expect.objectContaining({
        expressionType: 'SQL',
        clause: 'WHERE',
        sqlExpression: "origin IN ('ORD', 'JFK') AND delay > 15",
      }),
    ]);
    expect(screen.getByRole('button', { name: "Edit origin IN ('ORD', 'JFK') AND delay > 15" })).toBeTruthy();
  });

  it('edits a time range filter to Last week and shows the actual range', async () => {
    mockServer();
    const value = [
      {
        expressionType: 'SIMPLE',
        clause: 'WHERE',
        subject: 'departure_time',
        operator: 'TEMPORAL_RANGE',
        comparator: 'No filter',
      },
    ];
    const { onChange } = renderControl(Fast, { config, value, datasource });
    fireEvent.click(screen.getByRole('button', { name: 'Edit departure_time (No filter)' }));
    expect(inputByLabel('Operator').value).toBe('Time range');
    fireEvent.click(popover().getByRole('button', { name: 'Time range: No filter' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Last' }));
    expect((screen.getByRole('radio', { name: 'Last week' }) as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByText('2024-03-06 ≤ departure_time < 2024-03-13')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'APPLY' }));
    expect(popover().getByRole('button', { name: 'Time range: Last week' })).toBeTruthy();

    fireEvent.click(saveButton());
    expect(lastValue(onChange)).toEqual([
      expect.objectContaining({ subject: 'departure_time', operatorId: 'TEMPORAL_RANGE', comparator: 'Last week' }),
    ]);
    expect(screen.getByRole('button', { name: 'Edit departure_time (Last week)' })).toBeTruthy();
  });

  it('clears the last time range, then refuses to remove it with a Warning', async () => {
    mockServer();
    const value = [
      {
        expressionType: 'SIMPLE',
        clause: 'WHERE',
        subject: 'departure_time',
        operator: 'TEMPORAL_RANGE',
        comparator: 'Last week',
      },
    ];
    const { onChange } = renderControl(Fast, { config, value, datasource });
    fireEvent.click(screen.getByRole('button', { name: 'Remove departure_time (Last week)' }));
    expect(lastValue(onChange)).toEqual([expect.objectContaining({ comparator: 'No filter' })]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove departure_time (No filter)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Warning')).toBeTruthy();
    expect(
      within(dialog).getByText(
        "You cannot delete the last temporal filter as it's used for time range filters in dashboards.",
      ),
    ).toBeTruthy();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('marks filters on columns the dataset lacks and filters inherited from the dashboard', () => {
    mockServer();
    const value = [
      { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'gone', operator: '==', comparator: 'x' },
      {
        expressionType: 'SIMPLE',
        clause: 'WHERE',
        subject: 'origin',
        operator: '==',
        comparator: 'JFK',
        isExtra: true,
      },
    ];
    renderControl(Fast, { config, value, datasource });
    expect(screen.getByRole('img', { name: 'This column might be incompatible with current dataset' })).toBeTruthy();
    expect(
      screen.getByRole('img', {
        name: "This filter was inherited from the dashboard's context. It won't be saved when saving the chart.",
      }),
    ).toBeTruthy();
  });
});
