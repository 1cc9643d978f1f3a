import type { ColumnColorFormatter } from '@tessera/core';
import { useEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { useComputedColorScheme } from '@mantine/core';
import { useT } from '../../i18n';
import { cellTextColor } from './cell-text-color';
import { GridHeader, headerHeight, headerRowCount } from './grid-header';
import { cellBar, type SortState } from './table-data';
import type { TableColumn, TableRow } from './types';

export { HEADER_HEIGHT } from './grid-header';
export const ROW_HEIGHT = 32;
const OVERSCAN = 6;
const MIN_COLUMN_WIDTH = 120;

/** The rows to render for a scroll offset: the window plus a few rows either side. */
export const visibleRange = (scrollTop: number, viewport: number, rowCount: number): { start: number; end: number } => {
  const first = Math.floor(Math.max(scrollTop, 0) / ROW_HEIGHT);
  const count = Math.ceil(viewport / ROW_HEIGHT);
  return { start: Math.max(0, first - OVERSCAN), end: Math.min(rowCount, first + count + OVERSCAN) };
};

export interface CellSelection {
  key: string;
  value: unknown;
}

export interface VirtualGridProps {
  columns: TableColumn[];
  rows: readonly TableRow[];
  totals: TableRow | null;
  height: number;
  colorFormatters: ColumnColorFormatter[];
  sort: SortState;
  onSort: (key: string) => void;
  selected: CellSelection | null;
  onCellClick?: (column: TableColumn, value: unknown) => void;
  onCellContextMenu?: (column: TableColumn, value: unknown, event: MouseEvent) => void;
  /** Temporal columns showing their raw value; the header menu switches them. */
  originalDates?: ReadonlySet<string>;
  onDateDisplay?: (key: string, original: boolean) => void;
  /**
   * An export: every row in the page's flow, none virtualised and no scroll box (Chromium prints
   * a scroll container as one unbreakable block, clipped at the page's end), so a printed table
   * runs onto the next pages and breaks between rows. `height` is then ignored.
   */
  flow?: boolean;
}

const NO_ORIGINAL_DATES: ReadonlySet<string> = new Set();

/** A set width is a minimum, or the exact width when long cells are truncated (Superset's "Min width"). */
const columnTrack = (c: TableColumn): string => {
  if (c.width === null) return `minmax(${MIN_COLUMN_WIDTH}px, 1fr)`;
  return c.truncate ? `${c.width}px` : `minmax(${c.width}px, 1fr)`;
};

const BAR_COLORS = {
  positive: 'var(--mantine-color-green-light)',
  negative: 'var(--mantine-color-red-light)',
  neutral: 'var(--mantine-color-gray-light)',
};

const cellStyle = (column: TableColumn): CSSProperties => ({
  position: 'relative',
  padding: '0 8px',
  lineHeight: `${ROW_HEIGHT}px`,
  textAlign: column.align,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  borderBottom: '1px solid var(--mantine-color-default-border)',
});

interface CellProps {
  column: TableColumn;
  value: unknown;
  background?: string;
  /** Black or white text on a conditionally formatted cell, by the contrast threshold. */
  color?: string;
  /** The text of a missing value, translated once per grid rather than per cell. */
  missingText: string;
  selected: boolean;
  onClick?: (column: TableColumn, value: unknown) => void;
  onContextMenu?: (column: TableColumn, value: unknown, event: MouseEvent) => void;
}

function Cell({ column, value, background, color, missingText, selected, onClick, onContextMenu }: CellProps) {
  const missing = value === null || value === undefined;
  const bar = column.bar ? cellBar(value, column.bar) : null;
  const clickable = Boolean(onClick) && column.isDimension;
  const text = missing ? missingText : column.format(value);
  const barColor = !column.bar?.colorPositiveNegative
    ? BAR_COLORS.neutral
    : bar?.positive
      ? BAR_COLORS.positive
      : BAR_COLORS.negative;
  const activate = () => onClick?.(column, value);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') activate();
  };
  return (
    <div
      role="gridcell"
      title={column.truncate && !missing ? text : undefined}
      aria-selected={clickable ? selected : undefined}
      tabIndex={clickable ? 0 : undefined}
      onClick={clickable ? activate : undefined}
      onKeyDown={clickable ? onKeyDown : undefined}
      onContextMenu={
        onContextMenu && column.isDimension ? (e) => onContextMenu(column, value, e.nativeEvent) : undefined
      }
      style={{
        ...cellStyle(column),
        cursor: clickable ? 'pointer' : undefined,
        background: selected ? 'var(--mantine-primary-color-light)' : background,
        color: selected ? undefined : color,
        fontWeight: selected ? 600 : undefined,
      }}
    >
      {bar && (
        <span
          aria-hidden
          data-testid="cell-bar"
          style={{
            position: 'absolute',
            top: 4,
            bottom: 4,
            left: `${bar.left}%`,
            width: `${bar.width}%`,
            background: barColor,
          }}
        />
      )}
      <span
        style={{ position: 'relative', opacity: missing ? 0.5 : undefined, fontStyle: missing ? 'italic' : undefined }}
      >
        {text}
      </span>
    </div>
  );
}

