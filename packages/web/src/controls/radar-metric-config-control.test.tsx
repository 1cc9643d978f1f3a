import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderChart } from '../../test-support/charts/render-chart';
import { RadarMetricConfigControl } from './radar-metric-config-control';

const render = (value: unknown, onChange = vi.fn()) => {
  renderChart(
    <RadarMetricConfigControl
      config={{ name: 'column_config', type: 'RadarMetricConfigControl', label: 'Customize Metrics' }}
      value={value}
      onChange={onChange}
      formData={{
        datasource: '1__table',
        viz_type: 'radar',
        metrics: ['mpg', { expressionType: 'SQL', sqlExpression: 'AVG(hp)', label: 'hp' }],
      }}
      datasource={null}
      validationErrors={[]}
    />,
  );
  return onChange;
};

describe('RadarMetricConfigControl', () => {
  afterEach(cleanup);

  it('offers a max per chosen metric, showing the saved ones', () => {
    render({ mpg: { radarMetricMaxValue: 40 } });
    expect(screen.getByLabelText('Max of mpg')).toHaveProperty('value', '40');
    expect(screen.getByLabelText('Max of hp')).toHaveProperty('value', '');
  });

  it("saves a typed max in Superset's column_config shape, and null when cleared", () => {
    const onChange = render({ mpg: { radarMetricMaxValue: 40 } });
    fireEvent.change(screen.getByLabelText('Max of hp'), { target: { value: '150' } });
    expect(onChange).toHaveBeenLastCalledWith({ mpg: { radarMetricMaxValue: 40 }, hp: { radarMetricMaxValue: 150 } });
    fireEvent.change(screen.getByLabelText('Max of mpg'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ mpg: { radarMetricMaxValue: null } });
  });
});
