import { BOUNDS_DEBOUNCE_MS, type TimeTableColumn } from '@tessera/core';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderControl } from '../../../test-support/controls/render-control';
import { TimeSeriesColumnControl } from './time-series-column-control';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const config = { type: 'TimeSeriesColumnControl', name: 'column_collection', label: 'Time series columns' };
const last = (onChange: { mock: { calls: unknown[][] } }): TimeTableColumn[] =>
  onChange.mock.calls.at(-1)?.[0] as TimeTableColumn[];

describe('TimeSeriesColumnControl (spec 02 time-series column popover)', () => {
  it('adds a column with Superset’s defaults and edits its label and type', () => {
    const { onChange } = renderControl(TimeSeriesColumnControl, { config, value: [] });
    fireEvent.click(screen.getByRole('button', { name: '+ Add a time series column' }));
    expect(last(onChange)[0]).toMatchObject({
      colType: 'time',
      timeLag: 0,
      comparisonType: 'value',
      bounds: [null, null],
    });
    const popover = screen.getByTestId('time-series-column-popover');
    fireEvent.change(within(popover).getByLabelText('Label'), { target: { value: 'Trend' } });
    expect(last(onChange)[0]?.label).toBe('Trend');
    expect(within(popover).getByLabelText('Time lag')).toBeTruthy();
    expect(within(popover).queryByLabelText('Width')).toBeNull();
  });

  it('a sparkline column offers width, height, ratio, the y-axis and its bounds, a date format', () => {
    const spark = { key: 's', label: 'Trend', colType: 'spark' };
    renderControl(TimeSeriesColumnControl, { config, value: [spark] });
    fireEvent.click(screen.getByText('Trend'));
    const popover = screen.getByTestId('time-series-column-popover');
    for (const label of ['Width', 'Height', 'Time ratio', 'Show Y-axis', 'Date format', 'Number format'])
      expect(within(popover).getByLabelText(label)).toBeTruthy();
    expect(within(popover).queryByLabelText('Time lag')).toBeNull();
  });

  it('colour bounds: non-numeric entries become null, saved after the 300 ms debounce', () => {
    vi.useFakeTimers();
    const { onChange } = renderControl(TimeSeriesColumnControl, { config, value: [{ key: 'a', label: 'Change' }] });
    fireEvent.click(screen.getByText('Change'));
    const popover = screen.getByTestId('time-series-column-popover');
    fireEvent.change(within(popover).getByLabelText('Max'), { target: { value: '0.5' } });
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(BOUNDS_DEBOUNCE_MS));
    expect(last(onChange)[0]?.bounds).toEqual([null, 0.5]);
    fireEvent.change(within(popover).getByLabelText('Min'), { target: { value: 'abc' } });
    act(() => vi.advanceTimersByTime(BOUNDS_DEBOUNCE_MS));
    expect(last(onChange)[0]?.bounds).toEqual([null, 0.5]);
  });
});
