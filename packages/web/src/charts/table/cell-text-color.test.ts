import { getColorFormatters } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { cellTextColor } from './cell-text-color';

describe('cellTextColor', () => {
  it('leaves unpainted cells and unreadable colours to the theme', () => {
    expect(cellTextColor(undefined, 'light')).toBeUndefined();
    expect(cellTextColor('var(--mantine-color-green-light)', 'light')).toBeUndefined();
  });

  it('judges the translucent fill over the page of each colour scheme', () => {
    expect(cellTextColor('rgba(255, 0, 0, 0.05)', 'light')).toBe('#000000');
    expect(cellTextColor('rgba(255, 0, 0, 1)', 'light')).toBe('#FFFFFF');
    expect(cellTextColor('rgba(255, 255, 0, 1)', 'light')).toBe('#000000');
    expect(cellTextColor('rgba(255, 255, 0, 0.05)', 'dark')).toBe('#FFFFFF');
  });

  it('turns white on the strongest conditional-formatting reds and stays black on the faint ones', () => {
    const rows = [{ n: 1 }, { n: 2 }, { n: 10 }];
    const [formatter] = getColorFormatters([{ column: 'n', colorScheme: 'red', operator: 'None' }], rows);
    const colorOf = (v: number) => cellTextColor(formatter?.getColor(v), 'light');
    expect(rows.map((r) => colorOf(r.n))).toEqual(['#000000', '#000000', '#FFFFFF']);
  });
});
