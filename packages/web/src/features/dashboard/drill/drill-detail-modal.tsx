import { Alert, Badge, Group, Loader, Modal, Pagination, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  DRILL_DETAIL_PAGE_SIZE,
  drillDetailPayload,
  rowsDateFormat,
  rowsTableColumns,
  type CrossFilterClause,
  type DrillSourceQuery,
  type FormData,
} from '@tessera/core';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../api/client';
import { useT } from '../../../i18n';
import { exploreApi } from '../../explore/explore-api';
import { RowsTable } from './rows-table';

export interface DrillDetailModalProps {
  title: string;
  datasetId: number;
  formData: FormData;
  /** The chart's query (its filters, where clause and time range narrow the rows). */
  query: DrillSourceQuery | undefined;
  /** The clicked mark's filters, shown as pills (Superset's DrillDetailPane filters). */
  filters: readonly CrossFilterClause[];
  verboseMap: Record<string, string>;
  formatValue: (column: string, value: CrossFilterClause['val'][number]) => string;
  onClose: () => void;
}

/** Superset's DrillDetailModal: the rows behind the chart (or a clicked mark), 50 a page, from /datasource/samples. */
export function DrillDetailModal(props: DrillDetailModalProps) {
  const { title, datasetId, formData, query, filters, verboseMap, formatValue, onClose } = props;
  const t = useT();
  const [page, setPage] = useState(1);
  const payload = useMemo(() => drillDetailPayload(query, filters), [query, filters]);
  const answer = useQuery({
    queryKey: ['drill-detail', datasetId, payload, page],
    queryFn: ({ signal }) => exploreApi.samples(datasetId, signal, { page, perPage: DRILL_DETAIL_PAGE_SIZE, payload }),
    placeholderData: keepPreviousData,
    gcTime: 0,
  });
  const result = answer.data;
  const columns = useMemo(
    () =>
      result === undefined
        ? []
        : rowsTableColumns({
            colnames: result.colnames,
            coltypes: result.coltypes,
            verboseMap,
            dateFormat: rowsDateFormat(formData),
          }),
    [result, verboseMap, formData],
  );
  const pages = result === undefined ? 0 : Math.ceil(result.total_count / result.per_page);
  return (
    <Modal opened onClose={onClose} size="90%" title={t('Drill to detail: %s', title)}>
      {filters.length > 0 && (
        <Group gap={6} mb="xs" data-testid="drill-detail-filters">
          {filters.map((f) => (
            <Badge key={f.col} variant="light" tt="none">
              {`${verboseMap[f.col] || f.col}: ${f.val.map((v) => formatValue(f.col, v)).join(', ')}`}
            </Badge>
          ))}
        </Group>
      )}
      {answer.isError ? (
        <Alert color="red">{errorMessage(answer.error)}</Alert>
      ) : result === undefined ? (
        <Loader aria-label={t('Loading')} />
      ) : (
        <>
          <RowsTable columns={columns} rows={result.data} />
          <Group justify="space-between" mt="xs">
            <Text size="sm" c="dimmed" data-testid="drill-detail-count">
              {t('%s rows', result.total_count.toLocaleString())}
            </Text>
            {pages > 1 && (
              <Pagination size="sm" total={pages} value={page} onChange={setPage} data-testid="drill-detail-pager" />
            )}
          </Group>
        </>
      )}
    </Modal>
  );
}
