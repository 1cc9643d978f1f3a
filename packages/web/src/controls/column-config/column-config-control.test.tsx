import { MantineProvider } from '@mantine/core';
import { columnsFromResult, type ColumnConfigValue } from '@tessera/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n';
import { ColumnConfigControl, type ColumnConfigControlProps } from './column-config-control';

const columns = [
  ...columnsFromResult(['ds', 'name', 'count'], [2, 1, 0]),
  { key: '% count', label: '%', dataType: 0, group: 'count' },
];

function Harness({ initial, onChange, ...rest }: Partial<ColumnConfigControlProps> & { initial?: ColumnConfigValue }) {
  const [value, setValue] = useState<ColumnConfigValue>(initial ?? {});
  return (
    <ColumnConfigControl
      columns={columns}
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const renderControl = (props: Partial<ColumnConfigControlProps> & { initial?: ColumnConfigValue } = {}) => {
  const onChange = vi.fn();
  render(
    <I18nProvider initialLocale="en">
      <MantineProvider env="test">
        <Harness onChange={onChange} {...props} />
      </MantineProvider>
    </I18nProvider>,
  );
  return onChange;
};

const open = (name: string) => fireEvent.click(screen.getByRole('button', { name: `Customize column ${name}` }));
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('ColumnConfigControl', () => {
  afterEach(cleanup);

  it('lists the columns and offers the tabs of each type', () => {
    renderControl();
    expect(screen.getByText('Customize columns')).toBeTruthy();
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Customize column ds',
      'Customize column name',
      'Customize column count',
      'Customize column count %',
    ]);
    open('count');
    expect(tabNames()).toEqual(['Display', 'Number formatting']);
    cleanup();
    renderControl();
    open('ds');
    expect(tabNames()).toEqual(['Display', 'Date formatting']);
    expect(screen.queryByRole('checkbox', { name: 'Show cell bars' })).toBeNull();
    cleanup();
    renderControl();
    open('name');
    expect(tabNames()).toEqual(['Display']);
    expect(screen.getByRole('checkbox', { name: /Truncate long cells/ })).toBeTruthy();
  });

  it('edits the display settings of a number column', () => {
    const onChange = renderControl({ defaults: { showCellBars: false } });
    open('count');
    const bars = screen.getByRole('checkbox', { name: 'Show cell bars' }) as HTMLInputElement;
    expect(bars.checked).toBe(false);
    fireEvent.click(bars);
    expect(onChange).toHaveBeenLastCalledWith({ count: { showCellBars: true } });
    fireEvent.click(screen.getByRole('radio', { name: 'Center' }));
    expect(onChange).toHaveBeenLastCalledWith({ count: { showCellBars: true, horizontalAlign: 'center' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Min width/ }), { target: { value: '140' } });
    expect(onChange).toHaveBeenLastCalledWith({
      count: { showCellBars: true, horizontalAlign: 'center', columnWidth: 140 },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /Color \+\/-/ }));
    expect(onChange.mock.lastCall?.[0]).toMatchObject({ count: { colorPositiveNegative: false } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Align \+\/-/ }));
    expect(onChange.mock.lastCall?.[0]).toMatchObject({ count: { alignPositiveNegative: true } });
    expect(screen.getByRole('button', { name: 'Customize column count' }).getAttribute('data-configured')).toBe('true');
  });

  it('edits number formats and the currency, and clears a format', () => {
    const onChange = renderControl({ initial: { count: { d3NumberFormat: ',d' } } });
    open('count');
    fireEvent.click(screen.getByRole('tab', { name: 'Number formatting' }));
    const format = screen.getByRole('combobox', { name: 'D3 format' }) as HTMLInputElement;
    expect(format.value).toBe(',d');
    fireEvent.change(format, { target: { value: ',.2f' } });
    expect(onChange).toHaveBeenLastCalledWith({ count: { d3NumberFormat: ',.2f' } });
    fireEvent.change(screen.getByRole('combobox', { name: /Small number format/ }), { target: { value: '.3%' } });
    expect(onChange).toHaveBeenLastCalledWith({ count: { d3NumberFormat: ',.2f', d3SmallNumber: '.3%' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'D3 format' }), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ count: { d3SmallNumber: '.3%' } });

    const position = screen.getByRole('radio', { name: 'Suffix' }) as HTMLInputElement;
    expect(position.disabled).toBe(true);
    fireEvent.click(screen.getByRole('combobox', { name: 'Currency format' }));
    fireEvent.click(screen.getByRole('option', { name: 'EUR' }));
    expect(onChange).toHaveBeenLastCalledWith({
      count: { d3SmallNumber: '.3%', currencyFormat: { symbol: 'EUR', symbolPosition: 'prefix' } },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Suffix' }));
    expect(onChange).toHaveBeenLastCalledWith({
      count: { d3SmallNumber: '.3%', currencyFormat: { symbol: 'EUR', symbolPosition: 'suffix' } },
    });
  });

  it('edits the date format of a temporal column, offering the usual formats', () => {
    const onChange = renderControl();
    open('ds');
    fireEvent.click(screen.getByRole('tab', { name: 'Date formatting' }));
    const input = screen.getByRole('combobox', { name: 'Date format' });
    fireEvent.focus(input);
    fireEvent.click(input);
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getByText('%Y-%m-%d | 2019-01-14')).toBeTruthy();
    fireEvent.click(within(listbox).getByText('%Y-%m-%d | 2019-01-14'));
    expect(onChange).toHaveBeenLastCalledWith({ ds: { d3TimeFormat: '%Y-%m-%d' } });
  });

  it('says what to do when there are no columns yet', () => {
    renderControl({ columns: [] });
    expect(screen.getByText('Run the query to list the columns to customize')).toBeTruthy();
  });
});
