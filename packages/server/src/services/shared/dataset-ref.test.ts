import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMetadataDb, type MetadataDb } from '../../db/connect.js';
import { migrateToLatest } from '../../db/migrate.js';
import { HttpError } from '../../http/http-error.js';
import { findDatasetRef, loadDatasetRef } from './dataset-ref.js';

describe('dataset references', () => {
  let meta: MetadataDb;
  let datasetId: number;
  let owner: number;

  beforeAll(async () => {
    meta = openMetadataDb('sqlite::memory:', '/tmp');
    await migrateToLatest(meta.db);
    const database = await meta.db
      .insertInto('databases')
      .values({
        uuid: 'b0000000-0000-4000-8000-000000000001',
        database_name: 'examples',
        engine: 'duckdb',
        sqlalchemy_uri: 'duckdb:///x.duckdb',
        parameters: '{}',
        extra: '{}',
        expose_in_sqllab: 1,
        allow_run_async: 0,
        allow_dml: 0,
        allow_file_upload: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const dataset = await meta.db
      .insertInto('datasets')
      .values({
        uuid: 'b0000000-0000-4000-8000-000000000002',
        database_id: database.id,
        table_name: 'flights',
        schema: 'main',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    datasetId = dataset.id;
    const user = await meta.db
      .insertInto('users')
      .values({ username: 'ann', first_name: 'Ann', last_name: 'L', email: 'a@example.com', password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    owner = user.id;
    await meta.db.insertInto('dataset_owners').values({ dataset_id: datasetId, user_id: owner }).execute();
  });
  afterAll(async () => meta?.close());

  it('loads what access checks need: names, database, owners and SQL', async () => {
    expect(await loadDatasetRef(meta.db, datasetId)).toMatchObject({
      id: datasetId,
      tableName: 'flights',
      schema: 'main',
      sql: null,
      databaseName: 'examples',
      ownerIds: [owner],
    });
  });

  it('finds nothing for a missing or absent id, and loading one answers 404', async () => {
    expect(await findDatasetRef(meta.db, null)).toBeNull();
    expect(await findDatasetRef(meta.db, datasetId + 100)).toBeNull();
    const err = await loadDatasetRef(meta.db, datasetId + 100).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).statusCode).toBe(404);
  });
});
