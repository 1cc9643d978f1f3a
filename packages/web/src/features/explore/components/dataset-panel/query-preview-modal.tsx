import { Button, Code, CopyButton, Group, Modal, ScrollArea, Stack } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useT } from '../../../../i18n';
import { formatSql } from '../menu/format-sql';

export interface QueryPreviewModalProps {
  sql: string;
  backend: string | null;
  canSqlLab: boolean;
  onViewInSqlLab: () => void;
  onClose: () => void;
}

/** 'Query preview' of a query datasource: its SQL, formatted, with copy and SQL Lab. */
export function QueryPreviewModal({
  sql,
  backend,
  canSqlLab,
  onViewInSqlLab,
  onClose,
}: QueryPreviewModalProps): ReactNode {
  const t = useT();
  const formatted = useMemo(() => formatSql(sql, backend), [sql, backend]);
  return (
    <Modal opened onClose={onClose} title={t('Query preview')} size="xl">
      <Stack gap="sm">
        <ScrollArea.Autosize mah="60vh">
          <Code block data-testid="query-preview-sql">
            {formatted}
          </Code>
        </ScrollArea.Autosize>
        <Group justify="flex-end">
          {canSqlLab && (
            <Button variant="default" onClick={onViewInSqlLab}>
              {t('View in SQL Lab')}
            </Button>
          )}
          <CopyButton value={formatted}>
            {({ copied, copy }) => <Button onClick={copy}>{copied ? t('Copied!') : t('Copy')}</Button>}
          </CopyButton>
        </Group>
      </Stack>
    </Modal>
  );
}
