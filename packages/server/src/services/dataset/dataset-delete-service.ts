import type { Caller } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { removeDatasetPerms } from '../security/data-access-perms.js';
import { loadDatasetRef } from '../shared/dataset-ref.js';
import { assertCanEdit } from './dataset-owners.js';

/**
 * Superset's DeleteDatasetCommand: owners or admins only. Charts built on the dataset stay,
 * orphaned (explore then offers to swap the dataset), as in Superset.
 */
export const deleteDatasets = async (db: Kysely<DB>, caller: Caller, ids: readonly number[]): Promise<number> => {
  const refs = await Promise.all([...new Set(ids)].map((id) => loadDatasetRef(db, id)));
  for (const ref of refs) assertCanEdit(caller, ref);
  await db.transaction().execute(async (trx) => {
    for (const ref of refs) {
      await trx.deleteFrom('dataset_columns').where('dataset_id', '=', ref.id).execute();
      await trx.deleteFrom('dataset_metrics').where('dataset_id', '=', ref.id).execute();
      await trx.deleteFrom('dataset_owners').where('dataset_id', '=', ref.id).execute();
      await trx.deleteFrom('rls_filter_tables').where('dataset_id', '=', ref.id).execute();
      await trx.deleteFrom('datasets').where('id', '=', ref.id).execute();
      await removeDatasetPerms(trx, ref);
    }
  });
  return refs.length;
};
