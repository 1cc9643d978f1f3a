import { Pagination } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { crossFilterClauses, crossFilterMask, isCrossFilterValue } from '@tessera/core';
import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import type { TableOwnState } from './build-query';
import type { ChartHooks } from '../types';
import { toText } from './formatters';
import { nextSort, searchRows, sortRows, toDelimited, type SortState } from './table-data';
import { TableToolbar, TOOLBAR_HEIGHT } from './table-toolbar';
import type { TableColumn, TableTransformedProps } from './types';
import { VirtualGrid, type CellSelection } from './virtual-grid';
import { usePrintMode } from '../../ui/print-mode';

const PAGER_HEIGHT = 36;

/** Server pagination: page and sort changes go to the host's ownState hook, which re-queries. */
export type TableChartProps = TableTransformedProps & ChartHooks;

const sameSelection = (a: CellSelection | null, b: CellSelection | null): boolean =>
  a === b || (a !== null && b !== null && a.key === b.key && a.value === b.value);

const sameSort = (a: SortState, b: SortState): boolean =>
  a === b || (a !== null && b !== null && a.key === b.key && a.desc === b.desc);

type ServerState = TableTransformedProps['serverState'];

const sameServerState = (a: ServerState, b: ServerState): boolean =>
  a === b || (a !== null && b !== null && a.page === b.page && sameSort(a.sort, b.sort));

const download = (text: string, fileName: string): void => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
};

export function TableChart(props: TableChartProps): ReactNode {
  const { columns, rows, totals, height, rowCount, rowLimit, includeSearch, serverPagination, pageSize } = props;
  const { colorFormatters, sliceName, selection, serverState, onCrossFilter, onContextMenu, onOwnStateChange } = props;
  const t = useT();
  // An export leaves out the on-screen widgets and prints every row the table holds (up to its
  // row limit) instead of the virtualised window a scroll would move.
  const printed = usePrintMode();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const [sort, setSort] = useState<SortState>(serverState?.sort ?? null);
  const [page, setPage] = useState(serverState?.page ?? 0);
  const [hostServerState, setHostServerState] = useState(serverState);
  const [originalDates, setOriginalDates] = useState<ReadonlySet<string>>(() => new Set());
  const [selected, setSelected] = useState<CellSelection | null>(selection);
  const [hostSelection, setHostSelection] = useState(selection);
  // The host's filterState wins when it changes (a cleared or restored cross-filter).
  if (!sameSelection(selection, hostSelection)) {
    setHostSelection(selection);
    setSelected(selection);
  }
  // So does the page and sort the host queried with (a restored or reset ownState).
  if (!sameServerState(serverState, hostServerState)) {
    setHostServerState(serverState);
    if (serverState) {
      setPage(serverState.page);
      setSort(serverState.sort);
    }
  }

  // Paging and sorting go to the server only when the host can re-query with the table's ownState.
  const serverSide = serverPagination && onOwnStateChange !== undefined;
  const shownColumns = useMemo(
    () => columns.map((c) => (originalDates.has(c.key) ? { ...c, format: toText } : c)),
    [columns, originalDates],
  );
  const searched = useMemo(() => searchRows(rows, shownColumns, query), [rows, shownColumns, query]);
  const shown = useMemo(() => (serverSide ? searched : sortRows(searched, sort)), [searched, sort, serverSide]);
  const pages = serverSide && pageSize > 0 ? Math.max(Math.ceil(rowCount / pageSize), 1) : 1;
  const gridHeight = Math.max(height - TOOLBAR_HEIGHT - (pages > 1 ? PAGER_HEIGHT : 0), 0);

  const ownState = (currentPage: number, sortState: SortState): TableOwnState => ({
    currentPage,
    pageSize,
    sortBy: sortState ? [sortState] : [],
  });

  const onSort = (key: string) => {
    const next = nextSort(sort, key);
    setSort(next);
    if (serverSide) {
      setPage(0);
      onOwnStateChange(ownState(0, next));
    }
  };

  const onDateDisplay = (key: string, original: boolean) =>
    setOriginalDates((current) => {
      const next = new Set(current);
      if (original) next.add(key);
      else next.delete(key);
      return next;
    });

  const onPage = (oneBased: number) => {
    setPage(oneBased - 1);
    onOwnStateChange?.(ownState(oneBased - 1, sort));
  };

  const onCellClick = (column: TableColumn, value: unknown) => {
    if (!onCrossFilter || !isCrossFilterValue(value)) return;
    if (selected?.key === column.key && selected.value === value) {
      setSelected(null);
      onCrossFilter(null);
      return;
    }
    setSelected({ key: column.key, value });
    onCrossFilter(crossFilterMask({ columns: [column.key], values: [value], selected: value }));
  };

  const onCellContextMenu = (column: TableColumn, value: unknown, event: MouseEvent) => {
    if (!onContextMenu || !isCrossFilterValue(value)) return;
    event.preventDefault();
    const filters = crossFilterClauses([column.key], [value]);
    onContextMenu({ clientX: event.clientX, clientY: event.clientY, filters });
  };

  const onCopy = () => {
    const text = toDelimited(shown, shownColumns, { delimiter: '\t', formatted: true });
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      notifications.show({ color: 'red', message: t('Sorry, your browser does not support copying.') });
      return;
    }
    clipboard.writeText(text).then(
      () => notifications.show({ color: 'green', message: t('Copied to clipboard!') }),
      () => notifications.show({ color: 'red', message: t('Sorry, your browser does not support copying.') }),
    );
  };

  const onExport = () => {
    const name = (sliceName || 'table').replace(/[^\w.-]+/g, '_');
    download(toDelimited(shown, columns, { delimiter: ',', formatted: false }), `${name}.csv`);
  };

  return (
    <div style={{ width: props.width, height: printed ? undefined : height, display: 'flex', flexDirection: 'column' }}>
      <TableToolbar
        printed={printed}
        includeSearch={includeSearch}
        search={search}
        onSearch={setSearch}
        rowCount={rowCount}
        rowLimit={rowLimit}
        onCopy={onCopy}
        onExport={onExport}
      />
      <VirtualGrid
        columns={shownColumns}
        rows={shown}
        totals={totals}
        height={gridHeight}
        flow={printed}
        colorFormatters={colorFormatters}
        sort={sort}
        onSort={onSort}
        selected={selected}
        onCellClick={onCrossFilter ? onCellClick : undefined}
        onCellContextMenu={onContextMenu ? onCellContextMenu : undefined}
        originalDates={originalDates}
        onDateDisplay={onDateDisplay}
      />
      {pages > 1 && !printed && (
        <Pagination size="sm" total={pages} value={page + 1} onChange={onPage} mt={4} h={PAGER_HEIGHT - 4} />
      )}
    </div>
  );
}
