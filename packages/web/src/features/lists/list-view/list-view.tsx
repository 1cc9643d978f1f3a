import { Button, Group, Pagination, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { clampPage, pageCount, pageRange } from '@tessera/core';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useT } from '../../../i18n';
import { PageHeader } from '../../../ui/page-header';
import { LoadingState } from '../../../ui/query-state';
import { abilitiesOf, BulkBar, RowActions } from './list-actions';
import { listApi } from './list-api';
import type { ListCardsProps } from './list-cards';
import { ListFilters } from './list-filters';
import {
  pruneSelected,
  toggleAllSelected,
  toggleSelected,
  withFilter,
  withPage,
  withSort,
  withViewMode,
  type ViewMode,
} from './list-state';
import { ListTable } from './list-table';
import type { ListItem, ListViewConfig } from './list-types';
import { useListDelete } from './use-list-delete';
import { listQueryKey } from '../query-keys';
import { useFavorites, useListPage, useListState, usePermissions } from './use-list-data';
import { useMayEditOwned } from '../../../session/ownership';

/** Card view and the delete confirmation load on first use, keeping the list page's first paint small. */
const ListCards = lazy(() => import('./list-cards').then((m) => ({ default: m.ListCards }))) as <T extends ListItem>(
  props: ListCardsProps<T>,
) => ReactNode;
const ImportModal = lazy(() => import('../import').then((m) => ({ default: m.ImportModal })));
const DeleteImpactModal = lazy(() => import('./delete-impact-modal').then((m) => ({ default: m.DeleteImpactModal })));
const ConfirmModal = lazy(() => import('../../../ui/confirm-modal').then((m) => ({ default: m.ConfirmModal })));

export interface ListViewProps<T extends ListItem> {
  config: ListViewConfig<T>;
}

