import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { UserRef } from './list/row-helpers.js';

type Conn = Kysely<DB> | Transaction<DB>;

/** The audit columns a row carries (see audit.ts). */
export interface AuditedRow {
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

/** Superset's created_by / changed_by list columns: `{id, first_name, last_name}`, null when unset or gone. */
export interface AuditUsers {
  created_by: UserRef | null;
  changed_by: UserRef | null;
}

/** The users behind the given audit columns, in one query; a lookup answering null for unset or gone. */
const auditUserLookup = async (
  db: Conn,
  rows: readonly AuditedRow[],
): Promise<(id: number | null) => UserRef | null> => {
  const ids = [...new Set(rows.flatMap((r) => [r.created_by_fk, r.changed_by_fk]))].filter(
    (id): id is number => id !== null,
  );
  const users =
    ids.length === 0
      ? []
      : await db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', 'in', ids).execute();
  const byId = new Map(users.map((u) => [u.id, u]));
  return (id) => {
    const user = id === null ? undefined : byId.get(id);
    return user ? { id: user.id, first_name: user.first_name, last_name: user.last_name } : null;
  };
};

/**
 * The rows with their creator and last changer, read in one batched query for the whole page
 * (every list and detail service shows them the same way).
 */
export const withAuditUsers = async <R extends AuditedRow>(
  db: Conn,
  rows: readonly R[],
): Promise<(R & AuditUsers)[]> => {
  const ref = await auditUserLookup(db, rows);
  return rows.map((r) => ({ ...r, created_by: ref(r.created_by_fk), changed_by: ref(r.changed_by_fk) }));
};

/** withAuditUsers for one row (the detail endpoints). */
export const withAuditUser = async <R extends AuditedRow>(db: Conn, row: R): Promise<R & AuditUsers> => {
  const ref = await auditUserLookup(db, [row]);
  return { ...row, created_by: ref(row.created_by_fk), changed_by: ref(row.changed_by_fk) };
};
