import { ScrollArea, Table } from '@mantine/core';
import type { RowsTableColumn } from '@tessera/core';

export interface RowsTableProps {
  columns: readonly RowsTableColumn[];
  rows: readonly Record<string, unknown>[];
}

/** A query answer's rows with formatted cells and verbose headers ('View as table', 'Drill to detail'). */
export function RowsTable({ columns, rows }: RowsTableProps) {
  return (
    <ScrollArea.Autosize mah="60vh">
      <Table striped withTableBorder data-testid="chart-rows-table">
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.key} title={c.key}>
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            <Table.Tr key={i}>
              {columns.map((c) => (
                <Table.Td key={c.key} style={c.numeric ? { textAlign: 'right' } : undefined}>
                  {c.format(row[c.key])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
