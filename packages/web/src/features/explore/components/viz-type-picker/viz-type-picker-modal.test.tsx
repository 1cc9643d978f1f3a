import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderExplore } from '../../../../../test-support/features/explore/render';
import { allVizTypes } from './viz-type-catalog';
import { VizTypePickerModal } from './viz-type-picker-modal';

const open = (current = 'table') => {
  const onSelect = vi.fn();
  const onClose = vi.fn();
  renderExplore(<VizTypePickerModal opened current={current} onClose={onClose} onSelect={onSelect} />);
  return { onSelect, onClose, dialog: screen.getByRole('dialog', { name: 'Select a visualization type' }) };
};

const tiles = (dialog: HTMLElement): string[] =>
  Array.from(dialog.querySelectorAll('[data-viz-type]')).map((b) => b.getAttribute('data-viz-type') ?? '');

const pressed = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('button', { name }).getAttribute('aria-pressed');

const selectButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Select' }) as HTMLButtonElement;

describe('chart type picker', () => {
  afterEach(cleanup);

  it('lists every registered type with the current one selected and its details shown', () => {
    const { dialog } = open('pie');
    expect(tiles(dialog)).toEqual(allVizTypes('pie').map((e) => e.vizType));
    expect(tiles(dialog).length).toBeGreaterThan(20);
    expect(pressed(dialog, 'Pie Chart')).toBe('true');
    expect(within(screen.getByTestId('viz-type-detail')).getByText('Pie Chart')).toBeTruthy();
    expect(selectButton(dialog).disabled).toBe(false);
  });

  it('lists a deprecated type only when the chart being edited uses it', () => {
    const { dialog } = open('filter_box');
    expect(tiles(dialog)).toContain('filter_box');
    expect(pressed(dialog, 'Filter box')).toBe('true');
    cleanup();
    expect(tiles(open('table').dialog)).not.toContain('filter_box');
  });

  it('searches all charts fuzzily by name and tags', () => {
    const { dialog } = open();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Search all charts' }), { target: { value: 'pie' } });
    expect(tiles(dialog)[0]).toBe('pie');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Search all charts' }), {
      target: { value: 'smoth lin' },
    });
    expect(tiles(dialog)[0]).toBe('echarts_timeseries_smooth');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Search all charts' }), {
      target: { value: 'Tabular' },
    });
    // Every tabular type, the table first (its name is the best match).
    const tabular = allVizTypes()
      .filter((e) => e.metadata.tags.includes('Tabular'))
      .map((e) => e.vizType);
    expect(tiles(dialog)[0]).toBe('table');
    expect([...tiles(dialog)].sort()).toEqual([...tabular].sort());
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Search all charts' }), { target: { value: 'zzzz' } });
    expect(within(dialog).getByText('No results found')).toBeTruthy();
  });

  it('clears the selection when a section does not hold it, which disables Select', () => {
    const { dialog } = open('table');
    fireEvent.click(within(dialog).getByText('KPI'));
    const kpi = allVizTypes('table')
      .filter((e) => e.metadata.category === 'KPI')
      .map((e) => e.vizType);
    expect(kpi).toEqual(expect.arrayContaining(['big_number', 'big_number_total']));
    expect(tiles(dialog).sort()).toEqual(kpi.sort());
    expect(selectButton(dialog).disabled).toBe(true);
    expect(screen.queryByTestId('viz-type-detail')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Big Number' }));
    expect(selectButton(dialog).disabled).toBe(false);
    fireEvent.click(within(dialog).getByText('Popular'));
    expect(pressed(dialog, 'Big Number')).toBe('true');
  });

  it('chooses the selected type with Select or a double click', () => {
    const first = open('table');
    fireEvent.click(within(first.dialog).getByRole('button', { name: 'Bar Chart' }));
    fireEvent.click(within(first.dialog).getByRole('button', { name: 'Select' }));
    expect(first.onSelect).toHaveBeenCalledWith('echarts_timeseries_bar');
    expect(first.onClose).toHaveBeenCalled();
    cleanup();
    const second = open('table');
    fireEvent.doubleClick(within(second.dialog).getByRole('button', { name: 'Area Chart' }));
    expect(second.onSelect).toHaveBeenCalledWith('echarts_area');
  });
});
