import type { SqlLabColumn } from '@tessera/core';
import { memo, type CSSProperties, type ReactNode } from 'react';
import { cellText } from '../../explore/components/data-pane/table-data';

export const ROW_PX = 28;

const ellipsis: CSSProperties = {
  position: 'absolute',
  top: 0,
  padding: '0 8px',
  lineHeight: `${ROW_PX}px`,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};
export const headerCellStyle: CSSProperties = { ...ellipsis, fontWeight: 600, height: ROW_PX };
const cellStyle: CSSProperties = { ...ellipsis, borderRight: '1px solid var(--mantine-color-default-border)' };
const nullStyle: CSSProperties = { color: 'var(--mantine-color-dimmed)' };

/**
 * Each column's cell style, built once per result: cells share these objects, so React sees an
 * unchanged style and writes nothing while the grid scrolls.
 */
export const columnCellStyles = (widths: readonly number[], lefts: readonly number[]): CSSProperties[] =>
  widths.map((width, i) => ({ ...cellStyle, left: lefts[i], width }));

export interface GridRowProps {
  record: Readonly<Record<string, unknown>>;
  top: number;
  width: number;
  odd: boolean;
  columns: readonly SqlLabColumn[];
  cellStyles: readonly CSSProperties[];
  /** The columns in view, first and last index included. */
  firstColumn: number;
  lastColumn: number;
}

/**
 * One row of the grid. Memoised: while the grid scrolls only rows whose record or columns in view
 * changed render again, so each cell's text (dates formatted, objects as JSON) is worked out once
 * per row shown, not on every frame.
 */
export const GridRow = memo(function GridRow({
  record,
  top,
  width,
  odd,
  columns,
  cellStyles,
  firstColumn,
  lastColumn,
}: GridRowProps): ReactNode {
  const cells: ReactNode[] = [];
  for (let i = firstColumn; i <= lastColumn; i += 1) {
    const column = columns[i];
    if (column === undefined) continue;
    const value = record[column.name];
    cells.push(
      <div key={i} role="gridcell" style={cellStyles[i]}>
        {value === null || value === undefined ? (
          <span style={nullStyle}>NULL</span>
        ) : (
          // Temporal columns arrive as epoch ms: shown as dates, as Superset's grid does.
          cellText(value, column.is_dttm)
        )}
      </div>,
    );
  }
  return (
    <div
      role="row"
      style={{
        position: 'absolute',
        left: 0,
        top,
        width,
        height: ROW_PX,
        background: odd ? 'var(--mantine-color-default-hover)' : undefined,
      }}
    >
      {cells}
    </div>
  );
});
