import { Anchor, ScrollArea, Table, Tooltip } from '@mantine/core';
import {
  colorFromBounds,
  formatNumber,
  formatTime,
  rowUrl,
  sparklinePoints,
  timeTableCell,
  type TimeTableColumn,
} from '@tessera/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import type { ChartHooks } from '../types';
import { Sparkline } from './sparkline';
import type { TimeTableTransformedProps } from './types';

/** A column's number format: its own, else percentages for shares and changes, else Superset's smart number. */
export const columnFormat = (column: TimeTableColumn): string => {
  if (column.d3format) return column.d3format;
  const isShare =
    column.colType === 'contrib' || (column.colType !== 'spark' && column.comparisonType === 'perc_change');
  return isShare ? '.1%' : 'SMART_NUMBER';
};

/** Superset's time-series table: a row per metric or group, a column per configured column. */
export function TimeTableChart(props: TimeTableTransformedProps & ChartHooks): ReactNode {
  const { width, height, series, columns, rowTitle, rowLabel, urlTemplate } = props;
  const t = useT();
  // The sparkline's title names its latest period in the column's date format (Superset's tooltip).
  const lastTime = series.times[series.times.length - 1];
  const lastPeriod = (column: TimeTableColumn): string =>
    lastTime === undefined ? '' : formatTime(column.dateFormat || 'smart_date', lastTime);
  const cellOf = (name: string, column: TimeTableColumn): ReactNode => {
    const format = (v: number) => formatNumber(columnFormat(column), v);
    if (column.colType === 'spark')
      return (
        <Sparkline
          points={sparklinePoints(series.rows.get(name) ?? [], column.timeRatio)}
          width={column.width}
          height={column.height}
          showYAxis={column.showYAxis}
          yAxisBounds={column.yAxisBounds}
          format={format}
          label={`${rowLabel(name)} ${column.label} ${lastPeriod(column)}`.replace(/\s+/g, ' ').trim()}
        />
      );
    const cell = timeTableCell(name, series, column);
    if ('error' in cell)
      return t(
        'The time lag set at %s is too large for the length of data at %s. No data available.',
        cell.lag,
        cell.length,
      );
    const color = colorFromBounds(cell.value, column.bounds);
    return <span style={color === null ? undefined : { color }}>{cell.value === null ? '' : format(cell.value)}</span>;
  };
  return (
    <ScrollArea w={width} h={height}>
      <Table withTableBorder striped data-testid="time-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{rowTitle}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.key} style={{ textAlign: column.colType === 'spark' ? 'left' : 'right' }}>
                {column.tooltip ? (
                  <Tooltip label={column.tooltip} withArrow>
                    <span>{column.label}</span>
                  </Tooltip>
                ) : (
                  column.label
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...series.rows.keys()].map((name) => {
            const href = rowUrl(urlTemplate, name);
            return (
              <Table.Tr key={name}>
                <Table.Td>
                  {href === null ? (
                    rowLabel(name)
                  ) : (
                    <Anchor href={href} target="_blank" rel="noopener noreferrer">
                      {rowLabel(name)}
                    </Anchor>
                  )}
                </Table.Td>
                {columns.map((column) => (
                  <Table.Td key={column.key} style={{ textAlign: column.colType === 'spark' ? 'left' : 'right' }}>
                    {cellOf(name, column)}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
