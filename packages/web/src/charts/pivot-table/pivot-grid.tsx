import type { PivotAxisEntry, PivotModel } from '@tessera/core';
import { memo, useState, type CSSProperties, type ReactNode, type UIEvent } from 'react';
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
  // Each cell's box is fixed: its layout and paint never reach the others (a scroll step lays out only new cells).
  contain: 'strict',
  ...extra,
});

interface BodyCellProps {
  left: number;
  top: number;
  text: string;
  numeric: boolean;
  background: string | undefined;
  color: string | undefined;
  bold: boolean;
}

/** A value cell; memoised, so a scroll step renders only the cells it brings into view. */
const BodyCell = memo(function BodyCell({ left, top, text, numeric, background, color, bold }: BodyCellProps) {
  return (
    <div
      role="gridcell"
      data-pivot-cell=""
      style={cell(left, top, CELL_WIDTH, {
        textAlign: numeric ? 'right' : 'left',
        background,
        color,
        fontWeight: bold ? 600 : undefined,
      })}
    >
      {text}
    </div>
  );
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
 * headers) exist in the DOM, so 50,000 cells draw and scroll as fast as 500. Only the body
 * scrolls; the column and row headers follow it by a transform.
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
  const bodyWidth = model.cols.length * CELL_WIDTH;
  const bodyHeight = model.rows.length * ROW_HEIGHT;
  const pane = (left: number, top: number, w: number, h: number): CSSProperties => ({
    position: 'absolute',
    left,
    top,
    width: Math.max(0, w),
    height: Math.max(0, h),
    overflow: 'hidden',
  });
  const formatterOf = new Map(colorFormatters.map((f) => [f.column, f]));
  return (
    <div
      role="grid"
      aria-rowcount={model.rows.length}
      aria-colcount={model.cols.length}
      data-testid="pivot-grid"
      style={{ width, height, position: 'relative', fontSize: 13 }}
    >
      <div style={pane(0, 0, headerWidth, headerHeight)}>
        {colLevels.map((level, depth) => (
          <div key={depth} style={cell(0, depth * ROW_HEIGHT, headerWidth, { textAlign: 'right', fontWeight: 600 })}>
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
      {/* The headers move with the body by a transform: small layers, no sticky band as wide as the pivot. */}
      <div style={pane(headerWidth, 0, width - headerWidth, headerHeight)}>
        <div style={{ position: 'absolute', transform: `translateX(${-scroll.left}px)`, willChange: 'transform' }}>
          {colLevels.map((_, depth) =>
            cols.map((c) => (
              <div
                key={`${depth}:${c}`}
                role="columnheader"
                style={cell(c * CELL_WIDTH, depth * ROW_HEIGHT, CELL_WIDTH, {
                  ...strong(true),
                  // A group's label runs on over the columns of its group, which draw no border between them.
                  ...(startsGroup(model.cols, c + 1, depth, colLevels, metricNames, -1)
                    ? {}
                    : { borderRight: 'none', overflow: 'visible', textOverflow: 'clip', contain: 'size layout' }),
                })}
              >
                {header(model.cols, c, depth, colLevels, colWindow[0], props.onFoldCol)}
              </div>
            )),
          )}
        </div>
      </div>
      <div style={pane(0, headerHeight, headerWidth, height - headerHeight)}>
        <div style={{ position: 'absolute', transform: `translateY(${-scroll.top}px)`, willChange: 'transform' }}>
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
      </div>
      <div
        data-pivot-scroller=""
        onScroll={onScroll}
        style={{ ...pane(headerWidth, headerHeight, width - headerWidth, height - headerHeight), overflow: 'auto' }}
      >
        <div style={{ position: 'relative', width: bodyWidth, height: bodyHeight, contain: 'strict' }}>
          {rows.map((r) => {
            const row = model.rows[r] as PivotAxisEntry;
            // One box per row: adding or removing a cell touches its row's siblings, not the whole window's.
            return (
              <div
                key={r}
                role="row"
                style={{
                  position: 'absolute',
                  top: r * ROW_HEIGHT,
                  left: 0,
                  width: bodyWidth,
                  height: ROW_HEIGHT,
                  contain: 'strict',
                }}
              >
                {cols.map((c) => {
                  const col = model.cols[c] as PivotAxisEntry;
                  const value = model.value(row, col);
                  const plain = !isTotal(row) && !isTotal(col);
                  const formatter = plain
                    ? formatterOf.get(settings.metrics[row.metric ?? col.metric ?? 0] ?? '')
                    : undefined;
                  const background = formatter?.getColor(value);
                  return (
                    <BodyCell
                      key={`${r}:${c}`}
                      left={c * CELL_WIDTH}
                      top={0}
                      text={formatValue(value)}
                      numeric={typeof value === 'number'}
                      background={background}
                      color={cellTextColor(background, theme)}
                      bold={!plain}
                    />
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
