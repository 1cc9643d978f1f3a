import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { nowIso } from '../http/http-error.js';
import { addDatabasePerms, addDatasetPerms } from '../services/security/data-access-perms.js';
import type { ExampleTable } from './load-examples.js';
import { createdAudit } from '../services/shared/audit.js';

export const EXAMPLES_DATABASE_NAME = 'examples';

const flag = (v: boolean): number => (v ? 1 : 0);

/**
 * Registers the examples DuckDB file as a database and each table as a dataset, each with its
 * data-access permission so the roles page can grant it (Superset's load_examples does the same
 * through the dataset hooks). Idempotent:
 * rows are matched by name and refreshed, so a rebuilt file with shifted dates updates
 * descriptions and row counts without touching ids that charts point to.
 */
export const registerExamples = async (
  db: Kysely<DB>,
  duckdbPath: string,
  tables: readonly ExampleTable[],
): Promise<number> => {
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    let database = await trx
      .selectFrom('databases')
      .select('id')
      .where('database_name', '=', EXAMPLES_DATABASE_NAME)
      .executeTakeFirst();
    if (!database) {
      database = await trx
        .insertInto('databases')
        .values({
          uuid: randomUUID(),
          database_name: EXAMPLES_DATABASE_NAME,
          engine: 'duckdb',
          sqlalchemy_uri: `duckdb:///${duckdbPath}`,
          parameters: JSON.stringify({ database: duckdbPath }),
          encrypted_password: null,
          expose_in_sqllab: 1,
          allow_run_async: 1,
          allow_dml: 0,
          allow_file_upload: 0,
          cache_timeout: null,
          extra: JSON.stringify({ description: 'Bundled example data from the vega-datasets package' }),
          ...createdAudit(null, now),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    }
    await addDatabasePerms(trx, { id: database.id, name: EXAMPLES_DATABASE_NAME }, ['main']);
    for (const table of tables) {
      const found = await trx
        .selectFrom('datasets')
        .select('id')
        .where('database_id', '=', database.id)
        .where('schema', '=', 'main')
        .where('table_name', '=', table.tableName)
        .executeTakeFirst();
      const fields = {
        description: table.description,
        main_dttm_col: table.mainDttmCol,
        row_count: table.rowCount,
        changed_on: now,
      };
      const datasetId = found
        ? (
            await trx
              .updateTable('datasets')
              .set(fields)
              .where('id', '=', found.id)
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id
        : (
            await trx
              .insertInto('datasets')
              .values({
                ...fields,
                uuid: randomUUID(),
                database_id: database.id,
                catalog: null,
                schema: 'main',
                table_name: table.tableName,
                sql: null,
                cache_timeout: null,
                certified_by: null,
                certification_details: null,
                warning_markdown: null,
                extra: null,
                template_params: null,
                fetch_values_predicate: null,
                default_endpoint: null,
                external_url: null,
                created_on: now,
                created_by_fk: null,
                changed_by_fk: null,
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
      await addDatasetPerms(trx, {
        id: datasetId,
        tableName: table.tableName,
        schema: 'main',
        databaseName: EXAMPLES_DATABASE_NAME,
      });
      await syncColumns(trx, datasetId, table, now);
      await syncMetrics(trx, datasetId, table, now);
    }
    return database.id;
  });
};

type Trx = Kysely<DB>;

const syncColumns = async (trx: Trx, datasetId: number, table: ExampleTable, now: string): Promise<void> => {
  const existing = await trx
    .selectFrom('dataset_columns')
    .select(['id', 'column_name'])
    .where('dataset_id', '=', datasetId)
    .execute();
  for (const c of table.columns) {
    const values = {
      verbose_name: c.verbose_name,
      description: c.description,
      expression: c.expression,
      type: c.type,
      type_generic: c.type_generic,
      is_dttm: flag(c.is_dttm),
      is_active: flag(c.is_active),
      filterable: flag(c.filterable),
      groupby: flag(c.groupby),
      python_date_format: c.python_date_format,
      advanced_data_type: c.advanced_data_type,
      extra: c.extra,
      changed_on: now,
    };
    const match = existing.find((e) => e.column_name === c.column_name);
    if (match) await trx.updateTable('dataset_columns').set(values).where('id', '=', match.id).execute();
    else {
      await trx
        .insertInto('dataset_columns')
        .values({
          ...values,
          uuid: randomUUID(),
          dataset_id: datasetId,
          column_name: c.column_name,
          created_on: now,
          created_by_fk: null,
          changed_by_fk: null,
        })
        .execute();
    }
  }
};

const syncMetrics = async (trx: Trx, datasetId: number, table: ExampleTable, now: string): Promise<void> => {
  const existing = await trx
    .selectFrom('dataset_metrics')
    .select(['id', 'metric_name'])
    .where('dataset_id', '=', datasetId)
    .execute();
  for (const m of table.metrics) {
    const values = {
      verbose_name: m.verbose_name,
      description: m.description,
      expression: m.expression,
      metric_type: m.metric_type,
      d3format: m.d3format,
      currency: m.currency,
      warning_text: m.warning_text,
      certified_by: m.certified_by,
      certification_details: m.certification_details,
      extra: m.extra,
      changed_on: now,
    };
    const match = existing.find((e) => e.metric_name === m.metric_name);
    if (match) await trx.updateTable('dataset_metrics').set(values).where('id', '=', match.id).execute();
    else {
      await trx
        .insertInto('dataset_metrics')
        .values({
          ...values,
          uuid: randomUUID(),
          dataset_id: datasetId,
          metric_name: m.metric_name,
          created_on: now,
          created_by_fk: null,
          changed_by_fk: null,
        })
        .execute();
    }
  }
};
