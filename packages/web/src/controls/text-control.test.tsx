import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { integer, numeric } from '../ui/control-validators';
import { TEXT_DEBOUNCE_MS, TextControl } from './text-control';
import { inputByLabel, renderControl } from '../../test-support/controls/render-control';

const type = (input: HTMLInputElement, text: string) => fireEvent.change(input, { target: { value: text } });
const settle = () => act(() => vi.advanceTimersByTime(TEXT_DEBOUNCE_MS));

describe('TextControl', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('saves free text after the debounce', () => {
    const config = { type: 'TextControl', name: 'x_axis_title', label: 'X Axis Title' };
    const { onChange } = renderControl(TextControl, { config, value: '' });
    type(inputByLabel('X Axis Title'), 'Month');
    expect(onChange).not.toHaveBeenCalled();
    settle();
    expect(onChange).toHaveBeenLastCalledWith('Month');
  });

  it('saves integers as numbers and keeps invalid text as typed, flagging it', () => {
    const config = { type: 'TextControl', name: 'compare_lag', label: 'Lag', validators: [integer] };
    const { onChange } = renderControl(TextControl, { config, value: null });
    const input = inputByLabel('Lag');
    type(input, '7');
    settle();
    expect(onChange).toHaveBeenLastCalledWith(7);
    type(input, '7.5');
    settle();
    expect(onChange).toHaveBeenLastCalledWith('7.5');
    expect(input.value).toBe('7.5');
    expect(screen.getByText('is expected to be an integer')).toBeTruthy();
    type(input, '');
    settle();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('says a number control expects a number while the text is not one', () => {
    const config = { type: 'TextControl', name: 'show_labels_threshold', label: 'Percentage threshold', default: 5 };
    const { onChange } = renderControl(TextControl, { config, value: 5 });
    const input = inputByLabel('Percentage threshold');
    expect(screen.queryByText('is expected to be a number')).toBeNull();
    type(input, '5%');
    settle();
    expect(onChange).toHaveBeenLastCalledWith('5%');
    expect(screen.getByText('is expected to be a number')).toBeTruthy();
    type(input, '2.5');
    settle();
    expect(onChange).toHaveBeenLastCalledWith(2.5);
    expect(screen.queryByText('is expected to be a number')).toBeNull();
  });

  it("shows the numeric validator's message from the control panel", () => {
    const config = {
      type: 'TextControl',
      name: 'forecastInterval',
      label: 'Confidence interval',
      validators: [numeric],
    };
    const message = numeric('abc', { formData: { viz_type: 'table', datasource: '3__table' } });
    renderControl(TextControl, { config, value: 'abc', validationErrors: message === null ? [] : [message] });
    expect(inputByLabel('Confidence interval').value).toBe('abc');
    expect(screen.getAllByText('is expected to be a number')).toHaveLength(1);
  });

  it('saves at once on blur and shows validation errors from the control panel', () => {
    const config = { type: 'TextControl', name: 'show_labels_threshold', label: 'Threshold', default: 5 };
    const { onChange } = renderControl(TextControl, { config, value: 5, validationErrors: ['too high'] });
    const input = inputByLabel('Threshold');
    expect(input.value).toBe('5');
    type(input, '2.5');
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith(2.5);
    expect(screen.getByText('too high')).toBeTruthy();
  });
});
