import { ActionIcon, Popover, Radio, Stack } from '@mantine/core';
import type { CSSProperties, ReactNode, SyntheticEvent } from 'react';
import { useT } from '../../i18n';
import type { SortState } from './table-data';
import { GENERIC_TYPES, type TableColumn } from './types';

export const HEADER_HEIGHT = 36;

/** Time-compared metrics get a second header row above their Main | # | △ | % columns. */
export const hasGroupRow = (columns: readonly TableColumn[]): boolean => columns.some((c) => c.group !== undefined);

export const headerHeight = (columns: readonly TableColumn[]): number => HEADER_HEIGHT * (hasGroupRow(columns) ? 2 : 1);

export const headerRowCount = (columns: readonly TableColumn[]): number => (hasGroupRow(columns) ? 2 : 1);

interface GroupSpan {
  key: string;
  label: string;
  span: number;
  first: TableColumn;
}

/** Neighbouring columns of one metric share one group cell; other columns get an empty one. */
const groupSpans = (columns: readonly TableColumn[]): GroupSpan[] => {
  const spans: GroupSpan[] = [];
  columns.forEach((c) => {
    const last = spans[spans.length - 1];
    if (c.group && last && last.key === `group:${c.group.key}`) last.span += 1;
    else {
      const key = c.group ? `group:${c.group.key}` : `column:${c.key}`;
      spans.push({ key, label: c.group?.label ?? '', span: 1, first: c });
    }
  });
  return spans;
};

const JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

const stop = (e: SyntheticEvent) => e.stopPropagation();

interface DateMenuProps {
  column: TableColumn;
  original: boolean;
  onChange: (key: string, original: boolean) => void;
}

/** Superset's "Column Formatting" choice on a temporal column: the formatted date or the raw value. */
function DateDisplayMenu({ column, original, onChange }: DateMenuProps) {
  const t = useT();
  return (
    <Popover position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <ActionIcon
          size="xs"
          variant="subtle"
          color="gray"
          aria-label={t('Column Formatting: %s', column.label)}
          onClick={stop}
          onKeyDown={stop}
        >
          ⋮
        </ActionIcon>
      </Popover.Target>
      {/* Events bubble through the portal to the header, which would sort. */}
      <Popover.Dropdown onClick={stop} onKeyDown={stop}>
        <Radio.Group
          label={t('Column Formatting')}
          value={original ? 'original' : 'formatted'}
          onChange={(v) => onChange(column.key, v === 'original')}
        >
          <Stack gap={6} mt={6}>
            <Radio size="xs" value="formatted" label={t('Formatted date')} />
            <Radio size="xs" value="original" label={t('Original value')} />
          </Stack>
        </Radio.Group>
      </Popover.Dropdown>
    </Popover>
  );
}

const SORT_MARK = { asc: ' ▲', desc: ' ▼' } as const;

export interface GridHeaderProps {
  columns: readonly TableColumn[];
  rowStyle: CSSProperties;
  cellStyle: (column: TableColumn) => CSSProperties;
  sort: SortState;
  onSort: (key: string) => void;
  /** Temporal columns showing their raw value instead of the formatted date. */
  originalDates: ReadonlySet<string>;
  onDateDisplay?: (key: string, original: boolean) => void;
}

/** The sticky header: the metric row of a time comparison, then one sortable cell per column. */
export function GridHeader(props: GridHeaderProps): ReactNode {
  const { columns, rowStyle, cellStyle, sort, onSort, originalDates, onDateDisplay } = props;
  const t = useT();
  const groupRow = hasGroupRow(columns);
  const headerCell = (c: TableColumn): CSSProperties => ({
    ...cellStyle(c),
    lineHeight: `${HEADER_HEIGHT}px`,
    fontWeight: 600,
    borderBottomWidth: 2,
  });
  return (
    <div style={{ position: 'sticky', top: 0, zIndex: 2, background: 'var(--mantine-color-body)' }}>
      {groupRow && (
        <div role="row" aria-rowindex={1} style={{ ...rowStyle, height: HEADER_HEIGHT }}>
          {groupSpans(columns).map((g) => (
            <div
              key={g.key}
              role="columnheader"
              aria-colspan={g.span}
              style={{
                ...headerCell(g.first),
                gridColumn: `span ${g.span}`,
                textAlign: 'center',
                borderBottomWidth: g.label ? 1 : 0,
              }}
            >
              {g.label}
            </div>
          ))}
        </div>
      )}
      <div role="row" aria-rowindex={groupRow ? 2 : 1} style={{ ...rowStyle, height: HEADER_HEIGHT }}>
        {columns.map((c) => {
          const direction = sort?.key === c.key ? (sort.desc ? 'desc' : 'asc') : null;
          const temporal = c.dataType === GENERIC_TYPES.TEMPORAL && onDateDisplay !== undefined;
          return (
            <div
              key={c.key}
              role="columnheader"
              aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
              tabIndex={0}
              title={c.group ? t('Sort by %s', `${c.group.label} ${c.label}`) : t('Sort by %s', c.label)}
              onClick={() => onSort(c.key)}
              onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ' ? onSort(c.key) : undefined)}
              style={{
                ...headerCell(c),
                cursor: 'pointer',
                display: 'flex',
                alignItems: 'center',
                gap: 4,
                justifyContent: JUSTIFY[c.align] ?? 'flex-start',
              }}
            >
              <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {c.label}
                {direction ? SORT_MARK[direction] : ''}
              </span>
              {temporal && <DateDisplayMenu column={c} original={originalDates.has(c.key)} onChange={onDateDisplay} />}
            </div>
          );
        })}
      </div>
    </div>
  );
}
