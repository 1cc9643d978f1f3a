import { type Caller, type DatasetListItem, type ListQuery, naturalTime } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { utcIso } from '../shared/list/row-helpers.js';
import { runList } from '../shared/list/run-list.js';
import { withAuditUsers } from '../shared/audit-users.js';
import { datasetListResource } from './dataset-list-resource.js';
import { datasetOwners, datasetRowsQuery, toDatasetApi } from './dataset-service.js';

const listRowsQuery = (db: Kysely<DB>) => datasetRowsQuery(db).select(['d.created_by_fk', 'd.changed_by_fk']);

/** Superset's SqlaTable.explore_url: the dataset's default endpoint, else Explore on it. */
export const datasetExploreUrl = (id: number, defaultEndpoint: string | null): string =>
  defaultEndpoint || `/explore/?datasource_type=table&datasource_id=${id}`;

/** The page's datasets in the order of `ids`, with owners (one batched query) and list fields. */
const loadListItems = async (db: Kysely<DB>, ids: number[]): Promise<DatasetListItem[]> => {
  if (ids.length === 0) return [];
  const [rows, owners] = await Promise.all([
    listRowsQuery(db)
      .where('d.id', 'in', ids)
      .execute()
      .then((found) => withAuditUsers(db, found)),
    datasetOwners(db, ids),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const changedBy = r.changed_by;
    return [
      {
        ...toDatasetApi(r, owners.get(id) ?? []),
        datasource_type: 'table' as const,
        default_endpoint: r.default_endpoint,
        explore_url: datasetExploreUrl(r.id, r.default_endpoint),
        changed_by: changedBy,
        changed_by_name: changedBy ? `${changedBy.first_name} ${changedBy.last_name}`.trim() : '',
        changed_on_utc: utcIso(r.changed_on),
        changed_on_delta_humanized: r.changed_on ? naturalTime(r.changed_on) : '',
      },
    ];
  });
};

/** `GET /api/v1/dataset/`: the datasets the caller may access, filtered, ordered and paged in SQL. */
export const listDatasets = async (
  db: Kysely<DB>,
  caller: Caller,
  q: ListQuery,
): Promise<{ result: DatasetListItem[]; count: number; ids: number[] }> => {
  const page = await runList(db, datasetListResource, q, caller);
  return { result: await loadListItems(db, page.ids), count: page.count, ids: page.ids };
};
