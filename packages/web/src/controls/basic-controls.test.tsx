import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { BOUNDS_DEBOUNCE_MS } from '@tessera/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BoundsControl } from './bounds-control';
import { CheckboxControl } from './checkbox-control';
import { HiddenControl } from './hidden-control';
import { RadioButtonControl } from './radio-button-control';
import { SliderControl } from './slider-control';
import { renderControl } from '../../test-support/controls/render-control';

describe('small controls', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('CheckboxControl toggles a boolean', () => {
    const config = {
      type: 'CheckboxControl',
      name: 'show_legend',
      label: 'Show legend',
      description: 'Whether to show',
    };
    const { onChange } = renderControl(CheckboxControl, { config, value: true });
    const box = screen.getByRole('checkbox');
    expect((box as HTMLInputElement).checked).toBe(true);
    fireEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('checkbox', { name: 'Show legend' }).getAttribute('aria-description')).toBe(
      'Whether to show',
    );
  });

  it('RadioButtonControl saves the chosen value', () => {
    const config = {
      type: 'RadioButtonControl',
      name: 'query_mode',
      label: 'Query mode',
      choices: [
        ['aggregate', 'Aggregate'],
        ['raw', 'Raw records'],
      ],
    } as const;
    const { onChange } = renderControl(RadioButtonControl, { config, value: 'aggregate' });
    fireEvent.click(screen.getByLabelText('Raw records'));
    expect(onChange).toHaveBeenLastCalledWith('raw');
  });

  it('SliderControl shows the value and saves keyboard steps', () => {
    const config = { type: 'SliderControl', name: 'outerRadius', label: 'Outer Radius', default: 70 };
    const { onChange } = renderControl(SliderControl, { config, value: undefined });
    expect(screen.getByTestId('slider-value').textContent).toBe('70');
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'ArrowRight' });
    expect(screen.getByTestId('slider-value').textContent).toBe('71');
    expect(onChange).toHaveBeenLastCalledWith(71);
  });

  it('HiddenControl renders nothing', () => {
    const { container } = renderControl(HiddenControl, {
      config: { type: 'HiddenControl', name: 'slice_id' },
      value: 3,
    });
    // Only the providers' own nodes: Mantine's style tags, and its toast container once a toast has loaded it.
    const own = Array.from(container.children).filter(
      (child) => child.tagName !== 'STYLE' && !child.classList.contains('mantine-Notifications-root'),
    );
    expect(own).toEqual([]);
  });

  it('BoundsControl saves [min, max] with blanks as null after the debounce', () => {
    vi.useFakeTimers();
    const config = { type: 'BoundsControl', name: 'y_axis_bounds', label: 'Y Axis Bounds' };
    const { onChange } = renderControl(BoundsControl, { config, value: [null, null] });
    fireEvent.change(screen.getByLabelText('Max'), { target: { value: '100' } });
    act(() => vi.advanceTimersByTime(BOUNDS_DEBOUNCE_MS));
    expect(onChange).toHaveBeenLastCalledWith([null, 100]);
    fireEvent.change(screen.getByLabelText('Min'), { target: { value: '-5' } });
    act(() => vi.advanceTimersByTime(BOUNDS_DEBOUNCE_MS));
    expect(onChange).toHaveBeenLastCalledWith([-5, 100]);
  });
});
