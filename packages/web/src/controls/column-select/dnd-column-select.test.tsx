import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FLIGHT_COLUMNS, testDatasource } from '../../../test-support/controls/datasource-fixture';
import { renderControl } from '../../../test-support/controls/render-control';
import { DndColumnSelect } from './dnd-column-select';

const groupby = { type: 'DndColumnSelect', name: 'groupby', label: 'Dimensions', multi: true };
const addButton = () => screen.getByRole('button', { name: '+ Drop columns here or click' });
const tab = (name: string) => screen.getByRole('tab', { name });

describe('DndColumnSelect', () => {
  afterEach(cleanup);

  it('adds a saved expression from the Saved tab, searchable, next to the chosen columns', () => {
    const { onChange } = renderControl(DndColumnSelect, { config: groupby, value: ['origin'] });
    expect(screen.getByRole('button', { name: 'Edit Origin airport' })).toBeTruthy();
    fireEvent.click(addButton());
    expect(tab('Saved').getAttribute('aria-selected')).toBe('true');
    const saved = screen.getByRole('listbox', { name: 'Saved expressions' });
    fireEvent.click(within(saved).getByRole('option', { name: 'route' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onChange).toHaveBeenLastCalledWith(['origin', 'route']);
  });

  it('adds a Custom SQL column as an adhoc column and reopens it on that tab', () => {
    const { onChange } = renderControl(DndColumnSelect, { config: groupby, value: ['origin'] });
    fireEvent.click(addButton());
    fireEvent.click(tab('Custom SQL'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Custom SQL' }), { target: { value: 'UPPER(origin)' } });
    expect(screen.getByTestId('popover-title').textContent).toBe('UPPER(origin)');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onChange).toHaveBeenLastCalledWith([
      'origin',
      { label: 'UPPER(origin)', sqlExpression: 'UPPER(origin)', expressionType: 'SQL' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Edit UPPER(origin)' }));
    expect(tab('Custom SQL').getAttribute('aria-selected')).toBe('true');
    expect((screen.getByRole('textbox', { name: 'Custom SQL' }) as HTMLTextAreaElement).value).toBe('UPPER(origin)');
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
  });

  it('searches the Simple tab and replaces the value of a single control', () => {
    const config = { type: 'DndColumnSelect', name: 'x_axis', label: 'X-axis' };
    const { onChange } = renderControl(DndColumnSelect, { config, value: 'origin' });
    expect(screen.queryByRole('button', { name: /Drop a column here or click/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Origin airport' }));
    expect(tab('Simple').getAttribute('aria-selected')).toBe('true');
    const panel = within(screen.getByRole('tabpanel', { name: 'Simple' }));
    const list = panel.getByRole('listbox', { name: 'Columns' });
    fireEvent.change(panel.getByRole('textbox', { name: 'Search' }), { target: { value: 'DEST' } });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.getAttribute('aria-label')),
    ).toEqual(['destination']);
    fireEvent.click(within(list).getByRole('option', { name: 'destination' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onChange).toHaveBeenLastCalledWith('destination');
  });

  it('lists only time columns in a temporal-only control', () => {
    const config = { type: 'DndColumnSelect', name: 'x_axis', label: 'Temporal X-Axis' };
    renderControl(DndColumnSelect, { config, value: null, formData: { viz_type: 'big_number' } });
    fireEvent.click(screen.getByRole('button', { name: '+ Drop a column here or click' }));
    const list = screen.getByRole('listbox', { name: 'Columns' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.getAttribute('aria-label')),
    ).toEqual(['date']);
    fireEvent.click(tab('Saved'));
    expect(screen.getAllByText('No temporal columns found').length).toBeGreaterThan(0);
  });

  it('says so when the dataset has no saved expressions', () => {
    const datasource = testDatasource({ columns: FLIGHT_COLUMNS.filter((c) => c.expression === null) });
    renderControl(DndColumnSelect, { config: groupby, value: [], datasource });
    fireEvent.click(addButton());
    fireEvent.click(tab('Saved'));
    const saved = within(screen.getByRole('tabpanel', { name: 'Saved' }));
    expect(saved.getByText('No saved expressions found')).toBeTruthy();
    expect(saved.queryByRole('listbox', { name: 'Saved expressions' })).toBeNull();
  });

  it('removes a column and flags one the dataset lacks', () => {
    const { onChange } = renderControl(DndColumnSelect, { config: groupby, value: ['origin', 'gone'] });
    expect(screen.getByRole('img', { name: 'This column might be incompatible with current dataset' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Origin airport' }));
    expect(onChange).toHaveBeenLastCalledWith(['gone']);
  });
});
