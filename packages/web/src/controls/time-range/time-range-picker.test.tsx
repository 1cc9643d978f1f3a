import { MantineProvider } from '@mantine/core';
import { decodeRison, resolveTimeRange } from '@tessera/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n';
import { json, mockFetch, type RecordedRequest } from '../../../test-support/mock-fetch';
import { TimeRangePicker } from './time-range-picker';

const NOW = new Date('2024-03-13T15:47:31Z');

const expressionOf = (request: RecordedRequest): string => {
  const q = new URL(request.path, 'http://x').searchParams.get('q') ?? '';
  return String(decodeRison(q));
};

/** Resolves like the server does, with its 400 answer for what it cannot parse. */
const mockTimeRangeServer = () =>
  mockFetch({
    'GET /api/v1/time_range/': (request) => {
      const timeRange = expressionOf(request);
      try {
        const { since, until } = resolveTimeRange(timeRange, { now: NOW });
        return json({ result: [{ since: since ?? '', until: until ?? '', timeRange, shift: null }] });
      } catch (error) {
        return json({ message: `Unexpected time range: ${(error as Error).message}` }, 400);
      }
    },
  });

function Harness({ initial, onChange }: { initial: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <TimeRangePicker
      value={value}
      lookupDelayMs={0}
      now={() => NOW}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const renderPicker = (initial: string) => {
  const onChange = vi.fn();
  render(
    <I18nProvider initialLocale="en">
      <MantineProvider env="test">
        <Harness initial={initial} onChange={onChange} />
      </MantineProvider>
    </I18nProvider>,
  );
  return onChange;
};

const applyButton = () => screen.getByRole('button', { name: 'APPLY' }) as HTMLButtonElement;

describe('TimeRangePicker', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a named range on the button and previews a newly picked one', async () => {
    const { requests } = mockTimeRangeServer();
    const onChange = renderPicker('No filter');
    fireEvent.click(screen.getByRole('button', { name: 'Time range: No filter' }));
    expect(screen.getByText('Edit time range')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'No filter', selected: true })).toBeTruthy();
    expect(applyButton().disabled).toBe(false);

    fireEvent.click(screen.getByRole('tab', { name: 'Last' }));
    expect((screen.getByRole('radio', { name: 'Last week' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Last month' }));
    expect(await screen.findByText('2024-02-13 ≤ col < 2024-03-13')).toBeTruthy();
    expect(requests.map(expressionOf)).toContain('Last month');
    fireEvent.click(applyButton());
    expect(onChange).toHaveBeenCalledWith('Last month');
    expect(screen.getByRole('button', { name: 'Time range: Last month' })).toBeTruthy();
  });

  it('disables Apply and shows the server error for an invalid advanced range', async () => {
    mockTimeRangeServer();
    const onChange = renderPicker('Last week');
    fireEvent.click(screen.getByRole('button', { name: 'Time range: Last week' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Advanced' }));
    const start = screen.getByLabelText('START (INCLUSIVE)') as HTMLInputElement;
    expect(start.value).toBe('Last week');
    fireEvent.change(start, { target: { value: 'the day after tomorrow' } });
    expect(applyButton().disabled).toBe(true);
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Unexpected time range: /);
    expect(applyButton().disabled).toBe(true);

    fireEvent.change(start, { target: { value: '2024-01-01' } });
    fireEvent.change(screen.getByLabelText('END (EXCLUSIVE)'), { target: { value: '2024-02-01' } });
    expect(await screen.findByText('2024-01-01 ≤ col < 2024-02-01')).toBeTruthy();
    expect(applyButton().disabled).toBe(false);
    fireEvent.click(applyButton());
    expect(onChange).toHaveBeenCalledWith('2024-01-01 : 2024-02-01');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Time range: 2024-01-01 ≤ col < 2024-02-01' })).toBeTruthy(),
    );
  });

  it('builds a custom range from relative and specific sides', async () => {
    mockTimeRangeServer();
    const onChange = renderPicker('Last week');
    fireEvent.click(screen.getByRole('button', { name: 'Time range: Last week' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Custom' }));
    expect((screen.getByLabelText('START (INCLUSIVE) quantity') as HTMLInputElement).value).toBe('7');
    expect(await screen.findByText('2024-03-06 ≤ col < 2024-03-13')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('START (INCLUSIVE) quantity'), { target: { value: '3' } });
    expect(await screen.findByText('2024-03-10 ≤ col < 2024-03-13')).toBeTruthy();
    fireEvent.click(applyButton());
    expect(onChange).toHaveBeenCalledWith('DATEADD(DATETIME("2024-03-13T00:00:00"), -3, day) : 2024-03-13T00:00:00');
  });

  it('accepts a seconds-less date-time from the browser field and enables Apply', async () => {
    mockTimeRangeServer();
    const onChange = renderPicker('2024-02-01T00:00:00 : 2024-03-13T00:00:00');
    fireEvent.click(await screen.findByRole('button', { name: /^Time range: / }));
    expect(screen.getByRole('tab', { name: 'Custom', selected: true })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('START (INCLUSIVE) date and time'), {
      target: { value: '2024-03-01T00:00' },
    });
    expect(await screen.findByText('2024-03-01 ≤ col < 2024-03-13')).toBeTruthy();
    expect(screen.queryByText(/must be a date and time/)).toBeNull();
    expect(applyButton().disabled).toBe(false);
    fireEvent.click(applyButton());
    expect(onChange).toHaveBeenCalledWith('2024-03-01T00:00:00 : 2024-03-13T00:00:00');
  });

  it('offers the Current tab and opens a Current value on it', async () => {
    const { requests } = mockTimeRangeServer();
    const onChange = renderPicker('Last week');
    fireEvent.click(screen.getByRole('button', { name: 'Time range: Last week' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Current' }));
    expect(screen.getByText('Configure Time Range: Current...')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Current day' }) as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByText('2024-03-13 ≤ col < 2024-03-14')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Current quarter' }));
    expect(await screen.findByText('2024-01-01 ≤ col < 2024-04-01')).toBeTruthy();
    expect(requests.map(expressionOf)).toContain('Current quarter');
    fireEvent.click(applyButton());
    expect(onChange).toHaveBeenCalledWith('Current quarter');

    fireEvent.click(screen.getByRole('button', { name: 'Time range: Current quarter' }));
    expect(screen.getByRole('tab', { name: 'Current', selected: true })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Current quarter' }) as HTMLInputElement).checked).toBe(true);
  });

  it('opens previous calendar quarter on the Previous tab', async () => {
    mockTimeRangeServer();
    const onChange = renderPicker('previous calendar quarter');
    fireEvent.click(screen.getByRole('button', { name: 'Time range: previous calendar quarter' }));
    expect(screen.getByRole('tab', { name: 'Previous', selected: true })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'previous quarter' }) as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByText('2023-10-01 ≤ col < 2024-01-01')).toBeTruthy();
    fireEvent.click(applyButton());
    expect(onChange).toHaveBeenCalledWith('previous calendar quarter');
  });

  it('Cancel keeps the value', () => {
    mockTimeRangeServer();
    const onChange = renderPicker('previous calendar week');
    fireEvent.click(screen.getByRole('button', { name: 'Time range: previous calendar week' }));
    expect(screen.getByRole('tab', { name: 'Previous', selected: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'previous calendar year' }));
    fireEvent.click(screen.getByRole('button', { name: 'CANCEL' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByText('Edit time range')).toBeNull();
  });
});
