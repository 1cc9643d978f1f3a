import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderChart } from '../../../test-support/charts/render-chart';
import { TableChart } from './table-chart';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import { transformProps } from './transform-props';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

const NUM = 0;
const STR = 1;
const TIME = 2;

const JAN = Date.UTC(2024, 0, 1);
const FEB = Date.UTC(2024, 1, 1);

const bodyRows = () => within(screen.getByRole('rowgroup')).queryAllByRole('row');
const column = (index: number) => bodyRows().map((r) => within(r).getAllByRole('gridcell')[index]?.textContent ?? '');

describe('TableChart columns', () => {
  afterEach(cleanup);

  it("switches a temporal column between its formatted date and the original value from the header's menu", () => {
    const props = transformProps(
      chartProps({ viz_type: 'table', groupby: ['ds', 'name'], metrics: ['count'], time_grain_sqla: 'P1M' }, [
        chartResult(
          [
            { ds: JAN, name: 'a', count: 1 },
            { ds: FEB, name: 'b', count: 2 },
          ],
          { ds: TIME, name: STR, count: NUM },
        ),
      ]),
    );
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderChart(<TableChart {...props} />);
    expect(column(0)).toEqual(['Jan 2024', 'Feb 2024']);
    // Only temporal columns have the menu.
    expect(screen.queryByRole('button', { name: 'Column Formatting: name' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Column Formatting: ds' }));
    expect(screen.getByRole('radiogroup', { name: 'Column Formatting' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Formatted date' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Original value' }));
    expect((screen.getByRole('radio', { name: 'Original value' }) as HTMLInputElement).checked).toBe(true);
    expect(column(0)).toEqual([String(JAN), String(FEB)]);
    fireEvent.click(screen.getByRole('button', { name: 'Column Formatting: ds' }));
    expect(screen.queryByRole('radiogroup')).toBeNull();
    // The menu does not sort the column it sits in.
    expect(screen.getByRole('columnheader', { name: /^ds/ }).getAttribute('aria-sort')).toBe('none');
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(`ds\tname\tcount\r\n${JAN}\ta\t1\r\n${FEB}\tb\t2`);

    fireEvent.click(screen.getByRole('button', { name: 'Column Formatting: ds' }));
    expect((screen.getByRole('radio', { name: 'Original value' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Formatted date' }));
    expect(column(0)).toEqual(['Jan 2024', 'Feb 2024']);
  });

  it('groups the comparison columns of each metric under one header', () => {
    const props = transformProps(
      chartProps({ viz_type: 'table', groupby: ['name'], metrics: ['count'], time_compare: ['1 year ago'] }, [
        chartResult([{ name: 'a', count: 150, 'count__1 year ago': 100 }], {
          name: STR,
          count: NUM,
          'count__1 year ago': NUM,
        }),
      ]),
    );
    renderChart(<TableChart {...props} />);
    const [groupRow, headerRow] = screen.getAllByRole('row');
    const groups = within(groupRow as HTMLElement).getAllByRole('columnheader');
    expect(groups.map((g) => [g.textContent, g.getAttribute('aria-colspan')])).toEqual([
      ['', '1'],
      ['count', '4'],
    ]);
    expect(
      within(headerRow as HTMLElement)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['name', 'Main', '#', '△', '%']);
    expect(column(1)).toEqual(['150']);
    expect(column(4)).toEqual(['50.00%']);
    expect(screen.getByRole('grid').getAttribute('aria-rowcount')).toBe('3');
    expect(bodyRows()[0]?.getAttribute('aria-rowindex')).toBe('3');
  });

  it('shows the full text of truncated cells on hover', () => {
    const props = transformProps(
      chartProps(
        {
          viz_type: 'table',
          groupby: ['name'],
          metrics: ['count'],
          column_config: { name: { truncateLongCells: true, columnWidth: 60 } },
        },
        [chartResult([{ name: 'A rather long name', count: 1 }], { name: STR, count: NUM })],
      ),
    );
    renderChart(<TableChart {...props} />);
    const cells = within(bodyRows()[0] as HTMLElement).getAllByRole('gridcell');
    expect(cells[0]?.getAttribute('title')).toBe('A rather long name');
    expect(cells[1]?.getAttribute('title')).toBeNull();
    expect((bodyRows()[0] as HTMLElement).style.gridTemplateColumns).toBe('60px minmax(120px, 1fr)');
  });

  it('follows the page and sort the host queried with, as after a remount or a reset', () => {
    const data = Array.from({ length: 10 }, (_, i) => ({ name: `row ${i}`, count: i }));
    const base = transformProps(
      chartProps(
        { viz_type: 'table', groupby: ['name'], metrics: ['count'], server_pagination: true, server_page_length: 10 },
        [chartResult(data, { name: STR, count: NUM }), chartResult([{ rowcount: 35 }], { rowcount: NUM })],
      ),
    );
    const onOwnStateChange = vi.fn();
    const paged = { ...base, serverState: { page: 2, sort: { key: 'count', desc: true } } };
    const view = renderChart(<TableChart {...paged} onOwnStateChange={onOwnStateChange} />);
    expect(screen.getByRole('button', { name: '3' }).getAttribute('data-active')).toBe('true');
    expect(screen.getByRole('columnheader', { name: /count/ }).getAttribute('aria-sort')).toBe('descending');
    view.rerender(<TableChart {...base} onOwnStateChange={onOwnStateChange} />);
    expect(screen.getByRole('button', { name: '1' }).getAttribute('data-active')).toBe('true');
    expect(screen.getByRole('columnheader', { name: /count/ }).getAttribute('aria-sort')).toBe('none');
    expect(onOwnStateChange).not.toHaveBeenCalled();
  });
});
