import { type Caller, callerCanReadDataset, type DatasetRef } from '@tessera/core';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { forbidden, unauthorized } from '../../http/http-error.js';
import { replaceLinkRows } from '../shared/links.js';

type Conn = Kysely<DB> | Transaction<DB>;

/** Data access (Superset's raise_for_access): anonymous callers get 401, others 403. */
export const assertDatasetAccess = (caller: Caller, ref: DatasetRef): void => {
  if (callerCanReadDataset(caller, ref)) return;
  if (caller.userId === null) throw unauthorized();
  throw forbidden(`You do not have access to dataset '${ref.tableName}'`);
};

/** Superset's raise_for_ownership: only owners and admins change a dataset. */
export const assertCanEdit = (caller: Caller, ref: DatasetRef): void => {
  if (caller.isAdmin || (caller.userId !== null && ref.ownerIds.includes(caller.userId))) return;
  if (caller.userId === null) throw unauthorized();
  throw forbidden(`Changing dataset '${ref.tableName}' is forbidden: only its owners and admins may edit it`);
};

export const setOwners = async (trx: Conn, datasetId: number, owners: readonly number[]): Promise<void> => {
  const rows = owners.map((user_id) => ({ dataset_id: datasetId, user_id }));
  await replaceLinkRows(trx, 'dataset_owners', 'dataset_id', datasetId, rows);
};
