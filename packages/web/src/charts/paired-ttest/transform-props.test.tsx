import type { ChartDataResult, ChartProps, FormData } from '@tessera/core';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderChart } from '../../../test-support/charts/render-chart';
import { makeResult } from '../../../test-support/charts/timeseries/data';
import recorded from '../../../test-support/charts/paired-ttest/chart-data-tables-paired-ttest.json';
import { PairedTTestChart } from './paired-ttest-chart';
import { transformProps } from './transform-props';

afterEach(cleanup);

const answer = recorded.result[0] as unknown as ChartDataResult;
const props = (): ChartProps => ({
  formData: recorded.form_data as FormData,
  queriesData: [makeResult(answer)],
  width: 600,
  height: 400,
  theme: 'light',
});

describe('paired_ttest (Superset export, recorded answer)', () => {
  it('reads one table per metric with a series per weather and the saved precisions', () => {
    const { metrics, alpha, pValuePrecision, liftPrecision, groupTitle } = transformProps(props());
    expect(metrics.map((m) => m.metric)).toEqual(['avg_temp_max']);
    expect(metrics[0]?.series.rows.size).toBeGreaterThan(1);
    expect([alpha, pValuePrecision, liftPrecision, groupTitle]).toEqual([0.05, 6, 4, 'weather']);
  });

  it('tests each group against the first, and against the group the reader clicks', () => {
    renderChart(<PairedTTestChart {...transformProps(props())} />);
    const rows = within(screen.getByTestId('paired-ttest')).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getAllByText('control')).toHaveLength(2);
    expect(rows[1]?.textContent).toMatch(/\d\.\d{6}/);
    fireEvent.click(rows[1]!);
    expect(within(rows[1]!).getAllByText('control')).toHaveLength(2);
    expect(within(rows[0]!).queryByText('control')).toBeNull();
  });
});
