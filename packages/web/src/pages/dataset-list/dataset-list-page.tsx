import { Anchor, Button } from '@mantine/core';
import type { DatasetListItem } from '@tessera/core';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { postToSqlLab } from '../../api/form-post';
import { ROUTES } from '../../routing/paths';
import { useHasPermission } from '../../session/current-user';
import { exploreUrlOf } from '../../features/lists/dataset-table';
import {
  certificationOf,
  certifiedFilter,
  databaseFilter,
  ItemTitle,
  ListView,
  modifiedColumn,
  NEWEST_FIRST,
  ownersColumn,
  ownersFilter,
  schemaFilter,
  type ListViewConfig,
} from '../../features/lists/list-view';
import { useT } from '../../i18n';

const isVirtual = (dataset: DatasetListItem): boolean =>
  dataset.kind === 'virtual' || (dataset.kind === undefined && (dataset.sql ?? '') !== '');

const datasetUrl = (dataset: DatasetListItem): string => dataset.explore_url ?? exploreUrlOf(dataset.id);

/** A name as SQL: plain names as they are, others double-quoted (standard SQL, PostgreSQL, DuckDB, SQLite). */
const sqlName = (name: string): string =>
  /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : `"${name.replace(/"/g, '""')}"`;

/** What 'View in SQL Lab' opens: a virtual dataset's SQL, or the first rows of the table. */
const datasetSql = (dataset: DatasetListItem): string =>
  isVirtual(dataset)
    ? (dataset.sql ?? '')
    : `SELECT * FROM ${[dataset.schema, dataset.table_name]
        .filter((p): p is string => !!p)
        .map(sqlName)
        .join('.')} LIMIT 100`;

/** `/tablemodelview/list/`: datasets, each opening explore. */
export function DatasetListPage(): ReactNode {
  const t = useT();
  // Spec 02 §6: only SQL Lab users (sql_lab or Admin) see 'View in SQL Lab'; the hand-off needs can_sqllab.
  const canSqlLab = useHasPermission('can_sqllab', 'Tessera');
  const config = useMemo((): ListViewConfig<DatasetListItem> => {
    const kindLabel = (dataset: DatasetListItem): string => (isVirtual(dataset) ? t('Virtual') : t('Physical'));
    return {
      resource: 'dataset',
      singular: t('dataset'),
      plural: t('datasets'),
      relatedObjectsPath: (id) => `/api/v1/dataset/${id}/related_objects`,
      title: t('Datasets'),
      defaults: NEWEST_FIRST,
      columns: [
        {
          id: 'name',
          header: t('Name'),
          sortKey: 'table_name',
          render: (dataset) => (
            <ItemTitle name={dataset.table_name} url={datasetUrl(dataset)} certification={certificationOf(dataset)} />
          ),
        },
        { id: 'type', header: t('Type'), sortKey: 'kind', render: kindLabel },
        {
          id: 'database',
          header: t('Database'),
          sortKey: 'database.database_name',
          render: (dataset) => dataset.database?.database_name ?? '',
        },
        { id: 'schema', header: t('Schema'), sortKey: 'schema', render: (dataset) => dataset.schema ?? '' },
        ownersColumn(t),
        modifiedColumn(t),
        ...(canSqlLab
          ? [
              {
                id: 'sqllab',
                header: t('SQL Lab'),
                render: (dataset: DatasetListItem) => (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => void postToSqlLab(`${dataset.id}__table`, datasetSql(dataset))}
                    data-testid="dataset-view-in-sqllab"
                  >
                    {t('View in SQL Lab')}
                  </Button>
                ),
              },
            ]
          : []),
      ],
      filters: [
        { kind: 'search', id: 'search', col: 'table_name', label: t('Search') },
        databaseFilter(t),
        schemaFilter(t),
        {
          kind: 'select',
          id: 'kind',
          col: 'sql',
          opr: 'dataset_is_null_or_empty',
          label: t('Type'),
          source: {
            kind: 'static',
            choices: [
              { label: t('Physical'), value: true },
              { label: t('Virtual'), value: false },
            ],
          },
        },
        ownersFilter(t),
        certifiedFilter(t, 'dataset_is_certified'),
      ],
      card: {
        title: (dataset) => dataset.table_name,
        url: datasetUrl,
        subtitle: (dataset) => (
          <Anchor component={Link} to={datasetUrl(dataset)} size="xs" c="dimmed">
            {[kindLabel(dataset), dataset.database?.database_name, dataset.schema].filter(Boolean).join(' · ')}
          </Anchor>
        ),
      },
      itemName: (dataset) => dataset.table_name,
      modified: (dataset) => dataset.changed_on_delta_humanized,
      owners: (dataset) => dataset.owners,
      certification: certificationOf,
      exportable: true,
      importable: true,
      writeActions: (
        <Button component={Link} to={ROUTES.datasetAdd} data-testid="dataset-add">
          {t('+ Dataset')}
        </Button>
      ),
    };
  }, [t, canSqlLab]);
  return <ListView config={config} />;
}
