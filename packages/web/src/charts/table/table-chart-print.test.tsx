import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderChart } from '../../../test-support/charts/render-chart';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import { PrintModeContext } from '../../ui/print-mode';
import { TableChart } from './table-chart';
import { transformProps } from './transform-props';

const NUM = 0;
const STR = 1;

const tableProps = (rowCount: number) =>
  transformProps(
    chartProps({ viz_type: 'table', groupby: ['name'], metrics: ['count'], row_limit: 1000, include_search: true }, [
      chartResult(
        Array.from({ length: rowCount }, (_, i) => ({ name: `row ${i}`, count: i })),
        { name: STR, count: NUM },
      ),
    ]),
  );

const bodyRows = () => within(screen.getByRole('rowgroup')).queryAllByRole('row');

describe('TableChart in an export (report mode)', () => {
  afterEach(cleanup);

  it('prints every row up to the row limit, without search, Copy or CSV', () => {
    const props = tableProps(300);
    renderChart(
      <PrintModeContext value>
        <TableChart {...props} />
      </PrintModeContext>,
    );
    const rows = bodyRows();
    expect(rows).toHaveLength(300);
    expect(within(rows[299] as HTMLElement).getAllByRole('gridcell')[0]?.textContent).toBe('row 299');
    expect(screen.queryByRole('textbox', { name: 'Search' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export to .CSV' })).toBeNull();
    // Taller than its slot: marked so the renderer lets it run onto the next pages.
    expect(screen.getByRole('grid').hasAttribute('data-print-flow')).toBe(true);
  });

  it('leaves a printed table that fits its slot unmarked, so it is never split across pages', () => {
    renderChart(
      <PrintModeContext value>
        <TableChart {...tableProps(3)} />
      </PrintModeContext>,
    );
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByRole('grid').hasAttribute('data-print-flow')).toBe(false);
  });

  it('on screen draws only the window its height shows, with its widgets', () => {
    renderChart(<TableChart {...tableProps(300)} />);
    expect(bodyRows().length).toBeLessThan(50);
    screen.getByRole('textbox', { name: 'Search' });
    screen.getByRole('button', { name: 'Copy' });
  });
});
