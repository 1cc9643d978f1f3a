import { Alert, Button, Group, Modal, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Role } from '@tessera/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { errorMessage } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { permissionApi, roleApi } from '../../api/resources';
import { useT } from '../../i18n';
import { ErrorState, LoadingState } from '../../ui/query-state';
import { groupPermissions, shownPermissions } from './permission-groups';
import { pairKey, selectedPairs, sortPermissions } from './permission-selection';
import { PermissionTree } from './permission-tree';
import { useSingleFlight } from '../../ui/use-single-flight';

export interface RolePermissionsModalProps {
  role: Role;
  onClose: () => void;
}

/**
 * Every permission, grouped (data access by database, content, administration) and searchable across
 * the groups, so one dataset is found by its name; saving replaces the role's grants.
 */
export function RolePermissionsModal({ role, onClose }: RolePermissionsModalProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(role.permissions.map(pairKey)));
  const catalogue = useQuery({ queryKey: queryKeys.permissions, queryFn: ({ signal }) => permissionApi.all(signal) });
  const sorted = useMemo(() => sortPermissions(catalogue.data?.result ?? []), [catalogue.data]);
  const groups = useMemo(() => groupPermissions(sorted, deferredSearch), [sorted, deferredSearch]);
  const shown = useMemo(() => shownPermissions(groups), [groups]);

  const save = useMutation({
    mutationFn: () => roleApi.setPermissions(role.id, selectedPairs(sorted, selected)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.roles });
      await queryClient.invalidateQueries({ queryKey: queryKeys.meRoles });
      notifications.show({ color: 'green', message: t('Permissions of %s saved', role.name) });
      onClose();
    },
  });

  const sendSave = useSingleFlight(() => save.mutateAsync());

  const toggle = (key: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const setShown = (on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const view of shown) {
        if (on) next.add(pairKey(view));
        else next.delete(pairKey(view));
      }
      return next;
    });

  return (
    <Modal opened onClose={onClose} title={t('Permissions of %s', role.name)} size="xl">
      <Stack>
        {save.isError && (
          <Alert color="red" variant="light" role="alert" data-testid="permissions-error">
            {errorMessage(save.error)}
          </Alert>
        )}
        <TextInput
          placeholder={t('Search datasets, databases or permissions')}
          aria-label={t('Search permissions')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-autofocus
          data-testid="permission-search"
        />
        {catalogue.isPending && <LoadingState />}
        {catalogue.isError && <ErrorState error={catalogue.error} resource={t('permission')} />}
        {catalogue.data !== undefined && (
          <>
            <Group justify="space-between">
              <Text size="sm" c="dimmed" data-testid="permission-count">
                {t('%s of %s selected', selected.size, sorted.length)}
              </Text>
              <Group gap="xs">
                <Button size="xs" variant="subtle" onClick={() => setShown(true)} disabled={shown.length === 0}>
                  {t('Select shown')}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="gray"
                  onClick={() => setShown(false)}
                  disabled={shown.length === 0}
                >
                  {t('Clear shown')}
                </Button>
              </Group>
            </Group>
            <ScrollArea.Autosize mah="50vh" type="auto">
              <Stack gap={6} pr="md" data-testid="permission-list">
                {shown.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {t('No permissions match your search.')}
                  </Text>
                )}
                <PermissionTree groups={groups} selected={selected} onToggle={toggle} />
              </Stack>
            </ScrollArea.Autosize>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button
            onClick={sendSave}
            loading={save.isPending}
            disabled={catalogue.data === undefined}
            data-testid="permissions-save"
          >
            {t('Save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
