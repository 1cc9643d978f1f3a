import type { PivotAxisEntry, PivotModel } from '@tessera/core';
import { useState, type CSSProperties, type ReactNode, type UIEvent } from 'react';
import { useT } from '../../i18n';
import { cellTextColor } from '../table/cell-text-color';
import { axisLevels, foldablePath, headerText, startsGroup, type HeaderLevel } from './pivot-headers';
import type { PivotTransformedProps } from './types';

export const ROW_HEIGHT = 28;
export const CELL_WIDTH = 110;
export const HEADER_WIDTH = 140;
const OVERSCAN = 4;

export interface PivotGridProps extends PivotTransformedProps {
  model: PivotModel;
  onFoldRow: (path: readonly string[]) => void;
  onFoldCol: (path: readonly string[]) => void;
}

const BORDER = '1px solid var(--mantine-color-default-border)';
const SURFACE = 'var(--mantine-color-body)';

const cell = (left: number, top: number, width: number, extra: CSSProperties = {}): CSSProperties => ({
  position: 'absolute',
  left,
  top,
  width,
  height: ROW_HEIGHT,
  lineHeight: `${ROW_HEIGHT - 1}px`,
  padding: '0 6px',
  boxSizing: 'border-box',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  borderBottom: BORDER,
  borderRight: BORDER,
  ...extra,
});

/** The entries in view along one axis, with a few either side. */
const windowOf = (offset: number, viewport: number, size: number, count: number): [number, number] => {
  const first = Math.floor(Math.max(offset, 0) / size);
  return [Math.max(0, first - OVERSCAN), Math.min(count, first + Math.ceil(viewport / size) + OVERSCAN)];
};

const range = ([from, to]: [number, number]): number[] =>
  Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

const isTotal = (e: PivotAxisEntry): boolean => e.kind !== 'value';

/**
 * The pivot drawn in both directions from the scroll position only: the cells in view (and their
 * headers) exist in the DOM, so 50,000 cells draw and scroll as fast as 500. The column headers
 * stick to the top and the row headers to the left.
 */
