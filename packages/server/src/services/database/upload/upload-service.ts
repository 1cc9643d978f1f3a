import {
  type Caller,
  UploadFormSchema,
  UploadMetadataFormSchema,
  canAccessDatabase,
  checkUploadExtension,
  schemaAllowsFileUpload,
  type UploadAnswer,
  type UploadForm,
  type UploadMetadataAnswer,
  type UploadType,
  UPLOAD_EXTENSIONS,
} from '@tessera/core';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../../db/schema.js';
import { withDuckDbFileReleased } from '../../../engines/duckdb-files.js';
import { HttpError, badRequest, forbidden, unprocessable } from '../../../http/http-error.js';
import { getDatabase } from '../database-service.js';
import { registerUploadedTable, type UploadedColumn } from './upload-dataset.js';
import type { ReceivedUpload } from './upload-form.js';
import { duckIdent, duckString, fileSource } from './upload-source.js';
import { excelSheetColumns } from './upload-source.js';

const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** Form fields fail as 400 naming the first bad field, as Superset's UploadPostSchema does. */
const parseForm = <S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> => {
  const r = schema.safeParse(fields);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const field = String(issue?.path[0] ?? 'body');
  throw badRequest(`${field}: ${issue?.message ?? 'invalid'}`, field);
};

/** The file must be there and carry one of the type's extensions (Superset's "File extension is not allowed."). */
const checkFile = (received: ReceivedUpload, type: UploadType): string => {
  if (received.filePath === null) throw badRequest('file: Field may not be null.', 'file');
  if (!checkUploadExtension(type, received.fileName)) {
    throw badRequest(
      `file: File extension is not allowed. Allowed for ${type}: ${UPLOAD_EXTENSIONS[type].join(', ')}`,
      'file',
    );
  }
  return received.filePath;
};

/** A reading failure is the file's fault (Superset's DatabaseUploadFailed, 422). */
const readFailure = (err: unknown): HttpError =>
  err instanceof HttpError ? err : unprocessable(`file: ${messageOf(err)}`, 'file');

const describe = async (conn: DuckDBConnection, relation: string): Promise<UploadedColumn[]> => {
  const reader = await conn.runAndReadAll(`DESCRIBE ${relation}`);
  return reader.getRowsJS().map((r) => ({ name: String(r[0]), type: String(r[1]) }));
};

/** `POST /api/v1/database/upload_metadata/`: the file's column names (per sheet for Excel), nothing stored. */
export const uploadMetadata = async (received: ReceivedUpload): Promise<UploadMetadataAnswer> => {
  const form = parseForm(UploadMetadataFormSchema, received.fields);
  const path = checkFile(received, form.type);
  if (form.type === 'excel')
    return { result: { items: await excelSheetColumns({ path, dir: received.dir }, form.header_row) } };
  const instance = await DuckDBInstance.create(':memory:');
  const conn = await instance.connect();
  try {
    const source = await fileSource(form.type, { path, dir: received.dir }, form);
    const columns = await describe(conn, `SELECT * FROM ${source}`).catch((err: unknown) => {
      throw readFailure(err);
    });
    return { result: { items: [{ sheet_name: null, column_names: columns.map((c) => c.name) }] } };
  } finally {
    conn.closeSync();
    instance.closeSync();
  }
};

/**
 * The SELECT that shapes the file into the table: the columns read, the index (pandas' index_col is
 * dropped unless `dataframe_index` writes it, under `index_label`), and `rows_to_read`.
 */
const shapeSelect = (form: UploadForm, source: string, columns: readonly UploadedColumn[]): string => {
  const names = new Set(columns.map((c) => c.name));
  for (const c of [...(form.columns_read ?? []), ...(form.column_dates ?? [])]) {
    if (!names.has(c)) throw unprocessable(`columns_read: column '${c}' is not in the file`, 'columns_read');
  }
  if (form.index_column !== undefined && !names.has(form.index_column)) {
    throw unprocessable(`index_column: column '${form.index_column}' is not in the file`, 'index_column');
  }
  let picked = form.columns_read && form.columns_read.length > 0 ? form.columns_read : columns.map((c) => c.name);
  const list: string[] = [];
  if (form.dataframe_index) {
    const label = form.index_label ?? form.index_column ?? 'index';
    list.push(
      form.index_column === undefined
        ? `(row_number() OVER () - 1) AS ${duckIdent(label)}`
        : `${duckIdent(form.index_column)} AS ${duckIdent(label)}`,
    );
  }
  if (form.index_column !== undefined) picked = picked.filter((c) => c !== form.index_column);
  list.push(...picked.map(duckIdent));
  const limit = form.rows_to_read === undefined ? '' : ` LIMIT ${form.rows_to_read}`;
  return `SELECT ${list.join(', ')} FROM ${source}${limit}`;
};

