import { Badge, Button, Checkbox, Group, Pagination, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { RlsItem } from '@tessera/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { datasetApi, roleApi } from '../../api/resources';
import { rlsApi } from '../../api/rls-api';
import { useT } from '../../i18n';
import { useHasPermission } from '../../session/current-user';
import { ConfirmModal } from '../../ui/confirm-modal';
import { PageHeader } from '../../ui/page-header';
import { ErrorState, LoadingState } from '../../ui/query-state';
import { RlsFormModal } from './rls-form-modal';
import { RlsPreview } from './rls-preview';

const PAGE_SIZE = 25;
type Editing = { rule: RlsItem | null } | null;

/** Superset's Row Level Security list: search, filter type, bulk delete, the rule modal and a preview. */
export function RlsListPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const canWrite = useHasPermission('can_write', 'RowLevelSecurity');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [filterType, setFilterType] = useState<RlsItem['filter_type'] | null>(null);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState(false);

  const query = { search: debounced, filterType, page: page - 1, pageSize: PAGE_SIZE };
  const rules = useQuery({
    queryKey: [...queryKeys.rls, query],
    queryFn: ({ signal }) => rlsApi.list(query, signal),
    placeholderData: keepPreviousData,
  });
  const datasets = useQuery({ queryKey: queryKeys.datasetsAll, queryFn: ({ signal }) => datasetApi.all(signal) });
  const roles = useQuery({ queryKey: queryKeys.roles, queryFn: ({ signal }) => roleApi.all(signal) });
  const pickersReady = datasets.data !== undefined && roles.data !== undefined;

  const remove = useMutation({
    mutationFn: (ids: readonly number[]) => rlsApi.removeMany(ids),
    onSuccess: async () => {
      setSelected(new Set());
      await queryClient.invalidateQueries({ queryKey: queryKeys.rls });
    },
    onError: (error) =>
      notifications.show({ color: 'red', title: t('Could not delete the rules'), message: errorMessage(error) }),
  });

  const rows = rules.data?.result ?? [];
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Stack gap="md">
      <PageHeader
        title={t('Row Level Security')}
        actions={
          canWrite && (
            <Button onClick={() => setEditing({ rule: null })} disabled={!pickersReady} data-testid="add-rls">
              {t('Add rule')}
            </Button>
          )
        }
      />
      <Group align="flex-end">
        <TextInput
          label={t('Search')}
          placeholder={t('Name, group key or clause')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          data-testid="rls-search"
        />
        <Select
          label={t('Filter type')}
          data={[
            { value: 'Regular', label: t('Regular') },
            { value: 'Base', label: t('Base') },
          ]}
          value={filterType}
          onChange={(value) => {
            setFilterType(value === 'Regular' || value === 'Base' ? value : null);
            setPage(1);
          }}
          clearable
          data-testid="rls-type-filter"
        />
        {canWrite && selected.size > 0 && (
          <Button color="red" variant="light" onClick={() => setConfirming(true)} data-testid="rls-bulk-delete">
            {t('Delete %s selected', String(selected.size))}
          </Button>
        )}
      </Group>
      {rules.isPending && <LoadingState />}
      {rules.isError && <ErrorState error={rules.error} resource={t('rule')} />}
      {rules.data !== undefined && rows.length === 0 && (
        <Text c="dimmed" data-testid="rls-empty">
          {t('No rules yet.')}
        </Text>
      )}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={800}>
          <Table striped highlightOnHover verticalSpacing="xs" data-testid="rls-table">
            <Table.Thead>
              <Table.Tr>
                {canWrite && <Table.Th aria-label={t('Select')} />}
                <Table.Th>{t('Name')}</Table.Th>
                <Table.Th>{t('Filter type')}</Table.Th>
                <Table.Th>{t('Datasets')}</Table.Th>
                <Table.Th>{t('Roles')}</Table.Th>
                <Table.Th>{t('Group key')}</Table.Th>
                <Table.Th>{t('Last modified')}</Table.Th>
                {canWrite && <Table.Th aria-label={t('Actions')} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((rule) => (
                <Table.Tr key={rule.id} data-testid="rls-row">
                  {canWrite && (
                    <Table.Td>
                      <Checkbox
                        aria-label={t('Select %s', rule.name)}
                        checked={selected.has(rule.id)}
                        onChange={(event) => toggle(rule.id, event.currentTarget.checked)}
                      />
                    </Table.Td>
                  )}
                  <Table.Td fw={500}>{rule.name}</Table.Td>
                  <Table.Td>{rule.filter_type === 'Base' ? t('Base') : t('Regular')}</Table.Td>
                  <Table.Td>{rule.tables.map((table) => table.table_name).join(', ')}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {rule.roles.map((role) => (
                        <Badge key={role.id} variant="light" size="sm">
                          {role.name}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>{rule.group_key}</Table.Td>
                  <Table.Td>{rule.changed_on_delta_humanized}</Table.Td>
                  {canWrite && (
                    <Table.Td ta="right">
                      <Button
                        size="xs"
                        variant="subtle"
                        onClick={() => setEditing({ rule })}
                        disabled={!pickersReady}
                        data-testid="edit-rls"
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
      {(rules.data?.count ?? 0) > PAGE_SIZE && (
        <Pagination total={Math.ceil((rules.data?.count ?? 0) / PAGE_SIZE)} value={page} onChange={setPage} />
      )}
      {pickersReady && <RlsPreview datasets={datasets.data.result} roles={roles.data.result} />}
      {editing !== null && pickersReady && (
        <RlsFormModal
          rule={editing.rule}
          datasets={datasets.data.result}
          roles={roles.data.result}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmModal
        opened={confirming}
        title={t('Delete rules?')}
        message={t('The selected rules stop filtering data at once.')}
        confirmLabel={t('Delete')}
        onConfirm={() => {
          setConfirming(false);
          remove.mutate([...selected]);
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
