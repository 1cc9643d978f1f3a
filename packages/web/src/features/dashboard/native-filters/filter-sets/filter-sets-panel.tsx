import { ActionIcon, Alert, Badge, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataMasksById, DataMaskStateWithId, FilterSet, NativeFilterConfig } from '@tessera/core';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../../../api/client';
import { useT } from '../../../../i18n';
import { filterSetMasks, filterSetMetadata, isSetApplied, masksToApply } from './filter-set-model';
import { filterSetsApi } from './filter-sets-api';

export interface FilterSetsPanelProps {
  dashboardId: number;
  /** Owners and admins write (the server checks again); everyone who sees the dashboard applies. */
  canWrite: boolean;
  dataMask: DataMasksById;
  nativeFilters: readonly NativeFilterConfig[];
  /** Puts the set's masks on the dashboard (the filter bar's data-mask action). */
  onApply: (masks: DataMaskStateWithId) => void;
}

const queryKey = (dashboardId: number) => ['dashboard', dashboardId, 'filtersets'];

function FilterSetItem({
  set,
  applied,
  canWrite,
  onApply,
  onRename,
  onDelete,
}: {
  set: FilterSet;
  applied: boolean;
  canWrite: boolean;
  onApply: () => void;
  onRename: (name: string) => void;
  onDelete: () => void;
}) {
  const t = useT();
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <Stack gap={4} data-testid={`filter-set-${set.id}`} data-applied={applied}>
      {editing === null ? (
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Text size="sm" fw={500} truncate>
            {set.name}
          </Text>
          {applied && (
            <Badge size="xs" variant="light">
              {t('Applied')}
            </Badge>
          )}
        </Group>
      ) : (
        <TextInput
          size="xs"
          aria-label={t('Filter set name')}
          value={editing}
          onChange={(e) => setEditing(e.currentTarget.value)}
          data-testid="filter-set-rename-input"
        />
      )}
      <Group gap={4}>
        {editing === null ? (
          <>
            <Button size="compact-xs" variant="light" onClick={onApply} data-testid="filter-set-apply">
              {t('Apply')}
            </Button>
            {canWrite && (
              <Button size="compact-xs" variant="subtle" onClick={() => setEditing(set.name)}>
                {t('Rename')}
              </Button>
            )}
            {canWrite && (
              <ActionIcon size="sm" variant="subtle" color="red" aria-label={t('Delete')} onClick={onDelete}>
                ×
              </ActionIcon>
            )}
          </>
        ) : (
          <>
            <Button
              size="compact-xs"
              disabled={editing.trim() === ''}
              onClick={() => {
                onRename(editing.trim());
                setEditing(null);
              }}
            >
              {t('Save')}
            </Button>
            <Button size="compact-xs" variant="default" onClick={() => setEditing(null)}>
              {t('Cancel')}
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}

/** The filter bar's 'Filter sets' tab: save the current selection by name, apply, rename, delete. */
export function FilterSetsPanel({
  dashboardId,
  canWrite,
  dataMask,
  nativeFilters,
  onApply,
}: FilterSetsPanelProps): ReactNode {
  const t = useT();
  const client = useQueryClient();
  const [name, setName] = useState('');
  const sets = useQuery({
    queryKey: queryKey(dashboardId),
    queryFn: ({ signal }) => filterSetsApi.list(dashboardId, signal),
  });
  const refresh = () => client.invalidateQueries({ queryKey: queryKey(dashboardId) });
  const create = useMutation({
    mutationFn: (setName: string) =>
      filterSetsApi.create(dashboardId, setName, filterSetMetadata(dataMask, nativeFilters)),
    onSuccess: () => {
      setName('');
      return refresh();
    },
  });
  const rename = useMutation({
    mutationFn: ({ set, newName }: { set: FilterSet; newName: string }) =>
      filterSetsApi.rename(dashboardId, set.id, newName),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: (id: number) => filterSetsApi.remove(dashboardId, id), onSuccess: refresh });
  const failure = create.error ?? rename.error ?? remove.error ?? sets.error;

  return (
    <Stack gap="sm" data-testid="filter-sets-panel">
      {canWrite && (
        <Stack gap={4}>
          <TextInput
            size="xs"
            label={t('Filter set name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            data-testid="filter-set-name-input"
          />
          <Button
            size="compact-sm"
            disabled={name.trim() === ''}
            loading={create.isPending}
            onClick={() => create.mutate(name.trim())}
            data-testid="filter-set-create"
          >
            {t('Create new filter set')}
          </Button>
        </Stack>
      )}
      {failure !== null && (
        <Alert color="red" data-testid="filter-sets-error">
          {errorMessage(failure)}
        </Alert>
      )}
      {sets.isPending && <Loader size="xs" />}
      {sets.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('No filter sets yet')}
        </Text>
      )}
      {sets.data?.map((set) => {
        const saved = filterSetMasks(set.params);
        return (
          <FilterSetItem
            key={set.id}
            set={set}
            applied={isSetApplied(saved, dataMask, nativeFilters)}
            canWrite={canWrite}
            onApply={() => onApply(masksToApply(saved, nativeFilters))}
            onRename={(newName) => rename.mutate({ set, newName })}
            onDelete={() => remove.mutate(set.id)}
          />
        );
      })}
    </Stack>
  );
}
