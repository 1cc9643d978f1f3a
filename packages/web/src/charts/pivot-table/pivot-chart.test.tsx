import type { PivotAxisOptions } from '@tessera/core';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderChart } from '../../../test-support/charts/render-chart';
import { PivotChart } from './pivot-chart';
import type { PivotTransformedProps } from './types';

afterEach(cleanup);

const axis = (columns: string[], extra: Partial<PivotAxisOptions> = {}) => ({
  columns,
  order: 'key_a_to_z' as const,
  subtotals: false,
  subtotalsFirst: false,
  total: false,
  ...extra,
});

const props = (
  records: Record<string, unknown>[],
  extra: Partial<PivotTransformedProps> = {},
): PivotTransformedProps => ({
  width: 800,
  height: 400,
  theme: 'light',
  records,
  settings: {
    rows: axis(['region', 'state'], { subtotals: true, total: true }),
    cols: axis(['year']),
    metrics: ['sales'],
    aggregateFunction: 'Sum',
    metricsOnRows: false,
    metricsFirst: true,
  },
  rowTitles: ['Region', 'State'],
  colTitles: ['Year'],
  metricNames: ['Sales'],
  formatValue: (v) => (v === null ? '' : String(v)),
  colorFormatters: [],
  ...extra,
});

const SMALL = [
  { region: 'East', state: 'NY', year: 2020, sales: 10 },
  { region: 'East', state: 'MA', year: 2020, sales: 5 },
  { region: 'West', state: 'CA', year: 2021, sales: 40 },
];

describe('PivotChart', () => {
  it('draws the headers, the cells, the subtotals and the total', () => {
    renderChart(<PivotChart {...props(SMALL)} />);
    const grid = screen.getByRole('grid');
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(expect.arrayContaining(['Region', 'State', 'Sales', '2020', '2021']));
    const headers = within(grid)
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['▾East', 'MA', 'NY', 'Subtotal', 'Total']));
    expect(
      within(grid)
        .getAllByRole('gridcell')
        .map((c) => c.textContent),
    ).toEqual(expect.arrayContaining(['5', '10', '15', '40']));
  });

  it('folds a group into one row and unfolds it again', () => {
    renderChart(<PivotChart {...props(SMALL)} />);
    const [east] = screen.getAllByRole('button', { name: 'Collapse' });
    fireEvent.click(east!);
    expect(screen.queryByText('MA')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Expand' }));
    expect(screen.getByText('MA')).toBeTruthy();
  });

  it('draws only the cells in view of a 50,000-cell pivot', () => {
    const records = Array.from({ length: 50_000 }, (_, i) => ({
      region: `r${String(Math.floor(i / 200)).padStart(3, '0')}`,
      state: 's',
      year: 1000 + (i % 200),
      sales: i,
    }));
    renderChart(
      <PivotChart {...props(records, { settings: { ...props([]).settings, rows: axis(['region', 'state']) } })} />,
    );
    const grid = screen.getByRole('grid');
    expect(grid.getAttribute('aria-rowcount')).toBe('250');
    expect(grid.getAttribute('aria-colcount')).toBe('200');
    expect(within(grid).getAllByRole('gridcell').length).toBeLessThan(500);
    fireEvent.scroll(grid.querySelector('[data-pivot-scroller]')!, {
      target: { scrollTop: 250 * 28 - 400, scrollLeft: 200 * 110 - 800 },
    });
    expect(within(grid).getByText('49999')).toBeTruthy();
  });
});
