import { Text } from '@mantine/core';
import type { SavedQuery } from '@tessera/core';
import { useMemo, type ReactNode } from 'react';
import {
  databaseFilter,
  ItemTitle,
  ListView,
  modifiedColumn,
  NEWEST_FIRST,
  schemaFilter,
  type ListViewConfig,
} from '../../features/lists/list-view';
import { useT } from '../../i18n';

/** Opens the saved query in SQL Lab. */
const savedQueryUrl = (query: SavedQuery): string => `/sqllab/?savedQueryId=${query.id}`;

/** `/savedqueryview/list/`: saved SQL Lab queries over `GET /api/v1/saved_query/`. */
export function SavedQueryListPage(): ReactNode {
  const t = useT();
  const config = useMemo(
    (): ListViewConfig<SavedQuery> => ({
      resource: 'saved_query',
      singular: t('saved query'),
      plural: t('saved queries'),
      title: t('Saved queries'),
      defaults: NEWEST_FIRST,
      columns: [
        {
          id: 'label',
          header: t('Name'),
          sortKey: 'label',
          render: (query) => <ItemTitle name={query.label} url={savedQueryUrl(query)} />,
        },
        {
          id: 'database',
          header: t('Database'),
          sortKey: 'database.database_name',
          render: (query) => query.database?.database_name ?? '',
        },
        { id: 'schema', header: t('Schema'), sortKey: 'schema', render: (query) => query.schema ?? '' },
        modifiedColumn(t),
      ],
      filters: [{ kind: 'search', id: 'search', col: 'label', label: t('Search') }, databaseFilter(t), schemaFilter(t)],
      card: {
        title: (query) => query.label,
        url: savedQueryUrl,
        subtitle: (query) => (
          <Text size="xs" c="dimmed" ff="monospace" lineClamp={1}>
            {query.sql ?? ''}
          </Text>
        ),
      },
      itemName: (query) => query.label,
      modified: (query) => query.changed_on_delta_humanized,
      exportable: true,
      importable: true,
    }),
    [t],
  );
  return <ListView config={config} />;
}
