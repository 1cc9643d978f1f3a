import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../test-support/providers';
import { testQueryClient } from '../../../test-support/render';
import { ColorSchemeControl, resolveColorScheme } from './color-scheme-control';

const inProviders = (node: ReactNode) =>
  render(
    <Providers queryClient={testQueryClient()} env="test">
      {node}
    </Providers>,
  );

/** The select's visible input (its label also names the option list). */
const input = (name: string): HTMLInputElement => {
  const element = screen.getAllByLabelText(name).find((e) => e instanceof HTMLInputElement && e.type !== 'hidden');
  if (!(element instanceof HTMLInputElement)) throw new Error('not an input');
  return element;
};

const colorsOf = (testId: string): string[] => screen.getByTestId(testId).getAttribute('data-colors')?.split(' ') ?? [];

describe('resolveColorScheme', () => {
  it('keeps known ids and falls back to the default for unknown ones, noting them', () => {
    expect(resolveColorScheme('d3Category10', 'categorical')).toEqual({ schemeId: 'd3Category10', unknownId: null });
    expect(resolveColorScheme('gone', 'categorical')).toEqual({ schemeId: 'supersetColors', unknownId: 'gone' });
    expect(resolveColorScheme(null, 'categorical')).toEqual({ schemeId: 'supersetColors', unknownId: null });
    expect(resolveColorScheme('fire', 'sequential')).toEqual({ schemeId: 'fire', unknownId: null });
    expect(resolveColorScheme('supersetColors', 'sequential').schemeId).toBe('superset_seq_1');
  });
});

describe('ColorSchemeControl', () => {
  afterEach(cleanup);

  it('shows the default categorical scheme by name with its colours', () => {
    inProviders(<ColorSchemeControl onChange={vi.fn()} />);
    expect(input('Color Scheme').value).toBe('Superset Colors');
    expect(colorsOf('selected-scheme').slice(0, 3)).toEqual(['#1FA8C9', '#454E7C', '#5AC189']);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('lists every scheme with a swatch strip and answers the chosen id', () => {
    const onChange = vi.fn<(id: string) => void>();
    inProviders(<ColorSchemeControl value="supersetColors" onChange={onChange} />);
    fireEvent.click(input('Color Scheme'));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Superset Colors',
      'D3 Category 10',
      'ECharts v5.x Colors',
      'Google Category 10c',
      'Airbnb Colors',
    ]);
    expect(colorsOf('scheme-d3Category10')[0]).toBe('#1f77b4');
    fireEvent.click(screen.getByRole('option', { name: 'D3 Category 10' }));
    expect(onChange).toHaveBeenCalledWith('d3Category10');
  });

  it('falls back to the default for an unknown saved scheme and says so', () => {
    inProviders(<ColorSchemeControl value="retiredScheme" onChange={vi.fn()} />);
    expect(input('Color Scheme').value).toBe('Superset Colors');
    expect(screen.getByRole('note').textContent).toBe(
      'The color scheme "retiredScheme" is not available; the default scheme is used instead.',
    );
  });

  it('offers the sequential schemes as gradients in sequential mode', () => {
    const onChange = vi.fn<(id: string) => void>();
    inProviders(<ColorSchemeControl kind="sequential" value="fire" onChange={onChange} />);
    const select = input('Linear Color Scheme');
    expect(select.value).toBe('Fire');
    expect(colorsOf('selected-scheme')).toEqual(['#FFFFFF', '#FFFF00', '#FF0000', '#000000']);
    expect(screen.getByTestId('selected-scheme').style.background).toContain('linear-gradient');
    fireEvent.click(select);
    fireEvent.click(screen.getByRole('option', { name: 'Blues' }));
    expect(onChange).toHaveBeenCalledWith('blues');
  });
});
