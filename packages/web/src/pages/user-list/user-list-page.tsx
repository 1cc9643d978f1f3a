import { Badge, Button, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { User } from '@tessera/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { roleApi, userApi } from '../../api/resources';
import { useHasPermission } from '../../session/current-user';
import { useLocale, useT } from '../../i18n';
import { formatDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/page-header';
import { ErrorState, LoadingState } from '../../ui/query-state';
import { UserFormModal } from './user-form-modal';

type Editing = { user: User | null } | null;

/** Security settings: the users, their roles and whether they may sign in. */
export function UserListPage() {
  const t = useT();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const canWrite = useHasPermission('can_write', 'User');
  const [editing, setEditing] = useState<Editing>(null);
  const users = useQuery({ queryKey: queryKeys.users, queryFn: ({ signal }) => userApi.all(signal) });
  const roles = useQuery({ queryKey: queryKeys.roles, queryFn: ({ signal }) => roleApi.all(signal) });

  const setActive = useMutation({
    mutationFn: ({ user, active }: { user: User; active: boolean }) => userApi.update(user.id, { active }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users }),
    onError: (error) =>
      notifications.show({ color: 'red', title: t('Could not change the user'), message: errorMessage(error) }),
  });

  return (
    <Stack gap="md">
      <PageHeader
        title={t('Users')}
        actions={
          canWrite && (
            <Button
              onClick={() => setEditing({ user: null })}
              disabled={roles.data === undefined}
              data-testid="add-user"
            >
              {t('Add user')}
            </Button>
          )
        }
      />
      {users.isPending && <LoadingState />}
      {users.isError && <ErrorState error={users.error} resource={t('user')} />}
      {users.data !== undefined && (
        <Table.ScrollContainer minWidth={800}>
          <Table striped highlightOnHover verticalSpacing="xs" data-testid="user-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Username')}</Table.Th>
                <Table.Th>{t('Name')}</Table.Th>
                <Table.Th>{t('Email')}</Table.Th>
                <Table.Th>{t('Roles')}</Table.Th>
                <Table.Th>{t('Active')}</Table.Th>
                <Table.Th>{t('Last login')}</Table.Th>
                {canWrite && <Table.Th aria-label={t('Actions')} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.data.result.map((user) => (
                <Table.Tr key={user.id} data-testid="user-row">
                  <Table.Td fw={500}>{user.username}</Table.Td>
                  <Table.Td>{`${user.first_name} ${user.last_name}`.trim()}</Table.Td>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {user.roles.map((role) => (
                        <Badge key={role.id} variant="light" size="sm">
                          {role.name}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      checked={user.active}
                      disabled={!canWrite || setActive.isPending}
                      onChange={(event) => setActive.mutate({ user, active: event.currentTarget.checked })}
                      aria-label={user.active ? t('Deactivate %s', user.username) : t('Activate %s', user.username)}
                      data-testid="user-active-toggle"
                    />
                  </Table.Td>
                  <Table.Td>
                    {user.last_login === null ? (
                      <Text size="sm" c="dimmed">
                        {t('Never')}
                      </Text>
                    ) : (
                      formatDateTime(user.last_login, locale)
                    )}
                  </Table.Td>
                  {canWrite && (
                    <Table.Td ta="right">
                      <Button
                        size="xs"
                        variant="subtle"
                        onClick={() => setEditing({ user })}
                        disabled={roles.data === undefined}
                        data-testid="edit-user"
                      >
                        {t('Edit')}
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {roles.isError && <ErrorState error={roles.error} resource={t('role')} />}
      {editing !== null && roles.data !== undefined && (
        <UserFormModal user={editing.user} roles={roles.data.result} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
