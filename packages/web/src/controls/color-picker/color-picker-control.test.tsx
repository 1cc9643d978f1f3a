import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Rgba } from '@tessera/core';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../test-support/providers';
import { testQueryClient } from '../../../test-support/render';
import { ColorPickerControl, PRESET_COLORS } from './color-picker-control';

const inProviders = (node: ReactNode) =>
  render(
    <Providers queryClient={testQueryClient()} env="test">
      {node}
    </Providers>,
  );

const swatches = (): HTMLElement[] => Array.from(document.querySelectorAll<HTMLElement>('[data-swatch]'));

describe('ColorPickerControl', () => {
  afterEach(cleanup);

  it('shows the default rgba(0,122,135,1) when the form data has no colour', () => {
    inProviders(<ColorPickerControl label="Fixed Color" onChange={vi.fn()} />);
    expect(screen.getByText('Fixed Color')).toBeTruthy();
    expect(screen.getByTestId('color-picker-trigger').textContent).toBe('rgba(0, 122, 135, 1)');
  });

  it('shows a saved colour, translucent ones included', () => {
    inProviders(<ColorPickerControl value={{ r: 10, g: 20, b: 30, a: 0.5 }} onChange={vi.fn()} />);
    expect(screen.getByTestId('color-picker-trigger').textContent).toBe('rgba(10, 20, 30, 0.5)');
  });

  it('offers exactly the seven preset colours of the default scheme', () => {
    inProviders(<ColorPickerControl onChange={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pick a color' }));
    expect(PRESET_COLORS).toEqual(['#1FA8C9', '#454E7C', '#5AC189', '#FF7F44', '#666666', '#E04355', '#FCC700']);
    expect(swatches().map((s) => s.getAttribute('aria-label'))).toEqual(PRESET_COLORS);
  });

  it('answers a preset click in the form-data shape {r, g, b, a}', () => {
    const onChange = vi.fn<(value: Rgba) => void>();
    inProviders(<ColorPickerControl onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pick a color' }));
    const [first] = swatches();
    if (!first) throw new Error('no swatch');
    fireEvent.click(first);
    expect(onChange).toHaveBeenLastCalledWith({ r: 31, g: 168, b: 201, a: 1 });
  });

  it('changes the opacity with the labelled alpha slider, keeping the colour', () => {
    const onChange = vi.fn<(value: Rgba) => void>();
    inProviders(<ColorPickerControl onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pick a color' }));
    expect(screen.getByRole('slider', { name: 'Hue' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Opacity' }), { key: 'ArrowLeft' });
    const last = onChange.mock.lastCall?.[0];
    expect(last).toMatchObject({ r: 0, g: 122, b: 135 });
    expect(last?.a).toBeLessThan(1);
  });
});