/** A resource's list page: filters, sortable table or cards, paging, favourites and bulk delete, all URL-driven. */
export function ListView<T extends ListItem>({ config }: ListViewProps<T>): ReactNode {
  const t = useT();
  const [state, setState] = useListState(config);
  const page = useListPage(config, state);
  const { canWrite, canExport } = abilitiesOf(usePermissions(config.infoResource ?? config.resource, config.singular));
  const items = page.data?.result ?? [];
  const count = page.data?.count ?? 0;
  const shownIds = items.map((item) => item.id);
  const favorites = useFavorites(config.resource, shownIds, config.favorites === true);
  const [bulkMode, setBulkMode] = useState(false);
  const [chosen, setChosen] = useState<Set<number>>(() => new Set());
  const selected = pruneSelected(chosen, shownIds);
  const removal = useListDelete(config.resource, (deleted) =>
    setChosen((previous) => new Set([...previous].filter((id) => !deleted.includes(id)))),
  );
  const exportable = canExport && config.exportable === true;
  const hasActions = canWrite || exportable;
  const importable = canWrite && config.importable === true;
  const [importing, setImporting] = useState(false);
  const client = useQueryClient();
  const mayEditOwned = useMayEditOwned();
  /**
   * Issue D 11: can_write on the resource is not enough to change a row. Superset's lists offer
   * edit and delete only on rows the user owns (or to admins), as its raise_for_ownership enforces.
   */
  const mayChange = (item: T): boolean => {
    if (!canWrite) return false;
    if (config.canEditItem !== undefined) return config.canEditItem(item);
    const owners = config.owners?.(item);
    return owners === undefined || mayEditOwned(owners);
  };

  const actions = (item: T): ReactNode => {
    const name = config.itemName(item);
    const changeable = mayChange(item);
    return (
      <RowActions
        name={name}
        extras={config.rowExtras?.(item)}
        editUrl={changeable ? config.editUrl?.(item) : undefined}
        onEdit={changeable && config.onEdit !== undefined ? () => config.onEdit?.(item) : undefined}
        exportUrl={exportable ? listApi.exportUrl(config.resource, [item.id]) : undefined}
        onDelete={changeable ? () => removal.ask({ ids: [item.id], names: [name], bulk: false }) : undefined}
      />
    );
  };
  const rows = {
    items,
    itemName: config.itemName,
    bulkMode,
    selected,
    onToggle: (id: number) => setChosen(toggleSelected(selected, id)),
    favorites: config.favorites === true ? favorites : null,
    actions,
  };
  const askBulkDelete = () => {
    // Rows the user may not change stay out of a bulk delete (the server would refuse the batch).
    const targets = items.filter((item) => selected.has(item.id) && mayChange(item));
    if (targets.length === 0) return;
    removal.ask({ ids: targets.map((item) => item.id), names: targets.map(config.itemName), bulk: true });
  };
  const filtered = Object.keys(state.filters).length > 0;
  const range = pageRange(state.page, state.pageSize, items.length, count);
  // A page past the end (its last rows deleted, or a stale URL) moves back to the last page with rows.
  const lastUsefulPage =
    page.data === undefined || page.isPlaceholderData ? state.page : clampPage(state.page, count, state.pageSize);
  const pastTheEnd = lastUsefulPage !== state.page;
  useEffect(() => {
    if (pastTheEnd) setState(withPage(state, lastUsefulPage), { replace: true });
  }, [pastTheEnd, lastUsefulPage, state, setState]);
  const viewMode: ViewMode = config.card === undefined ? 'table' : state.viewMode;

  return (
    <Stack gap="md">
      <PageHeader
        title={config.title}
        actions={
          <>
            {config.actions}
            {canWrite && config.writeActions}
            {importable && (
              <Button variant="default" onClick={() => setImporting(true)} data-testid="list-import">
                {t('Import')}
              </Button>
            )}
            {hasActions && (
              <Button
                variant={bulkMode ? 'filled' : 'default'}
                onClick={() => setBulkMode((on) => !on)}
                data-testid="bulk-select"
              >
                {t('Bulk select')}
              </Button>
            )}
            {config.card !== undefined && (
              <SegmentedControl
                value={state.viewMode}
                onChange={(mode) => setState(withViewMode(state, mode as ViewMode))}
                data={[
                  { value: 'card', label: t('Card view') },
                  { value: 'table', label: t('List view') },
                ]}
                data-testid="view-mode"
              />
            )}
          </>
        }
      />
      <ListFilters
        resource={config.resource}
        filters={config.filters}
        state={state}
        onChange={(id, value) => setState(withFilter(state, id, value))}
      />
      {bulkMode && (
        <BulkBar
          selectedCount={selected.size}
          canWrite={canWrite}
          exportUrl={exportable ? listApi.exportUrl(config.resource, [...selected]) : null}
          onDelete={askBulkDelete}
          onDeselect={() => setChosen(new Set())}
        />
      )}
      {(page.isPending || pastTheEnd) && <LoadingState />}
      {!page.isPending && count === 0 && (
        <Text c="dimmed" ta="center" py="xl" data-testid="empty-state">
          {filtered ? t('No results match your filter criteria') : t('No %s yet', config.plural)}
        </Text>
      )}
      {items.length > 0 &&
        (viewMode === 'card' ? (
          <Suspense fallback={<LoadingState />}>
            <ListCards {...rows} config={config} />
          </Suspense>
        ) : (
          <ListTable
            {...rows}
            columns={config.columns}
            state={state}
            onSort={(column) => setState(withSort(state, column))}
            onToggleAll={() => setChosen(toggleAllSelected(selected, shownIds))}
            hasActions={hasActions}
          />
        ))}
      {count > 0 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed" data-testid="list-count">
            {t('%s-%s of %s', range.first, range.last, range.count)}
          </Text>
          <Pagination
            total={pageCount(count, state.pageSize)}
            value={state.page + 1}
            onChange={(value) => setState(withPage(state, value - 1))}
            size="sm"
            data-testid="pagination"
          />
        </Group>
      )}
      {importing && (
        <Suspense fallback={null}>
          <ImportModal
            opened
            resource={config.resource}
            label={config.singular}
            onClose={() => setImporting(false)}
            onImported={() => void client.invalidateQueries({ queryKey: listQueryKey(config.resource) })}
          />
        </Suspense>
      )}
      {removal.pending !== null && config.relatedObjectsPath !== undefined && (
        <Suspense fallback={null}>
          <DeleteImpactModal
            resource={config.resource}
            singular={config.singular}
            target={
              removal.pending.bulk || removal.pending.ids.length !== 1
                ? null
                : {
                    id: removal.pending.ids[0] ?? 0,
                    name: removal.pending.names[0] ?? '',
                    relatedPath: config.relatedObjectsPath(removal.pending.ids[0] ?? 0),
                  }
            }
            bulkMessage={t('Are you sure you want to delete the selected %s?', config.plural)}
            loading={removal.deleting}
            onConfirm={removal.confirm}
            onClose={removal.cancel}
          />
        </Suspense>
      )}
      {removal.pending !== null && config.relatedObjectsPath === undefined && (
        <Suspense fallback={null}>
          <ConfirmModal
            opened
            title={t('Please confirm')}
            message={
              removal.pending?.bulk === true
                ? t('Are you sure you want to delete the selected %s?', config.plural)
                : t('Are you sure you want to delete %s?', removal.pending?.names.join(', ') ?? '')
            }
            confirmLabel={t('Delete')}
            loading={removal.deleting}
            onConfirm={removal.confirm}
            onClose={removal.cancel}
          />
        </Suspense>
      )}
    </Stack>
  );
}
