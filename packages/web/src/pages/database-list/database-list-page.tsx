import { Button, Menu, Text, Tooltip } from '@mantine/core';
import type { Database, DatabaseListItem, UploadType } from '@tessera/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import {
  listQueryKey,
  ListView,
  modifiedColumn,
  NEWEST_FIRST,
  TruncatedName,
  type ListFilterSpec,
  type ListViewConfig,
} from '../../features/lists/list-view';
import { useHasPermission } from '../../session/current-user';
import { useT, type TranslateFn } from '../../i18n';

/** The modal is its own chunk: most visits only read the list. */
const DatabaseModal = lazy(() =>
  import('../../features/database-connection').then((m) => ({ default: m.DatabaseModal })),
);
const UploadModal = lazy(() => import('../../features/upload').then((m) => ({ default: m.UploadModal })));
const DatabaseConnectedModal = lazy(() =>
  import('../../features/database-connection').then((m) => ({ default: m.DatabaseConnectedModal })),
);

type Flag = 'allow_run_async' | 'allow_dml' | 'allow_file_upload' | 'expose_in_sqllab';

/** Which modal is open: null to connect a new database, else the id being edited. */
interface ModalTarget {
  databaseId: number | null;
}

const RESOURCE = 'database';

/** A check or a cross, as Superset's database list shows its flags. */
function FlagCell({ on, t }: { on: boolean; t: TranslateFn }): ReactNode {
  return (
    <Text span c={on ? 'teal' : 'dimmed'} role="img" aria-label={on ? t('Yes') : t('No')}>
      {on ? '\u2713' : '\u2715'}
    </Text>
  );
}

const flagFilter = (t: TranslateFn, col: Flag, label: string): ListFilterSpec => ({
  kind: 'select',
  id: col,
  col,
  opr: 'eq',
  label,
  source: {
    kind: 'static',
    choices: [
      { label: t('Yes'), value: true },
      { label: t('No'), value: false },
    ],
  },
});

const userName = (user: DatabaseListItem['created_by']): string =>
  user === null ? '' : [user.first_name, user.last_name].filter(Boolean).join(' ');

/** `/databaseview/list/`: database connections, created and edited in the connection modal. */
export function DatabaseListPage(): ReactNode {
  const t = useT();
  const client = useQueryClient();
  const [modal, setModal] = useState<ModalTarget | null>(null);
  const [connected, setConnected] = useState<Database | null>(null);
  const canAddDataset = useHasPermission('can_write', 'Dataset');
  const canUpload = useHasPermission('can_upload', 'Database');
  const [upload, setUpload] = useState<UploadType | null>(null);
  const config = useMemo((): ListViewConfig<DatabaseListItem> => {
    const flag = (id: Flag, header: string, hint: string | null, sortable = true) => ({
      id,
      header,
      ...(sortable && { sortKey: id }),
      render: (database: DatabaseListItem): ReactNode =>
        hint === null ? (
          <FlagCell on={database[id]} t={t} />
        ) : (
          <Tooltip label={hint} withArrow>
            <span>
              <FlagCell on={database[id]} t={t} />
            </span>
          </Tooltip>
        ),
    });
    return {
      resource: RESOURCE,
      singular: t('database'),
      plural: t('databases'),
      relatedObjectsPath: (id) => `/api/v1/database/${id}/related_objects/`,
      title: t('Databases'),
      defaults: NEWEST_FIRST,
      columns: [
        {
          id: 'database_name',
          header: t('Name'),
          sortKey: 'database_name',
          render: (database) => <TruncatedName name={database.database_name} />,
        },
        { id: 'backend', header: t('Backend'), sortKey: 'backend', render: (database) => database.backend },
        flag('allow_run_async', t('AQE'), t('Asynchronous query execution')),
        flag('allow_dml', t('DML'), t('Allow Data manipulation language')),
        flag('allow_file_upload', t('CSV upload'), null),
        flag('expose_in_sqllab', t('Expose in SQL Lab'), null),
        { id: 'created_by', header: t('Created by'), render: (database) => userName(database.created_by) },
        modifiedColumn(t),
      ],
      filters: [
        { kind: 'search', id: 'search', col: 'database_name', label: t('Search') },
        flagFilter(t, 'expose_in_sqllab', t('Expose in SQL Lab')),
        flagFilter(t, 'allow_run_async', t('AQE')),
        flagFilter(t, 'allow_dml', t('DML')),
        flagFilter(t, 'allow_file_upload', t('CSV upload')),
        {
          kind: 'select',
          id: 'backend',
          col: 'backend',
          opr: 'eq',
          label: t('Backend'),
          source: { kind: 'distinct', column: 'backend' },
        },
      ],
      itemName: (database) => database.database_name,
      modified: (database) => database.changed_on_delta_humanized,
      onEdit: (database) => setModal({ databaseId: database.id }),
      exportable: true,
      importable: true,
      // Superset's database list offers the upload modal beside '+ Database' (with can_upload).
      writeActions: (
        <>
          {canUpload && (
            <Menu position="bottom-end">
              <Menu.Target>
                <Button variant="default" data-testid="database-upload">
                  {t('Upload file')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => setUpload('csv')}>{t('Upload CSV to database')}</Menu.Item>
                <Menu.Item onClick={() => setUpload('excel')}>{t('Upload Excel to database')}</Menu.Item>
                <Menu.Item onClick={() => setUpload('columnar')}>{t('Upload Columnar file to database')}</Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
          <Button onClick={() => setModal({ databaseId: null })} data-testid="database-add">
            {t('+ Database')}
          </Button>
        </>
      ),
    };
  }, [t, canUpload]);

  return (
    <>
      <ListView config={config} />
      {modal !== null && (
        <Suspense fallback={null}>
          <DatabaseModal
            opened
            databaseId={modal.databaseId}
            onClose={() => setModal(null)}
            onSaved={(saved) => {
              void client.invalidateQueries({ queryKey: listQueryKey(RESOURCE) });
              if (modal.databaseId === null) setConnected(saved);
            }}
          />
        </Suspense>
      )}
      {upload !== null && (
        <Suspense fallback={null}>
          <UploadModal type={upload} onClose={() => setUpload(null)} />
        </Suspense>
      )}
      {connected !== null && (
        <Suspense fallback={null}>
          <DatabaseConnectedModal
            database={connected}
            canAddDataset={canAddDataset}
            onClose={() => setConnected(null)}
          />
        </Suspense>
      )}
    </>
  );
}
