import { Text } from '@mantine/core';
import type { SqlLabColumn } from '@tessera/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { cellText } from '../../explore/components/data-pane/table-data';
import { columnOffsets, columnWidth } from './column-width';

export interface ResultsGridProps {
  columns: readonly SqlLabColumn[];
  rows: readonly Record<string, unknown>[];
}

const ROW_PX = 28;

const ellipsis: CSSProperties = {
  position: 'absolute',
  top: 0,
  padding: '0 8px',
  lineHeight: `${ROW_PX}px`,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};
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
  headerCell: { ...ellipsis, fontWeight: 600 },
  cell: { ...ellipsis, borderRight: '1px solid var(--mantine-color-default-border)' },
} satisfies Record<string, CSSProperties>;

/**
 * The results, virtualised on both axes: only the rows and columns in view are in the DOM, so a
 * 100,000-row, 100-column result scrolls as smoothly as a small one (Superset stops at 10,000
 * rows for this reason). Cells are absolutely placed; the header scrolls with the columns.
 */
export function ResultsGrid({ columns, rows }: ResultsGridProps): ReactNode {
  const scroller = useRef<HTMLDivElement>(null);
  const widths = useMemo(() => columns.map((c) => columnWidth(c, rows)), [columns, rows]);
  const lefts = useMemo(() => columnOffsets(widths), [widths]);
  const rowVirtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_PX,
    overscan: 12,
  });
  const columnVirtualizer = useVirtualizer({
    horizontal: true,
    count: columns.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => widths[i] ?? 100,
    overscan: 3,
  });
  const totalWidth = lefts.at(-1) ?? 0;
  const visibleColumns = columnVirtualizer.getVirtualItems();

  return (
    <div
      ref={scroller}
      style={styles.scroller}
      data-testid="sqllab-results-grid"
      role="grid"
      aria-rowcount={rows.length}
    >
      <div style={{ width: totalWidth, height: rowVirtualizer.getTotalSize() + ROW_PX, position: 'relative' }}>
        <div style={{ ...styles.header, width: totalWidth, height: ROW_PX }} role="row">
          {visibleColumns.map((col) => {
            const column = columns[col.index];
            return (
              <div
                key={col.key}
                role="columnheader"
                style={{ ...styles.headerCell, left: lefts[col.index], width: widths[col.index], height: ROW_PX }}
                title={column?.type ?? undefined}
              >
                {column?.name}
              </div>
            );
          })}
        </div>
        {rowVirtualizer.getVirtualItems().map((row) => {
          const record = rows[row.index] ?? {};
          return (
            <div
              key={row.key}
              role="row"
              style={{
                position: 'absolute',
                left: 0,
                top: row.start + ROW_PX,
                width: totalWidth,
                height: ROW_PX,
                background: row.index % 2 === 1 ? 'var(--mantine-color-default-hover)' : undefined,
              }}
            >
              {visibleColumns.map((col) => {
                const column = columns[col.index];
                const value = record[column?.name ?? ''];
                return (
                  <div
                    key={col.key}
                    role="gridcell"
                    style={{ ...styles.cell, left: lefts[col.index], width: widths[col.index] }}
                  >
                    {value === null || value === undefined ? (
                      <Text component="span" size="xs" c="dimmed">
                        NULL
                      </Text>
                    ) : (
                      // Temporal columns arrive as epoch ms: shown as dates, as Superset's grid does.
                      cellText(value, column?.is_dttm === true)
                    )}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
}
