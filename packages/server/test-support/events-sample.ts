import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema.js';
import { nowIso } from '../src/http/http-error.js';
import type { SampleStatements } from './sample-databases.js';

/**
 * `events_sample`: one row per instant, the instant kept as a timestamp and as each storage a
 * Superset dataset can declare with python_date_format (a year number, ISO date text, day-first
 * text, epoch seconds and milliseconds), plus an `amount` (its 1-based position).
 */
export const EVENTS_TABLE = 'events_sample';

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
const isoDate = (d: Date): string => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const isoTime = (d: Date): string => `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;

/** The instant as each column stores it. */
export const eventValues = (d: Date) => ({
  ts: `${isoDate(d)} ${isoTime(d)}`,
  year_num: d.getUTCFullYear(),
  day_text: isoDate(d),
  eu_text: `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${isoTime(d)}`,
  epoch_s: Math.floor(d.getTime() / 1000),
  epoch_ms: d.getTime(),
});

export const eventsSql =
  (instants: readonly Date[]): SampleStatements =>
  ({ timestampType, textType }) => {
    const rows = instants.map((d, i) => {
      const v = eventValues(d);
      return `('${v.ts}', ${v.year_num}, '${v.day_text}', '${v.eu_text}', ${v.epoch_s}, ${v.epoch_ms}, ${i + 1})`;
    });
    return [
      `CREATE TABLE ${EVENTS_TABLE} (ts ${timestampType}, year_num INTEGER, day_text ${textType}, ` +
        `eu_text ${textType}, epoch_s BIGINT, epoch_ms BIGINT, amount INTEGER)`,
      `INSERT INTO ${EVENTS_TABLE} VALUES ${rows.join(', ')}`,
    ];
  };

/** [name, type, type_generic, python_date_format]; every column but `amount` is a time column. */
const COLUMNS: [string, string, number, string | null][] = [
  ['ts', 'TIMESTAMP', 2, null],
  ['year_num', 'INTEGER', 0, '%Y'],
  ['day_text', 'VARCHAR', 1, '%Y-%m-%d'],
  ['eu_text', 'VARCHAR', 1, '%d/%m/%Y %H:%M:%S'],
  ['epoch_s', 'BIGINT', 0, 'epoch_s'],
  ['epoch_ms', 'BIGINT', 0, 'epoch_ms'],
  ['amount', 'INTEGER', 0, null],
];

/** Registers `events_sample` with its time columns' formats and `count` and `total` metrics. */
export const registerEventsDataset = async (
  db: Kysely<DB>,
  databaseId: number,
  schema: string | null,
): Promise<number> => {
  const now = nowIso();
  const audit = { created_on: now, changed_on: now, created_by_fk: null, changed_by_fk: null };
  return db.transaction().execute(async (trx) => {
    const ds = await trx
      .insertInto('datasets')
      .values({
        uuid: randomUUID(),
        database_id: databaseId,
        catalog: null,
        schema,
        table_name: EVENTS_TABLE,
        sql: null,
        description: null,
        main_dttm_col: 'ts',
        cache_timeout: null,
        certified_by: null,
        certification_details: null,
        warning_markdown: null,
        extra: null,
        template_params: null,
        fetch_values_predicate: null,
        default_endpoint: null,
        row_count: null,
        external_url: null,
        ...audit,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('dataset_columns')
      .values(
        COLUMNS.map(([name, type, generic, format]) => ({
          uuid: randomUUID(),
          dataset_id: ds.id,
          column_name: name,
          verbose_name: null,
          description: null,
          expression: null,
          type,
          type_generic: generic,
          is_dttm: name === 'amount' ? 0 : 1,
          is_active: 1,
          filterable: 1,
          groupby: 1,
          python_date_format: format,
          advanced_data_type: null,
          extra: null,
          ...audit,
        })),
      )
      .execute();
    const metric = (metric_name: string, expression: string) => ({
      uuid: randomUUID(),
      dataset_id: ds.id,
      metric_name,
      verbose_name: null,
      description: null,
      expression,
      metric_type: null,
      d3format: null,
      currency: null,
      warning_text: null,
      certified_by: null,
      certification_details: null,
      extra: null,
      ...audit,
    });
    await trx
      .insertInto('dataset_metrics')
      .values([metric('count', 'COUNT(*)'), metric('total', 'SUM(amount)')])
      .execute();
    return ds.id;
  });
};
