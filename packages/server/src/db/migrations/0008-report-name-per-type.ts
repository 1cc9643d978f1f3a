import { sql, type Kysely } from 'kysely';
import { dialectOf } from './helpers.js';

/**
 * Report schedule names are unique per type, as Superset's UniqueConstraint("name", "type"): an
 * alert and a report may share a name. 0003 made `name` unique on its own. PostgreSQL swaps the
 * constraint. SQLite cannot drop one, and with foreign keys on (a migration runs in a
 * transaction, where they cannot be switched off) dropping the old table would cascade into its
 * children. So the new table is built beside it, each child is rebuilt pointing at the new one,
 * the old table (now referenced by nothing) is dropped, and the rename of the new one carries the
 * children's references along.
 */
const rebuildSqlite = async (db: Kysely<unknown>, edit: (ddl: string) => string): Promise<void> => {
  const schema = await sql<{ type: string; name: string; tbl_name: string; sql: string }>`
    SELECT type, name, tbl_name, sql FROM sqlite_master WHERE sql IS NOT NULL`.execute(db);
  const PARENT = '"report_schedules"';
  const NEXT = '"report_schedules_0008"';
  const table = schema.rows.find((o) => o.type === 'table' && o.name === 'report_schedules')?.sql ?? '';
  const rebuilt = edit(table);
  if (rebuilt === table) throw new Error('0008: unexpected report_schedules definition');
  const children = schema.rows.filter(
    (o) => o.type === 'table' && o.name !== 'report_schedules' && o.sql.includes(PARENT),
  );
  const indexes = schema.rows.filter(
    (o) => o.type === 'index' && (o.tbl_name === 'report_schedules' || children.some((c) => c.name === o.tbl_name)),
  );
  await sql.raw(rebuilt.replace(PARENT, NEXT)).execute(db);
  await sql.raw(`INSERT INTO ${NEXT} SELECT * FROM ${PARENT}`).execute(db);
  for (const child of children) {
    const name = `"${child.name}"`;
    const copy = `"${child.name}_0008"`;
    await sql.raw(child.sql.replace(name, copy).replaceAll(PARENT, NEXT)).execute(db);
    await sql.raw(`INSERT INTO ${copy} SELECT * FROM ${name}`).execute(db);
    await sql.raw(`DROP TABLE ${name}`).execute(db);
    await sql.raw(`ALTER TABLE ${copy} RENAME TO ${name}`).execute(db);
  }
  await sql.raw(`DROP TABLE ${PARENT}`).execute(db);
  await sql.raw(`ALTER TABLE ${NEXT} RENAME TO ${PARENT}`).execute(db);
  for (const index of indexes) await sql.raw(index.sql).execute(db);
};

const PER_TYPE = ', constraint "report_schedules_name_type_key" unique ("name", "type"))';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  if ((await dialectOf(db)) === 'sqlite')
    return rebuildSqlite(db, (ddl) => ddl.replace(/("name" text not null) unique/i, '$1').replace(/\)\s*$/, PER_TYPE));
  await sql`ALTER TABLE report_schedules DROP CONSTRAINT report_schedules_name_key`.execute(db);
  await sql`ALTER TABLE report_schedules ADD CONSTRAINT report_schedules_name_type_key UNIQUE (name, type)`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  if ((await dialectOf(db)) === 'sqlite')
    return rebuildSqlite(db, (ddl) => ddl.replace(/("name" text not null)/i, '$1 unique').replace(PER_TYPE, ')'));
  await sql`ALTER TABLE report_schedules DROP CONSTRAINT report_schedules_name_type_key`.execute(db);
  await sql`ALTER TABLE report_schedules ADD CONSTRAINT report_schedules_name_key UNIQUE (name)`.execute(db);
};
