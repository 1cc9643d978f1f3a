import type { SqlLabColumn } from '@tessera/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { columnOffsets, columnWidth } from './column-width';
import { columnCellStyles, GridRow, headerCellStyle, ROW_PX } from './grid-row';

export interface ResultsGridProps {
  columns: readonly SqlLabColumn[];
  rows: readonly Record<string, unknown>[];
  /** The result's row count: rows past those loaded yet are drawn blank until their page lands. */
  total?: number;
}

/** Rows drawn beyond the viewport: enough for a wheel step, few enough that a frame stays short. */
const ROW_OVERSCAN = 4;

const styles = {
  scroller: {
    position: 'relative',
    overflow: 'auto',
    height: '100%',
    fontFamily: 'var(--mantine-font-family-monospace)',
    fontSize: 'var(--mantine-font-size-xs)',
    border: '1px solid var(--mantine-color-default-border)',
    borderRadius: 'var(--mantine-radius-sm)',
  },
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    background: 'var(--mantine-color-default)',
    borderBottom: '1px solid var(--mantine-color-default-border)',
  },
} satisfies Record<string, CSSProperties>;

/**
 * The results, virtualised on both axes: only the rows and columns in view are in the DOM, so a
 * 100,000-row, 100-column result scrolls as smoothly as a small one (Superset stops at 10,000
 * rows for this reason). Cells are absolutely placed; the header scrolls with the columns.
 */
export function ResultsGrid({ columns, rows, total }: ResultsGridProps): ReactNode {
  const count = Math.max(total ?? 0, rows.length);
  const scroller = useRef<HTMLDivElement>(null);
  const widths = useMemo(() => columns.map((c) => columnWidth(c, rows)), [columns, rows]);
  const lefts = useMemo(() => columnOffsets(widths), [widths]);
  const cellStyles = useMemo(() => columnCellStyles(widths, lefts), [widths, lefts]);
  const rowVirtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_PX,
    overscan: ROW_OVERSCAN,
    // Rendered with the next frame rather than synchronously inside each scroll event.
    useFlushSync: false,
  });
  const columnVirtualizer = useVirtualizer({
    horizontal: true,
    count: columns.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => widths[i] ?? 100,
    overscan: 3,
    useFlushSync: false,
  });
  const totalWidth = lefts.at(-1) ?? 0;
  const visibleColumns = columnVirtualizer.getVirtualItems();
  const firstColumn = visibleColumns[0]?.index ?? 0;
  const lastColumn = visibleColumns.at(-1)?.index ?? -1;
  const visibleRows = rowVirtualizer.getVirtualItems();

  return (
    <div
      ref={scroller}
      style={styles.scroller}
      data-testid="sqllab-results-grid"
      role="grid"
      aria-rowcount={count}
      data-rows-loaded={rows.length}
    >
      <div style={{ width: totalWidth, height: rowVirtualizer.getTotalSize() + ROW_PX, position: 'relative' }}>
        <div style={{ ...styles.header, width: totalWidth, height: ROW_PX }} role="row">
          {visibleColumns.map((col) => {
            const column = columns[col.index];
            return (
              <div
                key={col.key}
                role="columnheader"
                style={{ ...headerCellStyle, left: lefts[col.index], width: widths[col.index] }}
                title={column?.type ?? undefined}
              >
                {column?.name}
              </div>
            );
          })}
        </div>
        {visibleRows.map((row) => (
          // Keyed by slot (the index modulo the rows drawn): a row scrolled out hands its DOM to
          // the row scrolled in, so a long jump updates text in place instead of rebuilding rows.
          <GridRow
            key={row.index % visibleRows.length}
            record={rows[row.index] ?? {}}
            top={row.start + ROW_PX}
            width={totalWidth}
            odd={row.index % 2 === 1}
            columns={columns}
            cellStyles={cellStyles}
            firstColumn={firstColumn}
            lastColumn={lastColumn}
          />
        ))}
      </div>
    </div>
  );
}
