import type { Caller } from '@tessera/core';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { unprocessable } from '../../http/http-error.js';

type Conn = Kysely<DB> | Transaction<DB>;

/**
 * Superset's populate_owner_list: with no owners the creator owns the object (on create), and
 * a non-admin can never leave themselves out by mistake.
 */
export const resolveOwners = async (
  db: Conn,
  caller: Caller,
  requested: readonly number[] | undefined,
  current: readonly number[] | null,
): Promise<number[]> => {
  const wanted = requested ?? current ?? [];
  const ids = new Set(wanted);
  if (ids.size > 0) {
    const found = await db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', [...ids])
      .execute();
    if (found.length !== ids.size) throw unprocessable('owners: Owners are invalid', 'owners');
  }
  if (caller.userId !== null && ((current === null && ids.size === 0) || !caller.isAdmin)) ids.add(caller.userId);
  return [...ids];
};
