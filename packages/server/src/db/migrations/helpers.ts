import { SqliteAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

/**
 * Portable column conventions, so the same migration runs on SQLite and PostgreSQL:
 * flags are integers (0/1), timestamps ISO-8601 text (sorts correctly), JSON is text.
 */
export const dialectOf = async (db: Kysely<unknown>): Promise<Dialect> =>
  db.getExecutor().adapter instanceof SqliteAdapter ? 'sqlite' : 'postgres';

type Builder = CreateTableBuilder<string, never>;

export const withId = (t: Builder, dialect: Dialect): Builder =>
  dialect === 'sqlite'
    ? t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    : t.addColumn('id', 'serial', (c) => c.primaryKey());

export const withAudit = (t: Builder): Builder =>
  t
    .addColumn('created_on', 'text')
    .addColumn('changed_on', 'text')
    .addColumn('created_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'));

export const withUuid = (t: Builder): Builder => t.addColumn('uuid', 'text', (c) => c.notNull().unique());

export const withCertification = (t: Builder): Builder =>
  t.addColumn('certified_by', 'text').addColumn('certification_details', 'text');

export const flag = (t: Builder, name: string, dflt: 0 | 1): Builder =>
  t.addColumn(name, 'integer', (c) => c.notNull().defaultTo(dflt));

/** A many-to-many link table with a composite primary key and cascading deletes. */
export const createLink = (
  db: Kysely<unknown>,
  table: string,
  left: [column: string, references: string],
  right: [column: string, references: string],
) =>
  db.schema
    .createTable(table)
    .addColumn(left[0], 'integer', (c) => c.notNull().references(left[1]).onDelete('cascade'))
    .addColumn(right[0], 'integer', (c) => c.notNull().references(right[1]).onDelete('cascade'))
    .addPrimaryKeyConstraint(`${table}_pk`, [left[0], right[0]] as never)
    .execute();
