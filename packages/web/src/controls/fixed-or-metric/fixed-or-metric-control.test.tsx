import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDatasource } from '../../../test-support/controls/datasource-fixture';
import { renderControl } from '../../../test-support/controls/render-control';
import { Providers } from '../../../test-support/providers';
import { testQueryClient } from '../../../test-support/render';
import { FixedOrMetricControl } from './fixed-or-metric-control';

const config = {
  type: 'FixedOrMetricControl',
  name: 'point_radius_fixed',
  label: 'Point Size',
  default: { type: 'fix', value: 1000 },
};

describe('FixedOrMetricControl', () => {
  afterEach(cleanup);

  it("shows the control's default, saves each typed number, and marks anything else without saving it", () => {
    const { onChange } = renderControl(FixedOrMetricControl, { config, value: undefined });
    expect(screen.getByTestId('fixed-or-metric-control').textContent).toBe('1000');
    fireEvent.click(screen.getByTestId('fixed-or-metric-control'));
    const fixed = screen.getByTestId('fixed-or-metric-fixed');
    fireEvent.change(fixed, { target: { value: '250.5' } });
    expect(onChange).toHaveBeenLastCalledWith({ type: 'fix', value: 250.5 });
    const calls = onChange.mock.calls.length;
    fireEvent.change(fixed, { target: { value: '25x' } });
    expect(onChange.mock.calls.length).toBe(calls);
    expect(screen.getByText('Must be a number')).toBeTruthy();
  });

  it('switches to a saved metric and back, each side keeping its value', () => {
    const { onChange } = renderControl(FixedOrMetricControl, { config, value: { type: 'fix', value: 20 } });
    fireEvent.click(screen.getByTestId('fixed-or-metric-control'));
    fireEvent.click(screen.getByLabelText('Based on a metric'));
    expect(onChange).toHaveBeenLastCalledWith({ type: 'metric' });
    expect(screen.getByTestId('fixed-or-metric-control').textContent).toBe('metric: ');

    fireEvent.click(screen.getByRole('button', { name: '+ Drop a column/metric here or click' }));
    const popover = within(screen.getByTestId('metric-popover'));
    fireEvent.click(popover.getByRole('tab', { name: 'Saved' }));
    fireEvent.click(screen.getByRole('option', { name: /avg_delay/ }));
    fireEvent.click(popover.getByRole('button', { name: 'Save' }));
    expect(onChange).toHaveBeenLastCalledWith({ type: 'metric', value: 'avg_delay' });
    expect(screen.getByTestId('fixed-or-metric-control').textContent).toBe('metric: avg_delay');

    fireEvent.click(screen.getByLabelText('Fixed', { selector: 'input[type="radio"]' }));
    expect(onChange).toHaveBeenLastCalledWith({ type: 'fix', value: 20 });
    expect(screen.getByTestId('fixed-or-metric-control').textContent).toBe('20');
  });

  it('shows a saved adhoc metric by its label', () => {
    renderControl(FixedOrMetricControl, {
      config,
      value: { type: 'metric', value: { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'Metric A' } },
    });
    expect(screen.getByTestId('fixed-or-metric-control').textContent).toBe('metric: Metric A');
  });

  it('follows a value set from outside (a reset), but not the echo of its own typing', () => {
    const client = testQueryClient();
    const widget = (value: unknown): ReactNode => (
      <Providers queryClient={client} env="test">
        <FixedOrMetricControl
          config={{ ...config, name: 'point_radius_fixed' }}
          value={value}
          onChange={vi.fn()}
          formData={{ datasource: '3__table', viz_type: 'deck_scatter' }}
          datasource={testDatasource()}
          validationErrors={[]}
        />
      </Providers>
    );
    const view = render(widget({ type: 'fix', value: 20 }));
    fireEvent.click(screen.getByTestId('fixed-or-metric-control'));
    fireEvent.change(screen.getByTestId('fixed-or-metric-fixed'), { target: { value: '30.0' } });
    view.rerender(widget({ type: 'fix', value: 30 }));
    expect(screen.getByTestId('fixed-or-metric-control').textContent).toBe('30.0');
    view.rerender(widget({ type: 'fix', value: 1000 }));
    expect(screen.getByTestId('fixed-or-metric-control').textContent).toBe('1000');
  });
});