export function PivotGrid(props: PivotGridProps): ReactNode {
  const { model, width, height, theme, settings, rowTitles, colTitles, metricNames, formatValue, colorFormatters } =
    props;
  const t = useT();
  const [scroll, setScroll] = useState({ top: 0, left: 0 });
  const rowLevels = axisLevels(settings.rows.columns.length, settings.metricsOnRows, settings.metricsFirst);
  const colLevels = axisLevels(settings.cols.columns.length, !settings.metricsOnRows, settings.metricsFirst);
  const headerWidth = Math.max(rowLevels.length, 1) * HEADER_WIDTH;
  const headerHeight = (colLevels.length + 1) * ROW_HEIGHT;
  const fullWidth = headerWidth + model.cols.length * CELL_WIDTH;
  const fullHeight = headerHeight + model.rows.length * ROW_HEIGHT;
  const rowWindow = windowOf(scroll.top, height - headerHeight, ROW_HEIGHT, model.rows.length);
  const colWindow = windowOf(scroll.left, width - headerWidth, CELL_WIDTH, model.cols.length);
  const rows = range(rowWindow);
  const cols = range(colWindow);
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const { scrollTop, scrollLeft } = event.currentTarget;
    setScroll((s) => (s.top === scrollTop && s.left === scrollLeft ? s : { top: scrollTop, left: scrollLeft }));
  };

  const foldButton = (path: readonly string[] | null, folded: boolean, onFold: (p: readonly string[]) => void) =>
    path === null ? null : (
      <button
        type="button"
        aria-label={folded ? t('Expand') : t('Collapse')}
        aria-expanded={!folded}
        onClick={() => onFold(path)}
        style={{ border: 0, background: 'none', color: 'inherit', cursor: 'pointer', padding: '0 4px 0 0' }}
      >
        {folded ? '▸' : '▾'}
      </button>
    );

  const header = (
    entries: readonly PivotAxisEntry[],
    index: number,
    depth: number,
    levels: readonly HeaderLevel[],
    firstShown: number,
    onFold: (p: readonly string[]) => void,
  ): ReactNode => {
    const entry = entries[index] as PivotAxisEntry;
    const level = levels[depth] as HeaderLevel;
    if (!startsGroup(entries, index, depth, levels, metricNames, firstShown)) return null;
    const path = foldablePath(entry, level, level.kind === 'dim' ? levels.filter((l) => l.kind === 'dim').length : 0);
    const folded = entry.collapsed && path !== null && path.length === entry.path.length;
    return (
      <>
        {foldButton(path, folded, onFold)}
        {headerText(entry, level, metricNames)}
      </>
    );
  };

  const strong = (bold: boolean): CSSProperties => (bold ? { fontWeight: 600 } : {});
  return (
    <div
      role="grid"
      aria-rowcount={model.rows.length}
      aria-colcount={model.cols.length}
      data-testid="pivot-grid"
      onScroll={onScroll}
      style={{ width, height, overflow: 'auto', position: 'relative', fontSize: 13 }}
    >
      <div style={{ width: fullWidth, height: fullHeight, position: 'relative' }}>
        <div
          style={{ position: 'sticky', top: 0, zIndex: 2, width: fullWidth, height: headerHeight, background: SURFACE }}
        >
          <div
            style={{
              position: 'sticky',
              left: 0,
              zIndex: 3,
              width: headerWidth,
              height: headerHeight,
              background: SURFACE,
            }}
          >
            {colLevels.map((level, depth) => (
              <div
                key={depth}
                style={cell(0, depth * ROW_HEIGHT, headerWidth, { textAlign: 'right', fontWeight: 600 })}
              >
                {level.kind === 'dim' ? colTitles[level.index] : ''}
              </div>
            ))}
            {rowLevels.map((level, depth) => (
              <div
                key={depth}
                role="columnheader"
                style={cell(depth * HEADER_WIDTH, colLevels.length * ROW_HEIGHT, HEADER_WIDTH, { fontWeight: 600 })}
              >
                {level.kind === 'dim' ? rowTitles[level.index] : ''}
              </div>
            ))}
          </div>
          {colLevels.map((_, depth) =>
            cols.map((c) => (
              <div
                key={`${depth}:${c}`}
                role="columnheader"
                style={cell(headerWidth + c * CELL_WIDTH, depth * ROW_HEIGHT, CELL_WIDTH, {
                  ...strong(true),
                  // A group's label runs on over the columns of its group, which draw no border between them.
                  ...(startsGroup(model.cols, c + 1, depth, colLevels, metricNames, -1)
                    ? {}
                    : { borderRight: 'none', overflow: 'visible', textOverflow: 'clip' }),
                })}
              >
                {header(model.cols, c, depth, colLevels, colWindow[0], props.onFoldCol)}
              </div>
            )),
          )}
        </div>
        <div style={{ position: 'relative', width: fullWidth, height: fullHeight - headerHeight }}>
          <div
            style={{
              position: 'sticky',
              left: 0,
              zIndex: 1,
              width: headerWidth,
              height: fullHeight - headerHeight,
              background: SURFACE,
            }}
          >
            {rows.map((r) =>
              (rowLevels.length ? rowLevels : [null]).map((_, depth) => (
                <div
                  key={`${r}:${depth}`}
                  role="rowheader"
                  style={cell(depth * HEADER_WIDTH, r * ROW_HEIGHT, HEADER_WIDTH, strong(true))}
                >
                  {rowLevels.length ? header(model.rows, r, depth, rowLevels, rowWindow[0], props.onFoldRow) : null}
                </div>
              )),
            )}
          </div>
          {rows.map((r) => {
            const row = model.rows[r] as PivotAxisEntry;
            return cols.map((c) => {
              const col = model.cols[c] as PivotAxisEntry;
              const value = model.value(row, col);
              const metric = settings.metrics[row.metric ?? col.metric ?? 0] ?? '';
              const plain = !isTotal(row) && !isTotal(col);
              const background = plain ? colorFormatters.find((f) => f.column === metric)?.getColor(value) : undefined;
              return (
                <div
                  key={`${r}:${c}`}
                  role="gridcell"
                  data-pivot-cell=""
                  style={cell(headerWidth + c * CELL_WIDTH, r * ROW_HEIGHT, CELL_WIDTH, {
                    textAlign: typeof value === 'number' ? 'right' : 'left',
                    background,
                    color: cellTextColor(background, theme),
                    ...strong(!plain),
                  })}
                >
                  {formatValue(value)}
                </div>
              );
            });
          })}
        </div>
      </div>
    </div>
  );
}
