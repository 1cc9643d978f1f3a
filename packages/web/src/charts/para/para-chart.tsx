import { Table } from '@mantine/core';
import { ParallelChart as ParallelSeries } from 'echarts/charts';
import { ParallelComponent, TooltipComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import type { ReactNode } from 'react';
import { EChartsView } from '../echarts/echarts-view';
import type { ChartHooks } from '../types';
import type { ParaTransformedProps } from './types';

registerEChartsParts([ParallelSeries, ParallelComponent, TooltipComponent]);

export type ParaChartProps = ParaTransformedProps & ChartHooks;

/** Superset's parallel coordinates: the lines, and with `show_datatable` the rows in a table under them. */
export function ParaChart({ width, height, theme, option, table }: ParaChartProps): ReactNode {
  if (table === null) return <EChartsView option={option} width={width} height={height} theme={theme} />;
  const chartHeight = Math.round(height / 2);
  return (
    <div style={{ width, height }}>
      <EChartsView option={option} width={width} height={chartHeight} theme={theme} />
      <Table.ScrollContainer minWidth={width} h={height - chartHeight} data-testid="para-table">
        <Table stickyHeader striped fz="xs">
          <Table.Thead>
            <Table.Tr>
              {table.columns.map((column) => (
                <Table.Th key={column}>{column}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {table.rows.map((row, i) => (
              <Table.Tr key={i}>
                {row.map((cell, j) => (
                  <Table.Td key={j}>{cell}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}
