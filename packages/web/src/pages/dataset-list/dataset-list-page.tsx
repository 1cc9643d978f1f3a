import { Anchor, Button } from '@mantine/core';
import type { DatasetListItem } from '@tessera/core';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../routing/paths';
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

/** `/tablemodelview/list/`: datasets, each opening explore. */
export function DatasetListPage(): ReactNode {
  const t = useT();
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
  }, [t]);
  return <ListView config={config} />;
}
