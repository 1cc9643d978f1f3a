import { Alert, Button, Group, Loader, Modal, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../../../api/client';
import { useT } from '../../../../i18n';
import { exploreApi, type DatasetRow } from '../../explore-api';
import { useExploreDispatch } from '../../state/store';
import { swapDatasource } from '../../state/thunks';

const PAGE_SIZE = 20;

/** Spec 02 §2: 'Swap dataset' — pick a dataset, confirm, and the chart moves to it. */
export function SwapDatasetModal({ onClose }: { onClose: () => void }): ReactNode {
  const t = useT();
  const dispatch = useExploreDispatch();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(0);
  const [chosen, setChosen] = useState<DatasetRow | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useQuery({
    queryKey: ['explore-swap-datasets', debounced, page],
    queryFn: ({ signal }) => exploreApi.datasets(debounced, page, signal),
  });

  const proceed = async (row: DatasetRow) => {
    setBusy(true);
    try {
      await dispatch(swapDatasource(await exploreApi.datasource(row.id)));
      notifications.show({ color: 'green', message: t('Successfully changed dataset!') });
      onClose();
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('Swap dataset')} size={chosen ? 432 : 'xl'} centered>
      {chosen !== null ? (
        <Stack gap="md">
          <Alert color="orange" title={t('Warning!')}>
            {t(
              'Changing the dataset may break the chart if the chart relies on columns or metadata that does not exist in the target dataset',
            )}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setChosen(null)}>
              {t('Cancel')}
            </Button>
            <Button loading={busy} onClick={() => void proceed(chosen)}>
              {t('Proceed')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm" mih={420}>
          <TextInput
            placeholder={t('Search')}
            aria-label={t('Search datasets')}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(0);
            }}
            data-autofocus
          />
          {list.isError && <Alert color="red">{errorMessage(list.error)}</Alert>}
          {list.data === undefined ? (
            <Loader aria-label={t('Loading')} />
          ) : (
            <Table highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('Name')}</Table.Th>
                  <Table.Th>{t('Type')}</Table.Th>
                  <Table.Th>{t('Schema')}</Table.Th>
                  <Table.Th>{t('Connection')}</Table.Th>
                  <Table.Th>{t('Owners')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.result.map((row) => (
                  <Table.Tr key={row.id} onClick={() => setChosen(row)} style={{ cursor: 'pointer' }}>
                    <Table.Td>{row.table_name}</Table.Td>
                    <Table.Td>{row.kind === 'virtual' ? t('Virtual') : t('Physical')}</Table.Td>
                    <Table.Td>{row.schema ?? ''}</Table.Td>
                    <Table.Td>{row.database.database_name}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{row.owners.map((o) => `${o.first_name} ${o.last_name}`.trim()).join(', ')}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {list.data !== undefined && list.data.count > PAGE_SIZE && (
            <Pagination
              total={Math.ceil(list.data.count / PAGE_SIZE)}
              value={page + 1}
              onChange={(value) => setPage(value - 1)}
              size="sm"
            />
          )}
        </Stack>
      )}
    </Modal>
  );
}
