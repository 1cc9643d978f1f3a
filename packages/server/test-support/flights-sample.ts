import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema.js';
import { nowIso } from '../src/http/http-error.js';

/** 240 deterministic flights over Jan–Mar 2024: four origins, a delay and a distance each. */
export const SAMPLE_ORIGINS = ['SEA', 'SFO', 'LAX', 'JFK'] as const;

export interface SampleFlight {
  date: Date;
  origin: string;
  delay: number;
  distance: number;
}

export const sampleFlights = (): SampleFlight[] =>
  Array.from({ length: 240 }, (_, i) => ({
    date: new Date(Date.UTC(2024, Math.floor(i / 80), 1 + (i % 28), (i * 7) % 24, (i * 13) % 60)),
    origin: SAMPLE_ORIGINS[i % 4] as string,
    delay: ((i * 37) % 120) - 20,
    distance: 100 + ((i * 53) % 2000),
  }));

export const CANARY = 'TOP-SECRET-CANARY-7f3a';

const ts = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

/** Portable SQL that creates and fills `flights_sample` and a `canary_secrets` table. */
export const sampleSql = (opts: {
  timestampType: string;
  textType: string;
  quote: (n: string) => string;
}): string[] => {
  const rows = sampleFlights()
    .map((f) => `('${ts(f.date)}', '${f.origin}', ${f.delay}, ${f.distance})`)
    .join(', ');
  return [
    `CREATE TABLE flights_sample (${opts.quote('date')} ${opts.timestampType}, origin ${opts.textType}, delay INTEGER, distance INTEGER)`,
    `INSERT INTO flights_sample VALUES ${rows}`,
    `CREATE TABLE canary_secrets (secret ${opts.textType})`,
    `INSERT INTO canary_secrets VALUES ('${CANARY}')`,
  ];
};

/** Registers `flights_sample` as a dataset with typed columns and a saved `count` metric. */
export const registerSampleDataset = async (
  db: Kysely<DB>,
  databaseId: number,
  schema: string | null,
): Promise<number> => {
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const ds = await trx
      .insertInto('datasets')
      .values({
        uuid: randomUUID(),
        database_id: databaseId,
        catalog: null,
        schema,
        table_name: 'flights_sample',
        sql: null,
        description: 'test sample',
        main_dttm_col: 'date',
        cache_timeout: null,
        certified_by: null,
        certification_details: null,
        warning_markdown: null,
        extra: null,
        template_params: null,
        fetch_values_predicate: null,
        default_endpoint: null,
        row_count: 240,
        external_url: null,
        created_on: now,
        changed_on: now,
        created_by_fk: null,
        changed_by_fk: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cols: [string, string, number, number][] = [
      ['date', 'TIMESTAMP', 2, 1],
      ['origin', 'VARCHAR', 1, 0],
      ['delay', 'INTEGER', 0, 0],
      ['distance', 'INTEGER', 0, 0],
    ];
    await trx
      .insertInto('dataset_columns')
      .values(
        cols.map(([name, type, generic, dttm]) => ({
          uuid: randomUUID(),
          dataset_id: ds.id,
          column_name: name,
          verbose_name: null,
          description: null,
          expression: null,
          type,
          type_generic: generic,
          is_dttm: dttm,
          is_active: 1,
          filterable: 1,
          groupby: 1,
          python_date_format: null,
          advanced_data_type: null,
          extra: null,
          created_on: now,
          changed_on: now,
          created_by_fk: null,
          changed_by_fk: null,
        })),
      )
      .execute();
    await trx
      .insertInto('dataset_metrics')
      .values({
        uuid: randomUUID(),
        dataset_id: ds.id,
        metric_name: 'count',
        verbose_name: 'Count',
        description: null,
        expression: 'COUNT(*)',
        metric_type: 'count',
        d3format: null,
        currency: null,
        warning_text: null,
        certified_by: null,
        certification_details: null,
        extra: null,
        created_on: now,
        changed_on: now,
        created_by_fk: null,
        changed_by_fk: null,
      })
      .execute();
    return ds.id;
  });
};
