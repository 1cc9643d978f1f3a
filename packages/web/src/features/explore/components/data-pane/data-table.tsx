import { Badge, Box, Button, CopyButton, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { useT, useTn } from '../../../../i18n';
import { cellText, filterRows, rowCountState, rowsToTsv, temporalColumns, visibleRange, type Row } from './table-data';

const ROW_HEIGHT = 28;
const COLUMN_WIDTH = 160;

export interface DataTableProps {
  columns: string[];
  /** Superset's generic types per column (`coltypes`): temporal values show as dates. */
  coltypes: number[];
  rows: Row[];
  /** The query's row limit: reaching it turns the count red with 'Limit reached'. */
  limit: number | null;
  height: number;
  label: string;
}

/** A results grid with search, copy to clipboard and the row count; only visible rows are drawn. */
export function DataTable({ columns, coltypes, rows, limit, height, label }: DataTableProps): ReactNode {
  const t = useT();
  const tn = useTn();
  const [search, setSearch] = useState('');
  const [scrollTop, setScrollTop] = useState(0);
  const temporal = useMemo(() => temporalColumns(columns, coltypes), [columns, coltypes]);
  const shown = useMemo(() => filterRows(rows, columns, search, temporal), [rows, columns, search, temporal]);
  const bodyHeight = Math.max(ROW_HEIGHT, height - 2 * ROW_HEIGHT - 16);
  const { start, end } = visibleRange(scrollTop, bodyHeight, ROW_HEIGHT, shown.length);
  const { danger, limitReached } = rowCountState(rows.length, limit);
  const width = Math.max(columns.length * COLUMN_WIDTH, 100);
  const count = (
    <Badge color={danger ? 'red' : 'gray'} variant="light" data-testid="row-count">
      {tn('%s row', '%s rows', rows.length, rows.length)}
    </Badge>
  );
  return (
    <Box>
      <Group justify="space-between" mb={6} gap="xs">
        <Group gap="xs">
          {limitReached ? <Tooltip label={t('Limit reached')}>{count}</Tooltip> : count}
          <CopyButton value={rowsToTsv(shown, columns, temporal)}>
            {({ copied, copy }) => (
              <Button size="compact-xs" variant="default" onClick={copy}>
                {copied ? t('Copied!') : t('Copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <TextInput
          size="xs"
          placeholder={t('Search')}
          aria-label={t('Search %s', label)}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      </Group>
      <Box
        role="table"
        aria-label={label}
        aria-rowcount={shown.length + 1}
        style={{
          overflow: 'auto',
          height: bodyHeight + ROW_HEIGHT,
          border: '1px solid var(--mantine-color-default-border)',
        }}
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      >
        <Box
          role="row"
          style={{ display: 'flex', position: 'sticky', top: 0, zIndex: 1, width }}
          bg="var(--mantine-color-body)"
        >
          {columns.map((c) => (
            <Text
              key={c}
              role="columnheader"
              size="xs"
              fw={700}
              px={6}
              lh={`${ROW_HEIGHT}px`}
              w={COLUMN_WIDTH}
              truncate
            >
              {c}
            </Text>
          ))}
        </Box>
        <Box style={{ position: 'relative', height: shown.length * ROW_HEIGHT, width }}>
          {shown.slice(start, end).map((row, i) => (
            <Box
              key={start + i}
              role="row"
              aria-rowindex={start + i + 2}
              style={{ display: 'flex', position: 'absolute', top: (start + i) * ROW_HEIGHT, height: ROW_HEIGHT }}
            >
              {columns.map((c) => (
                <Text key={c} role="cell" size="xs" px={6} lh={`${ROW_HEIGHT}px`} w={COLUMN_WIDTH} truncate>
                  {cellText(row[c], temporal.has(c))}
                </Text>
              ))}
            </Box>
          ))}
        </Box>
        {shown.length === 0 && (
          <Text size="sm" c="dimmed" p="sm">
            {t('No results')}
          </Text>
        )}
      </Box>
    </Box>
  );
}
