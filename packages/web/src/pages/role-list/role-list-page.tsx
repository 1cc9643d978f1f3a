import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Role } from '@tessera/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { roleApi } from '../../api/resources';
import { useHasPermission } from '../../session/current-user';
import { useLocale, useT } from '../../i18n';
import { ConfirmModal } from '../../ui/confirm-modal';
import { formatCount } from '../../ui/format';
import { PageHeader } from '../../ui/page-header';
import { ErrorState, LoadingState } from '../../ui/query-state';
import { RoleNameModal } from './role-name-modal';
import { RolePermissionsModal } from './role-permissions-modal';

type Dialog =
  { kind: 'name'; role: Role | null } | { kind: 'permissions'; role: Role } | { kind: 'delete'; role: Role } | null;

/** Security settings: roles, their members count and their permissions. */
export function RoleListPage() {
  const t = useT();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const canWrite = useHasPermission('can_write', 'Role');
  const [dialog, setDialog] = useState<Dialog>(null);
  const roles = useQuery({ queryKey: queryKeys.roles, queryFn: ({ signal }) => roleApi.all(signal) });

  const remove = useMutation({
    mutationFn: (role: Role) => roleApi.remove(role.id),
    onSuccess: async (_answer, role) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.roles });
      notifications.show({ color: 'green', message: t('Role %s deleted', role.name) });
      setDialog(null);
    },
  });

  const closeDialog = () => {
    remove.reset();
    setDialog(null);
  };

  return (
    <Stack gap="md">
      <PageHeader
        title={t('Roles')}
        actions={
          canWrite && (
            <Button onClick={() => setDialog({ kind: 'name', role: null })} data-testid="add-role">
              {t('Add role')}
            </Button>
          )
        }
      />
      {roles.isPending && <LoadingState />}
      {roles.isError && <ErrorState error={roles.error} resource={t('role')} />}
      {roles.data !== undefined && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover verticalSpacing="xs" data-testid="role-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Name')}</Table.Th>
                <Table.Th ta="right">{t('Permissions')}</Table.Th>
                <Table.Th ta="right">{t('Users')}</Table.Th>
                {canWrite && <Table.Th aria-label={t('Actions')} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {roles.data.result.map((role) => (
                <Table.Tr key={role.id} data-testid="role-row">
                  <Table.Td>
                    <Group gap="xs">
                      <Text size="sm" fw={500}>
                        {role.name}
                      </Text>
                      {role.builtin && (
                        <Badge size="sm" variant="outline" color="gray">
                          {t('Built-in')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">{formatCount(role.permissions.length, locale)}</Table.Td>
                  <Table.Td ta="right">{formatCount(role.user_count, locale)}</Table.Td>
                  {canWrite && (
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="subtle"
                          onClick={() => setDialog({ kind: 'permissions', role })}
                          data-testid="edit-role-permissions"
                        >
                          {t('Permissions')}
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          onClick={() => setDialog({ kind: 'name', role })}
                          disabled={role.builtin}
                          data-testid="rename-role"
                        >
                          {t('Rename')}
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() => setDialog({ kind: 'delete', role })}
                          disabled={role.builtin}
                          data-testid="delete-role"
                        >
                          {t('Delete')}
                        </Button>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {dialog?.kind === 'name' && <RoleNameModal role={dialog.role} onClose={closeDialog} />}
      {dialog?.kind === 'permissions' && <RolePermissionsModal role={dialog.role} onClose={closeDialog} />}
      {dialog?.kind === 'delete' && (
        <ConfirmModal
          opened
          title={t('Delete role')}
          message={
            dialog.role.user_count > 0
              ? t('Delete the role %s? %s users have it.', dialog.role.name, dialog.role.user_count)
              : t('Delete the role %s?', dialog.role.name)
          }
          confirmLabel={t('Delete')}
          loading={remove.isPending}
          error={remove.isError ? errorMessage(remove.error) : null}
          onConfirm={() => remove.mutate(dialog.role)}
          onClose={closeDialog}
        />
      )}
    </Stack>
  );
}
