import { Alert, Loader, Modal, ScrollArea, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { QueryContextInput } from '@tessera/core';
import { fetchChartData } from '../../../api/chart-data';
import { errorMessage } from '../../../api/client';
import { useT } from '../../../i18n';

export interface ChartRowsModalProps {
  title: string;
  /** 'results': the chart's answer as a table (View as table); 'drill_detail': the rows behind it. */
  kind: 'results' | 'drill_detail';
  qc: QueryContextInput;
  onClose: () => void;
}

const MAX_ROWS = 1000;

const cell = (value: unknown): string =>
  value === null || value === undefined ? 'N/A' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** 'View as table' and 'Drill to detail': the query's rows (result_type results or drill_detail) in a table. */
export function ChartRowsModal({ title, kind, qc, onClose }: ChartRowsModalProps) {
  const t = useT();
  const query = useQuery({
    queryKey: ['dashboard-chart-rows', kind, qc],
    queryFn: ({ signal }) => fetchChartData({ ...qc, result_type: kind }, { signal }),
    gcTime: 0,
  });
  const first = query.data?.[0];
  const columns = first?.colnames ?? [];
  const rows = (first?.data ?? []).slice(0, MAX_ROWS);
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={kind === 'results' ? t('Data for %s', title) : t('Drill to detail: %s', title)}
    >
      {query.isError ? (
        <Alert color="red">{errorMessage(query.error)}</Alert>
      ) : query.data === undefined ? (
        <Loader aria-label={t('Loading')} />
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="xs">
            {t('%s rows', String(first?.rowcount ?? rows.length))}
          </Text>
          <ScrollArea.Autosize mah="60vh">
            <Table striped withTableBorder data-testid="chart-rows-table">
              <Table.Thead>
                <Table.Tr>
                  {columns.map((c) => (
                    <Table.Th key={c}>{c}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, i) => (
                  <Table.Tr key={i}>
                    {columns.map((c) => (
                      <Table.Td key={c}>{cell((row as Record<string, unknown>)[c])}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </>
      )}
    </Modal>
  );
}
