import { Alert, Loader, Modal, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  rowsDateFormat,
  rowsNumberFormats,
  rowsTableColumns,
  type ChartDatasourceMeta,
  type FormData,
  type QueryContextInput,
} from '@tessera/core';
import { useMemo } from 'react';
import { fetchChartData } from '../../../api/chart-data';
import { errorMessage } from '../../../api/client';
import { useT } from '../../../i18n';
import { RowsTable } from './rows-table';

export interface ChartRowsModalProps {
  title: string;
  qc: QueryContextInput;
  formData: FormData;
  /** The dataset's verbose names and metric formats. */
  datasource: ChartDatasourceMeta | undefined;
  /** The dataset's column names: the answer's other columns are metrics. */
  datasetColumns: readonly string[];
  onClose: () => void;
}

const MAX_ROWS = 1000;

/** 'View as table' (Superset's DataTablesPane results): the chart's answer, dates and metrics formatted. */
export function ChartRowsModal({ title, qc, formData, datasource, datasetColumns, onClose }: ChartRowsModalProps) {
  const t = useT();
  const query = useQuery({
    queryKey: ['dashboard-chart-rows', qc],
    queryFn: ({ signal }) => fetchChartData({ ...qc, result_type: 'results' }, { signal }),
    gcTime: 0,
  });
  const first = query.data?.[0];
  const columns = useMemo(() => {
    const colnames = first?.colnames ?? [];
    return rowsTableColumns({
      colnames,
      coltypes: first?.coltypes ?? [],
      verboseMap: datasource?.verboseMap ?? {},
      dateFormat: rowsDateFormat(formData),
      numberFormats: rowsNumberFormats(formData, colnames, datasetColumns, datasource?.columnFormats),
    });
  }, [first, datasource, formData, datasetColumns]);
  const rows = (first?.data ?? []).slice(0, MAX_ROWS) as Record<string, unknown>[];
  return (
    <Modal opened onClose={onClose} size="90%" title={t('Data for %s', title)}>
      {query.isError ? (
        <Alert color="red">{errorMessage(query.error)}</Alert>
      ) : query.data === undefined ? (
        <Loader aria-label={t('Loading')} />
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="xs">
            {t('%s rows', String(first?.rowcount ?? rows.length))}
          </Text>
          <RowsTable columns={columns} rows={rows} />
        </>
      )}
    </Modal>
  );
}
