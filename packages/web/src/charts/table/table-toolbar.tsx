import { Badge, Button, Group, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT, useTn } from '../../i18n';
import { numberFormatter } from './formatters';
import { rowCountBadge } from './row-count';

export const TOOLBAR_HEIGHT = 40;

export interface TableToolbarProps {
  includeSearch: boolean;
  search: string;
  onSearch: (text: string) => void;
  rowCount: number;
  rowLimit: number | null;
  onCopy: () => void;
  /** An export: the search box and the Copy and CSV buttons only work on screen. */
  printed?: boolean;
  onExport: () => void;
}

export function TableToolbar(props: TableToolbarProps): ReactNode {
  const { includeSearch, search, onSearch, rowCount, rowLimit, onCopy, onExport, printed = false } = props;
  const t = useT();
  const tn = useTn();
  const badge = rowCountBadge(rowCount, rowLimit);
  const count = numberFormatter()(badge.count);
  return (
    <Group h={TOOLBAR_HEIGHT} gap="xs" wrap="nowrap" px={4} justify="space-between">
      <Group gap="xs" wrap="nowrap">
        <Badge
          variant="light"
          color={badge.danger ? 'red' : 'gray'}
          title={badge.limitReached ? t('Limit reached') : undefined}
          data-limit-reached={badge.limitReached || undefined}
        >
          {tn('%s row', '%s rows', badge.count, count)}
        </Badge>
        {includeSearch && !printed && (
          <TextInput
            size="xs"
            aria-label={t('Search')}
            placeholder={t('Search %s records', count)}
            value={search}
            onChange={(e) => onSearch(e.currentTarget.value)}
          />
        )}
      </Group>
      {!printed && (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="subtle" onClick={onCopy}>
            {t('Copy')}
          </Button>
          <Button size="compact-xs" variant="subtle" onClick={onExport}>
            {t('Export to .CSV')}
          </Button>
        </Group>
      )}
    </Group>
  );
}
