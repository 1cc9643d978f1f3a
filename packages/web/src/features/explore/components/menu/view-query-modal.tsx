import { Alert, Button, Code, CopyButton, Group, Loader, Modal, ScrollArea, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { QueryContextInput } from '@tessera/core';
import { useMemo, type ReactNode } from 'react';
import { errorMessage } from '../../../../api/client';
import { useT } from '../../../../i18n';
import { exploreApi } from '../../explore-api';
import { exploreKeys } from '../../query-keys';
import { formatSql } from './format-sql';

export interface ViewQueryModalProps {
  qc: QueryContextInput;
  backend: string | null;
  canSqlLab: boolean;
  onViewInSqlLab: (sql: string) => void;
  onClose: () => void;
}

/** 'View query': the SQL the chart runs (result_type 'query'), formatted, with copy and SQL Lab. */
export function ViewQueryModal({ qc, backend, canSqlLab, onViewInSqlLab, onClose }: ViewQueryModalProps): ReactNode {
  const t = useT();
  const query = useQuery({ queryKey: exploreKeys.viewQuery(qc), queryFn: () => exploreApi.query(qc), gcTime: 0 });
  const sql = useMemo(() => (query.data === undefined ? '' : formatSql(query.data, backend)), [query.data, backend]);
  return (
    <Modal opened onClose={onClose} title={t('View query')} size="xl">
      {query.isError ? (
        <Alert color="red">{errorMessage(query.error)}</Alert>
      ) : query.data === undefined ? (
        <Loader aria-label={t('Loading')} />
      ) : (
        <Stack gap="sm">
          <ScrollArea.Autosize mah="60vh">
            <Code block data-testid="view-query-sql">
              {sql}
            </Code>
          </ScrollArea.Autosize>
          <Group justify="flex-end">
            {canSqlLab && (
              <Button variant="default" onClick={() => onViewInSqlLab(query.data)}>
                {t('View in SQL Lab')}
              </Button>
            )}
            <CopyButton value={sql}>
              {({ copied, copy }) => <Button onClick={copy}>{copied ? t('Copied!') : t('Copy')}</Button>}
            </CopyButton>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