export function VirtualGrid(props: VirtualGridProps): ReactNode {
  const { columns, rows, totals, height, colorFormatters, sort, onSort, selected, onCellClick, onCellContextMenu } =
    props;
  const { originalDates = NO_ORIGINAL_DATES, onDateDisplay, flow = false } = props;
  const t = useT();
  const scheme = useComputedColorScheme('light');
  const [scrollTop, setScrollTop] = useState(0);
  const grid = useRef<HTMLDivElement>(null);

  // New rows (data, search, sort) start at the top; the scroll event then updates scrollTop.
  useEffect(() => {
    if (grid.current) grid.current.scrollTop = 0;
  }, [rows]);
  const headerRows = headerRowCount(columns);
  const viewport = Math.max(height - headerHeight(columns) - (totals ? ROW_HEIGHT : 0), ROW_HEIGHT);
  const { start, end } = flow ? { start: 0, end: rows.length } : visibleRange(scrollTop, viewport, rows.length);
  // Rows are keyed by their slot in a fixed pool, so scrolling updates mounted rows instead of
  // unmounting and mounting them: the cost of a scroll step stays one props update per cell.
  const pool = flow ? Math.max(rows.length, 1) : Math.ceil(viewport / ROW_HEIGHT) + 2 * OVERSCAN;
  const missingText = t('N/A');
  const template = columns.map(columnTrack).join(' ');
  const minWidth = columns.reduce((sum, c) => sum + (c.width ?? MIN_COLUMN_WIDTH), 0);
  const rowStyle: CSSProperties = { display: 'grid', gridTemplateColumns: template, height: ROW_HEIGHT };

  const formatters = useMemo(() => {
    const byColumn = new Map<string, ColumnColorFormatter[]>();
    for (const f of colorFormatters) byColumn.set(f.column, [...(byColumn.get(f.column) ?? []), f]);
    return byColumn;
  }, [colorFormatters]);

  // The last matching rule wins, as in Superset.
  const background = (key: string, value: unknown): string | undefined =>
    (formatters.get(key) ?? []).reduce<string | undefined>((acc, f) => f.getColor(value) ?? acc, undefined);

  const renderRow = (row: TableRow, index: number) => (
    <div
      key={index % pool}
      role="row"
      aria-rowindex={index + headerRows + 1}
      style={flow ? rowStyle : { ...rowStyle, position: 'absolute', top: index * ROW_HEIGHT, left: 0, right: 0 }}
    >
      {columns.map((c) => {
        const fill = background(c.key, row[c.key]);
        return (
          <Cell
            key={c.key}
            column={c}
            value={row[c.key]}
            background={fill}
            color={cellTextColor(fill, scheme)}
            missingText={missingText}
            selected={selected !== null && selected.key === c.key && selected.value === row[c.key]}
            onClick={onCellClick}
            onContextMenu={onCellContextMenu}
          />
        );
      })}
    </div>
  );

  const visible: ReactNode[] = [];
  for (let i = start; i < end; i += 1) {
    const row = rows[i];
    if (row) visible.push(renderRow(row, i));
  }

  return (
    <div
      ref={grid}
      role="grid"
      aria-rowcount={rows.length + headerRows + (totals ? 1 : 0)}
      aria-colcount={columns.length}
      // Snapped to whole rows: scrolling within a row does not re-render.
      onScroll={(e) => setScrollTop(Math.floor(e.currentTarget.scrollTop / ROW_HEIGHT) * ROW_HEIGHT)}
      // Marks a printed table taller than its slot: the renderer lets only such a slot break across pages.
      data-print-flow={
        (flow && headerHeight(columns) + (rows.length + (totals ? 1 : 0)) * ROW_HEIGHT > height) || undefined
      }
      style={{
        ...(flow ? { overflow: 'hidden' } : { height, overflow: 'auto' }),
        position: 'relative',
        fontSize: 'var(--mantine-font-size-sm)',
      }}
    >
      <div style={{ minWidth, width: '100%' }}>
        <GridHeader
          columns={columns}
          rowStyle={rowStyle}
          cellStyle={cellStyle}
          sort={sort}
          onSort={onSort}
          originalDates={originalDates}
          onDateDisplay={onDateDisplay}
        />
        <div role="rowgroup" style={flow ? undefined : { position: 'relative', height: rows.length * ROW_HEIGHT }}>
          {visible}
        </div>
        {totals && (
          <div
            role="row"
            aria-rowindex={rows.length + headerRows + 1}
            data-testid="totals-row"
            style={{ ...rowStyle, position: 'sticky', bottom: 0, zIndex: 1, background: 'var(--mantine-color-body)' }}
          >
            {columns.map((c, i) => (
              <div key={c.key} role="gridcell" style={{ ...cellStyle(c), fontWeight: 600 }}>
                {i === 0 && totals[c.key] === undefined ? t('Summary') : c.format(totals[c.key])}
              </div>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
