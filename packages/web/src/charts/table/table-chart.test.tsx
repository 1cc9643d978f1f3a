import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderChart } from '../../../test-support/charts/render-chart';
import { TableChart, type TableChartProps } from './table-chart';
import { TOOLBAR_HEIGHT } from './table-toolbar';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import { transformProps } from './transform-props';
import { HEADER_HEIGHT, ROW_HEIGHT } from './virtual-grid';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

const NUM = 0;
const STR = 1;

const makeProps = (rowCount: number, formData: Record<string, unknown> = {}): TableChartProps => {
  const data = Array.from({ length: rowCount }, (_, i) => ({ name: `row ${i}`, count: i }));
  return transformProps(
    chartProps({ viz_type: 'table', groupby: ['name'], metrics: ['count'], row_limit: 50000, ...formData }, [
      chartResult(data, { name: STR, count: NUM }),
    ]),
  );
};

const bodyRows = () => within(screen.getByRole('rowgroup')).queryAllByRole('row');

const firstCellTexts = () => bodyRows().map((r) => within(r).getAllByRole('gridcell')[0]?.textContent);

describe('TableChart', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });
  afterEach(cleanup);

  it('renders only the visible window of 50,000 rows and follows the scroll offset', () => {
    const props = makeProps(50_000);
    renderChart(<TableChart {...props} />);
    const grid = screen.getByRole('grid');
    expect(grid.getAttribute('aria-rowcount')).toBe('50001');
    const viewport = props.height - TOOLBAR_HEIGHT - HEADER_HEIGHT;
    const expected = Math.ceil(viewport / ROW_HEIGHT) + 6;
    expect(bodyRows()).toHaveLength(expected);
    expect(firstCellTexts()[0]).toBe('row 0');

    grid.scrollTop = 25_000 * ROW_HEIGHT;
    fireEvent.scroll(grid);
    const rows = bodyRows();
    expect(rows.length).toBeLessThanOrEqual(expected + 6);
    expect(firstCellTexts()).toContain('row 25000');
    expect(firstCellTexts()).not.toContain('row 0');
    expect(rows[0]?.style.top).toBe(`${(25_000 - 6) * ROW_HEIGHT}px`);
  });

  it('shows the row count, red with "Limit reached" at the row limit', () => {
    renderChart(<TableChart {...makeProps(3, { row_limit: 3 })} />);
    const badge = screen.getByText('3 rows');
    expect(badge.closest('[data-limit-reached]')?.getAttribute('title')).toBe('Limit reached');
  });

  it('sorts on header clicks: ascending, descending, off', () => {
    renderChart(<TableChart {...makeProps(3)} />);
    const header = screen.getByRole('columnheader', { name: /count/ });
    fireEvent.click(header);
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(header);
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(firstCellTexts()).toEqual(['row 2', 'row 1', 'row 0']);
    fireEvent.click(header);
    expect(header.getAttribute('aria-sort')).toBe('none');
    expect(firstCellTexts()).toEqual(['row 0', 'row 1', 'row 2']);
  });

  it('filters rows with the search box', () => {
    renderChart(<TableChart {...makeProps(30, { include_search: true })} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'ROW 2' } });
    expect(firstCellTexts()).toEqual([
      'row 2',
      'row 20',
      'row 21',
      'row 22',
      'row 23',
      'row 24',
      'row 25',
      'row 26',
      'row 27',
      'row 28',
      'row 29',
    ]);
  });

  it('colours cells by conditional formatting and draws cell bars', () => {
    const props = makeProps(3, {
      conditional_formatting: [{ column: 'count', colorScheme: 'red', operator: '>=', targetValue: 2 }],
    });
    renderChart(<TableChart {...props} />);
    const countCells = bodyRows().map((r) => within(r).getAllByRole('gridcell')[1] as HTMLElement);
    expect(countCells[2]?.style.background).toBe('rgba(255, 0, 0, 1)');
    // Full red is darker than the contrast threshold 186: its text turns white.
    expect(countCells[2]?.style.color.toUpperCase()).toBe('#FFFFFF');
    expect(countCells[0]?.style.background).toBe('');
    expect(countCells[0]?.style.color).toBe('');
    expect(screen.getAllByTestId('cell-bar')).toHaveLength(3);
  });

  it('cross-filters on a groupby cell click, and clears on a second click', () => {
    const onCrossFilter = vi.fn();
    renderChart(<TableChart {...makeProps(3)} onCrossFilter={onCrossFilter} />);
    const cell = screen.getByText('row 1').closest('[role="gridcell"]') as HTMLElement;
    fireEvent.click(cell);
    expect(onCrossFilter).toHaveBeenLastCalledWith({
      extraFormData: { filters: [{ col: 'name', op: 'IN', val: ['row 1'] }] },
      filterState: { value: ['row 1'], selectedValues: ['row 1'] },
    });
    expect(cell.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(cell);
    expect(onCrossFilter).toHaveBeenLastCalledWith(null);
    fireEvent.click(screen.getByText('2').closest('[role="gridcell"]') as HTMLElement);
    expect(onCrossFilter).toHaveBeenCalledTimes(2);
  });

  it('copies the visible rows to the clipboard and exports them as CSV', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockReturnValue(undefined);
    renderChart(<TableChart {...makeProps(2, { include_search: true, slice_name: 'My table' })} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'row 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('name\tcount\r\nrow 1\t1');
    fireEvent.click(screen.getByRole('button', { name: 'Export to .CSV' }));
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(await blob.text()).toBe('name,count\r\nrow 1,1');
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe('My_table.csv');
  });

  it('with server pagination asks for pages and server-side sorting through ownState', () => {
    const onOwnStateChange = vi.fn();
    const props = {
      ...makeProps(10, { server_pagination: true, server_page_length: 10 }),
      rowCount: 35,
    };
    renderChart(<TableChart {...props} onOwnStateChange={onOwnStateChange} />);
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(onOwnStateChange).toHaveBeenLastCalledWith({ currentPage: 2, pageSize: 10, sortBy: [] });
    fireEvent.click(screen.getByRole('columnheader', { name: /count/ }));
    expect(onOwnStateChange).toHaveBeenLastCalledWith({
      currentPage: 0,
      pageSize: 10,
      sortBy: [{ key: 'count', desc: false }],
    });
    expect(firstCellTexts()[0]).toBe('row 0');
  });

  it('without a host ownState hook, a server-paginated table sorts its page locally and shows no pager', () => {
    renderChart(<TableChart {...makeProps(3, { server_pagination: true })} rowCount={35} />);
    expect(screen.queryByRole('button', { name: '2' })).toBeNull();
    fireEvent.click(screen.getByRole('columnheader', { name: /count/ }));
    fireEvent.click(screen.getByRole('columnheader', { name: /count/ }));
    expect(firstCellTexts()).toEqual(['row 2', 'row 1', 'row 0']);
  });

  it('opens the context menu on a groupby cell with its filter', () => {
    const onContextMenu = vi.fn();
    renderChart(<TableChart {...makeProps(2)} onContextMenu={onContextMenu} />);
    fireEvent.contextMenu(screen.getByText('row 1'), { clientX: 5, clientY: 6 });
    expect(onContextMenu).toHaveBeenCalledWith({
      clientX: 5,
      clientY: 6,
      filters: [{ col: 'name', op: 'IN', val: ['row 1'] }],
    });
    fireEvent.contextMenu(screen.getByText('1'));
    expect(onContextMenu).toHaveBeenCalledTimes(1);
  });

  it("shows the host's selection and clears it on a click", () => {
    const onCrossFilter = vi.fn();
    renderChart(
      <TableChart {...makeProps(3)} selection={{ key: 'name', value: 'row 2' }} onCrossFilter={onCrossFilter} />,
    );
    const cell = screen.getByText('row 2').closest('[role="gridcell"]') as HTMLElement;
    expect(cell.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(cell);
    expect(onCrossFilter).toHaveBeenLastCalledWith(null);
  });

  it('returns to the top when the search changes the rows', () => {
    renderChart(<TableChart {...makeProps(1000, { include_search: true })} />);
    const grid = screen.getByRole('grid');
    grid.scrollTop = 500 * ROW_HEIGHT;
    fireEvent.scroll(grid);
    expect(firstCellTexts()).toContain('row 500');
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'row 9' } });
    fireEvent.scroll(grid);
    expect(grid.scrollTop).toBe(0);
    expect(firstCellTexts()[0]).toBe('row 9');
  });
});
