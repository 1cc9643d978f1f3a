import { useEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '../../i18n';
import type { ColumnColorFormatter } from './conditional-formatting';
import { cellBar, type SortState } from './table-data';
import type { TableColumn, TableRow } from './types';

export const ROW_HEIGHT = 32;
export const HEADER_HEIGHT = 36;
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
}

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
  selected: boolean;
  onClick?: (column: TableColumn, value: unknown) => void;
  onContextMenu?: (column: TableColumn, value: unknown, event: MouseEvent) => void;
}

function Cell({ column, value, background, selected, onClick, onContextMenu }: CellProps) {
  const t = useT();
  const missing = value === null || value === undefined;
  const bar = column.bar ? cellBar(value, column.bar) : null;
  const clickable = Boolean(onClick) && column.isDimension;
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
        {missing ? t('N/A') : column.format(value)}
      </span>
    </div>
  );
}

const SORT_MARK = { asc: ' ▲', desc: ' ▼' } as const;

export function VirtualGrid(props: VirtualGridProps): ReactNode {
  const { columns, rows, totals, height, colorFormatters, sort, onSort, selected, onCellClick, onCellContextMenu } =
    props;
  const t = useT();
  const [scrollTop, setScrollTop] = useState(0);
  const grid = useRef<HTMLDivElement>(null);

  // New rows (data, search, sort) start at the top; the scroll event then updates scrollTop.
  useEffect(() => {
    if (grid.current) grid.current.scrollTop = 0;
  }, [rows]);
  const viewport = Math.max(height - HEADER_HEIGHT - (totals ? ROW_HEIGHT : 0), ROW_HEIGHT);
  const { start, end } = visibleRange(scrollTop, viewport, rows.length);
  const template = columns.map((c) => (c.width ? `${c.width}px` : `minmax(${MIN_COLUMN_WIDTH}px, 1fr)`)).join(' ');
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
      key={index}
      role="row"
      aria-rowindex={index + 2}
      style={{ ...rowStyle, position: 'absolute', top: index * ROW_HEIGHT, left: 0, right: 0 }}
    >
      {columns.map((c) => (
        <Cell
          key={c.key}
          column={c}
          value={row[c.key]}
          background={background(c.key, row[c.key])}
          selected={selected !== null && selected.key === c.key && selected.value === row[c.key]}
          onClick={onCellClick}
          onContextMenu={onCellContextMenu}
        />
      ))}
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
      aria-rowcount={rows.length + 1 + (totals ? 1 : 0)}
      aria-colcount={columns.length}
      // Snapped to whole rows: scrolling within a row does not re-render.
      onScroll={(e) => setScrollTop(Math.floor(e.currentTarget.scrollTop / ROW_HEIGHT) * ROW_HEIGHT)}
      style={{ height, overflow: 'auto', position: 'relative', fontSize: 'var(--mantine-font-size-sm)' }}
    >
      <div style={{ minWidth, width: '100%' }}>
        <div
          role="row"
          aria-rowindex={1}
          style={{
            ...rowStyle,
            height: HEADER_HEIGHT,
            position: 'sticky',
            top: 0,
            zIndex: 2,
            background: 'var(--mantine-color-body)',
          }}
        >
          {columns.map((c) => {
            const direction = sort?.key === c.key ? (sort.desc ? 'desc' : 'asc') : null;
            return (
              <div
                key={c.key}
                role="columnheader"
                aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
                tabIndex={0}
                title={t('Sort by %s', c.label)}
                onClick={() => onSort(c.key)}
                onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ' ? onSort(c.key) : undefined)}
                style={{
                  ...cellStyle(c),
                  lineHeight: `${HEADER_HEIGHT}px`,
                  fontWeight: 600,
                  cursor: 'pointer',
                  borderBottomWidth: 2,
                }}
              >
                {c.label}
                {direction ? SORT_MARK[direction] : ''}
              </div>
            );
          })}
        </div>
        <div role="rowgroup" style={{ position: 'relative', height: rows.length * ROW_HEIGHT }}>
          {visible}
        </div>
        {totals && (
          <div
            role="row"
            aria-rowindex={rows.length + 2}
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
