import type { ChartDataResult, ChartProps, FormData } from '@tessera/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderChart } from '../../../test-support/charts/render-chart';
import { makeResult } from '../../../test-support/charts/timeseries/data';
import recorded from '../../../test-support/charts/time-table/chart-data-tables-time-table.json';
import { buildQuery } from './build-query';
import { TimeTableChart } from './time-table-chart';
import { transformProps } from './transform-props';

afterEach(cleanup);

const answer = recorded.result[0] as unknown as ChartDataResult;
const props = (extra: Partial<FormData> = {}): ChartProps => ({
  formData: { ...(recorded.form_data as FormData), ...extra },
  queriesData: [makeResult(answer)],
  width: 900,
  height: 400,
  theme: 'light',
});

describe('time_table buildQuery', () => {
  it('asks for the legacy time column at its grain and the groups', () => {
    const [query] = buildQuery(recorded.form_data as FormData).queries;
    expect(query?.columns).toEqual([expect.objectContaining({ sqlExpression: 'date', timeGrain: 'P1M' }), 'weather']);
  });
});

describe('time_table transformProps (Superset export, recorded answer)', () => {
  it('makes a row per weather over the twelve months, and the four saved columns', () => {
    const { series, columns, rowTitle } = transformProps(props());
    expect([...series.rows.keys()].sort()).toEqual(
      ['drizzle', 'fog', 'rain', 'snow', 'sun'].filter((w) => series.rows.has(w)),
    );
    expect(series.times).toHaveLength(12);
    expect(columns.map((c) => [c.colType, c.label])).toEqual([
      ['spark', 'Trend'],
      ['contrib', 'Share of December'],
      ['time', 'vs November'],
      ['avg', '3-month average'],
    ]);
    expect(rowTitle).toBe('weather');
  });

  it('draws a sparkline per row, the shares, the changes and links from the URL template', () => {
    renderChart(<TimeTableChart {...transformProps(props())} />);
    const rows = transformProps(props()).series.rows.size;
    expect(screen.getAllByTestId('sparkline')).toHaveLength(rows);
    const rain = screen.getByRole('link', { name: 'rain' });
    expect(rain.getAttribute('href')).toBe('/explore/?weather=rain');
    expect(screen.getAllByText(/%$/).length).toBeGreaterThanOrEqual(rows);
  });

  it('names the metric rows without groups and says when the time lag is too large', () => {
    const column = { key: 'k', label: 'Far back', colType: 'time', timeLag: 40 };
    renderChart(<TimeTableChart {...transformProps(props({ groupby: [], column_collection: [column], url: '' }))} />);
    expect(screen.getByText('sum_precipitation')).toBeTruthy();
    expect(
      screen.getByText('The time lag set at 40 is too large for the length of data at 12. No data available.'),
    ).toBeTruthy();
  });

  it('never links a javascript: template', () => {
    renderChart(<TimeTableChart {...transformProps(props({ url: 'javascript:alert({{ metric }})' }))} />);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
