import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FLIGHT_COLUMNS, testDatasource } from '../../../test-support/controls/datasource-fixture';
import { inputByLabel, renderControl } from '../../../test-support/controls/render-control';
import { DndMetricSelect } from './dnd-metric-select';

const metricsConfig = { type: 'DndMetricSelect', name: 'metrics', label: 'Metrics', multi: true };
const delay = FLIGHT_COLUMNS[2];

const pick = (label: string, option: string) => {
  fireEvent.click(inputByLabel(label));
  fireEvent.click(screen.getByRole('option', { name: option }));
};

describe('DndMetricSelect', () => {
  afterEach(cleanup);

  it('says so when the dataset has no saved metrics', () => {
    const datasource = testDatasource({ metrics: [] });
    renderControl(DndMetricSelect, { config: metricsConfig, value: [], datasource });
    fireEvent.click(screen.getByRole('button', { name: '+ Drop columns/metrics here or click' }));
    const popover = within(screen.getByTestId('metric-popover'));
    fireEvent.click(popover.getByRole('tab', { name: 'Saved' }));
    const saved = within(popover.getByRole('tabpanel', { name: 'Saved' }));
    expect(saved.getByText('No saved metrics found')).toBeTruthy();
    expect(saved.queryByRole('listbox', { name: 'Saved metrics' })).toBeNull();
  });

  it('adds a Simple metric, renames it, and removes it', () => {
    const { onChange } = renderControl(DndMetricSelect, { config: metricsConfig, value: [] });
    fireEvent.click(screen.getByRole('button', { name: '+ Drop columns/metrics here or click' }));
    const popover = screen.getByTestId('metric-popover');
    // A new metric opens on Saved because the dataset has saved metrics.
    expect(within(popover).getByRole('tab', { name: 'Saved' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(within(popover).getByRole('tab', { name: 'Simple' }));
    const save = within(popover).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    pick('Column', 'delay');
    pick('Aggregate', 'SUM');
    expect(screen.getByTestId('popover-title').textContent).toBe('SUM(delay)');
    fireEvent.click(save);
    expect(onChange).toHaveBeenLastCalledWith([
      {
        expressionType: 'SIMPLE',
        column: delay,
        aggregate: 'SUM',
        label: 'SUM(delay)',
        hasCustomLabel: false,
        optionName: expect.stringMatching(/^metric_/),
      },
    ]);
    expect(screen.queryByTestId('metric-popover')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Edit SUM(delay)' }));
    expect(screen.getByRole('tab', { name: 'Simple' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Edit label' }));
    fireEvent.change(screen.getByLabelText('Label'), { target: { value: 'Total delay' } });
    fireEvent.keyDown(screen.getByLabelText('Label'), { key: 'Enter' });
    expect(screen.getByTestId('popover-title').textContent).toBe('Total delay');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ label: 'Total delay', hasCustomLabel: true, aggregate: 'SUM' }),
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Total delay' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('picks a saved metric in a single-metric control and hides the add button once set', () => {
    const config = { type: 'DndMetricSelect', name: 'metric', label: 'Metric' };
    const { onChange } = renderControl(DndMetricSelect, { config, value: null });
    fireEvent.click(screen.getByRole('button', { name: '+ Drop a column/metric here or click' }));
    fireEvent.click(screen.getByRole('option', { name: 'avg_delay' }));
    expect(screen.getByTestId('certified-icon')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onChange).toHaveBeenLastCalledWith('avg_delay');
    expect(screen.getByRole('button', { name: 'Edit avg_delay' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '+ Drop a column/metric here or click' })).toBeNull();
  });

  it('disables the adhoc tabs, with the reason, when the dataset forbids adhoc metrics', () => {
    const datasource = testDatasource({ extra: JSON.stringify({ disallow_adhoc_metrics: true }) });
    renderControl(DndMetricSelect, { config: metricsConfig, value: [], datasource });
    fireEvent.click(screen.getByRole('button', { name: '+ Drop columns/metrics here or click' }));
    const simple = screen.getByRole('tab', { name: 'Simple' });
    expect(simple.hasAttribute('disabled') || simple.getAttribute('data-disabled') === 'true').toBe(true);
    expect(screen.getByRole('tab', { name: 'Custom SQL' }).hasAttribute('disabled')).toBe(true);
    fireEvent.mouseEnter(simple.parentElement ?? simple);
    expect(screen.getByText('Simple ad-hoc metrics are not enabled for this dataset')).toBeTruthy();
  });

  it('shows a warning on a saved metric the dataset no longer has', () => {
    renderControl(DndMetricSelect, { config: metricsConfig, value: ['gone_metric'] });
    expect(screen.getByRole('img', { name: 'This column might be incompatible with current dataset' })).toBeTruthy();
  });
});
