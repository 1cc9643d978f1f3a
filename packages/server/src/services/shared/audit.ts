import { nowIso } from '../../http/http-error.js';

// Superset's AuditMixinNullable: every saved object carries who created and last changed it, and
// when. These are the only writers of those four columns, so a new row and an update agree on them.

/** The audit columns of a new row: created and changed at `now` by `userId` (null: nobody, e.g. the examples). */
export const createdAudit = (
  userId: number | null,
  now: string = nowIso(),
): { created_on: string; changed_on: string; created_by_fk: number | null; changed_by_fk: number | null } => ({
  created_on: now,
  changed_on: now,
  created_by_fk: userId,
  changed_by_fk: userId,
});

/** The audit columns of an update: changed at `now` by `userId`. */
export const changedAudit = (
  userId: number | null,
  now: string = nowIso(),
): { changed_on: string; changed_by_fk: number | null } => ({ changed_on: now, changed_by_fk: userId });