/** Superset's table-exists message for the `fail` strategy. */
const TABLE_EXISTS =
  "Table already exists. You can change your 'if table already exists' strategy to append or replace or provide a different Table Name to use.";

export interface UploadDeps {
  db: Kysely<DB>;
}

/**
 * `POST /api/v1/database/{pk}/upload/` (Superset's UploadCommand): checks the database and schema
 * allow uploads, writes the table, and creates its dataset (or refreshes the existing one). The
 * table is written in a DuckDB transaction committed only inside the metadata transaction, so a
 * failure leaves neither a half-written table nor a dataset.
 */
export const uploadFile = async (
  deps: UploadDeps,
  caller: Caller,
  databaseId: number,
  received: ReceivedUpload,
): Promise<UploadAnswer> => {
  const form = parseForm(UploadFormSchema, received.fields);
  const path = checkFile(received, form.type);
  const database = await getDatabase(deps.db, databaseId);
  if (!canAccessDatabase(caller.perms, { id: database.id, name: database.database_name })) {
    throw forbidden('You do not have access to this database');
  }
  if (database.backend !== 'duckdb') {
    throw unprocessable(`database: Database type does not support file uploads (${database.backend})`, 'database');
  }
  const schema = form.schema ?? 'main';
  if (!database.allow_file_upload) {
    throw unprocessable('database: Database does not allow file uploads (allow_file_upload is off)', 'database');
  }
  if (!schemaAllowsFileUpload(database, schema)) {
    throw unprocessable(`schema: Database schema is not allowed for csv uploads: ${schema}`, 'schema');
  }
  const dbFile = database.parameters.database?.trim() ?? '';
  if (dbFile === '' || dbFile === ':memory:') {
    throw unprocessable('database: an in-memory DuckDB database cannot keep uploaded tables', 'database');
  }
  const source = await fileSource(form.type, { path, dir: received.dir }, form);
  const table = `${duckIdent(schema)}.${duckIdent(form.table_name)}`;

  return withDuckDbFileReleased(dbFile, async () => {
    const instance = await DuckDBInstance.create(dbFile);
    const conn = await instance.connect();
    try {
      const fileColumns = await describe(conn, `SELECT * FROM ${source}`).catch((err: unknown) => {
        throw readFailure(err);
      });
      const select = shapeSelect(form, source, fileColumns);
      await conn.run('BEGIN TRANSACTION');
      try {
        const found = await conn.runAndReadAll(
          `SELECT count(*) FROM information_schema.tables WHERE table_schema = ${duckString(schema)} AND table_name = ${duckString(form.table_name)}`,
        );
        const exists = Number(found.getRowsJS()[0]?.[0] ?? 0) > 0;
        if (exists && form.already_exists === 'fail') throw unprocessable(`table_name: ${TABLE_EXISTS}`, 'table_name');
        const write =
          exists && form.already_exists === 'append'
            ? `INSERT INTO ${table} BY NAME ${select}`
            : `CREATE OR REPLACE TABLE ${table} AS ${select}`;
        await conn.run(write).catch((err: unknown) => {
          throw readFailure(err);
        });
        const columns = await describe(conn, table);
        const count = await conn.runAndReadAll(`SELECT count(*) FROM ${table}`);
        const datasetId = await registerUploadedTable(deps.db, caller, {
          database: { id: database.id, name: database.database_name },
          schema,
          tableName: form.table_name,
          columns,
          rowCount: Number(count.getRowsJS()[0]?.[0] ?? 0),
          // The table lands only when the dataset does: committed last, inside the metadata transaction.
          commitTable: async () => {
            await conn.run('COMMIT');
          },
        });
        return { message: 'OK', result: { dataset_id: datasetId, table_name: form.table_name, schema } };
      } catch (err) {
        await conn.run('ROLLBACK').catch(() => undefined);
        throw err;
      }
    } finally {
      conn.closeSync();
      instance.closeSync();
    }
  });
};
