import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n';

/** What the current user may do here, from `_info` permissions. */
export interface ListAbilities {
  canWrite: boolean;
  canExport: boolean;
}

export const abilitiesOf = (permissions: ReadonlySet<string>): ListAbilities => ({
  canWrite: permissions.has('can_write'),
  canExport: permissions.has('can_export'),
});

export interface RowActionsProps {
  name: string;
  editUrl?: string;
  /** Edits in place; wins over editUrl. */
  onEdit?: () => void;
  exportUrl?: string;
  onDelete?: () => void;
  /** The page's own buttons, before the others. */
  extras?: ReactNode;
}

const icon = (path: string): ReactNode => (
  <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
    <path d={path} />
  </svg>
);

const EDIT_ICON = 'M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4';
const DELETE_ICON = 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13';
const EXPORT_ICON = 'M12 4v11M7 10l5 5 5-5M5 20h14';

/** Edit, export and delete buttons of one row; each only when the page passes it. */
export function RowActions({ name, editUrl, onEdit, exportUrl, onDelete, extras }: RowActionsProps): ReactNode {
  const t = useT();
  return (
    <Group gap={4} wrap="nowrap" data-testid="row-actions">
      {extras}
      {onEdit !== undefined && (
        <Tooltip label={t('Edit')} withArrow>
          <ActionIcon variant="subtle" size="sm" onClick={onEdit} aria-label={t('Edit %s', name)}>
            {icon(EDIT_ICON)}
          </ActionIcon>
        </Tooltip>
      )}
      {onEdit === undefined && editUrl !== undefined && (
        <Tooltip label={t('Edit')} withArrow>
          <ActionIcon component={Link} to={editUrl} variant="subtle" size="sm" aria-label={t('Edit %s', name)}>
            {icon(EDIT_ICON)}
          </ActionIcon>
        </Tooltip>
      )}
      {exportUrl !== undefined && (
        <Tooltip label={t('Export')} withArrow>
          <ActionIcon component="a" href={exportUrl} variant="subtle" size="sm" aria-label={t('Export %s', name)}>
            {icon(EXPORT_ICON)}
          </ActionIcon>
        </Tooltip>
      )}
      {onDelete !== undefined && (
        <Tooltip label={t('Delete')} withArrow>
          <ActionIcon variant="subtle" color="red" size="sm" onClick={onDelete} aria-label={t('Delete %s', name)}>
            {icon(DELETE_ICON)}
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

export interface BulkBarProps {
  selectedCount: number;
  canWrite: boolean;
  exportUrl: string | null;
  onDelete: () => void;
  onDeselect: () => void;
}

/** Shown in bulk-select mode: the count and the bulk actions. */
export function BulkBar({ selectedCount, canWrite, exportUrl, onDelete, onDeselect }: BulkBarProps): ReactNode {
  const t = useT();
  const none = selectedCount === 0;
  return (
    <Group gap="sm" data-testid="bulk-bar">
      <Text size="sm" c="dimmed">
        {t('%s Selected', selectedCount)}
      </Text>
      <Button size="xs" variant="subtle" onClick={onDeselect} disabled={none}>
        {t('Deselect all')}
      </Button>
      {canWrite && (
        <Button size="xs" color="red" variant="light" onClick={onDelete} disabled={none} data-testid="bulk-delete">
          {t('Delete')}
        </Button>
      )}
      {exportUrl !== null && (
        <Button size="xs" variant="light" component="a" href={none ? undefined : exportUrl} disabled={none}>
          {t('Export')}
        </Button>
      )}
    </Group>
  );
}
