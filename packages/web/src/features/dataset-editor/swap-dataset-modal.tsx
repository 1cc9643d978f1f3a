import { Alert, Button, Group, Loader, Modal, Pagination, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Dataset, LegacyDatasource } from '@tessera/core';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '../../api/client';
import { useT, useTn } from '../../i18n';
import { datasetEditorApi } from './dataset-editor-api';
import { datasetEditorKeys } from './query-keys';
import { SwapDatasetTable } from './swap-dataset-table';
import {
  DEFAULT_SWAP_SORT,
  nextSort,
  pageCount,
  swapListQuery,
  type SwapSort,
  type SwapSortColumn,
} from './swap-query';

export interface SwapDatasetModalProps {
  opened: boolean;
  /** The chart's dataset, shown but not offered; null when it is missing. */
  currentDatasetId: number | null;
  onClose: () => void;
  /** Gets the chosen dataset as explore's datasource; a rejection shows as a danger toast. */
  onSwapped: (datasource: LegacyDatasource) => void | Promise<void>;
}

/** Spec 02 §2: the list state is 540 tall; the confirm state is 432 wide; the search takes focus after 200 ms. */
export const SWAP_MODAL_HEIGHT = 540;
export const SWAP_CONFIRM_WIDTH = 432;
export const SWAP_FOCUS_DELAY_MS = 200;
const SEARCH_DEBOUNCE_MS = 300;

const listStyles = {
  content: { height: SWAP_MODAL_HEIGHT, display: 'flex', flexDirection: 'column' as const },
  body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' as const },
};

/** 'Swap dataset': search, sort and page the datasets, pick one, confirm, and hand it to explore. */
export function SwapDatasetModal(props: SwapDatasetModalProps): ReactNode {
  // Mounting on open gives every opening a fresh search, page and choice.
  return props.opened ? <SwapDatasetDialog {...props} /> : null;
}

function SwapDatasetDialog({ currentDatasetId, onClose, onSwapped }: SwapDatasetModalProps): ReactNode {
  const t = useT();
  const tn = useTn();
  const searchRef = useRef<HTMLInputElement>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<SwapSort>(DEFAULT_SWAP_SORT);
  const [chosen, setChosen] = useState<Dataset | null>(null);
  const [busy, setBusy] = useState(false);
  const query = useMemo(() => swapListQuery({ search: debounced, page, sort }), [debounced, page, sort]);
  const list = useQuery({
    queryKey: datasetEditorKeys.list(query),
    queryFn: ({ signal }) => datasetEditorApi.list(query, signal),
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (chosen !== null) return undefined;
    const timer = setTimeout(() => searchRef.current?.focus(), SWAP_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [chosen]);

  const proceed = async (dataset: Dataset) => {
    setBusy(true);
    try {
      await onSwapped(await datasetEditorApi.datasource(dataset.id));
      notifications.show({ color: 'green', message: t('Successfully changed dataset!') });
      onClose();
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
      setBusy(false);
    }
  };

  const sortBy = (column: SwapSortColumn) => {
    setSort((current) => nextSort(current, column));
    setPage(0);
  };

  const pages = pageCount(list.data?.count ?? 0);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('Swap dataset')}
      size={chosen === null ? 'xl' : SWAP_CONFIRM_WIDTH}
      styles={chosen === null ? listStyles : undefined}
      centered
    >
      {chosen !== null ? (
        <Stack gap="md" data-testid="swap-confirm">
          <Alert color="orange" title={t('Warning!')}>
            {t(
              'Changing the dataset may break the chart if the chart relies on columns or metadata that does not exist in the target dataset',
            )}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setChosen(null)} disabled={busy}>
              {t('Cancel')}
            </Button>
            <Button loading={busy} onClick={() => void proceed(chosen)}>
              {t('Proceed')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm" flex={1} mih={0}>
          <TextInput
            ref={searchRef}
            placeholder={t('Search / Filter')}
            aria-label={t('Search datasets')}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(0);
            }}
          />
          {list.isError && <Alert color="red">{errorMessage(list.error)}</Alert>}
          <ScrollArea flex={1} type="auto">
            {list.data === undefined ? (
              list.isPending && <Loader size="sm" aria-label={t('Loading')} />
            ) : (
              <SwapDatasetTable
                rows={list.data.result}
                sort={sort}
                currentDatasetId={currentDatasetId}
                onSort={sortBy}
                onChoose={setChosen}
              />
            )}
          </ScrollArea>
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {list.data === undefined ? '' : tn('%s dataset', '%s datasets', list.data.count, list.data.count)}
            </Text>
            {pages > 1 && (
              <Pagination total={pages} value={page + 1} onChange={(value) => setPage(value - 1)} size="sm" />
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
