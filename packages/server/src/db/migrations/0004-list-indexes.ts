import { sql, type Kysely } from 'kysely';
import { dialectOf } from './helpers.js';

/**
 * Indexes the list endpoints need at scale (10,000 dashboards and 50,000 charts, `npm run bench list`):
 * name, table, columns, and the query each one serves.
 */
const INDEXES: readonly (readonly [name: string, table: string, columns: readonly string[]])[] = [
  // A chart's dashboards on the charts list (covering: the key alone answers it).
  ['dashboard_charts_chart', 'dashboard_charts', ['chart_id', 'dashboard_id']],
  // Charts on the datasets a caller may read (charts_datasource leads with the type, which lists never bind).
  ['charts_datasource_id', 'charts', ['datasource_id']],
  // A chart's dataset by chart id without reading the wide chart row: the probe of "has a chart on a
  // readable dataset" in a non-admin's dashboard list.
  ['charts_id_datasource', 'charts', ['id', 'datasource_id']],
  // Sort by name, and name searches scanning the narrow index instead of the wide rows.
  ['charts_slice_name', 'charts', ['slice_name']],
  ['dashboards_title', 'dashboards', ['dashboard_title']],
  // Visibility of published dashboards without reading their (large) layout rows.
  ['dashboards_published', 'dashboards', ['published']],
  // "Owned by" filters and the owner part of every non-admin visibility rule.
  ['chart_owners_user', 'chart_owners', ['user_id']],
  ['dashboard_owners_user', 'dashboard_owners', ['user_id']],
];

/**
 * PostgreSQL only: ANALYZE keeps statistics on indexed expressions, so a `lower(name) like '%x%'`
 * search gets a real row estimate and pages by changed_on instead of sorting every match. SQLite's
 * planner neither reads such statistics nor needs them here.
 */
const LOWER_NAME_INDEXES: readonly (readonly [name: string, table: string, column: string])[] = [
  ['charts_slice_name_lower', 'charts', 'slice_name'],
  ['dashboards_title_lower', 'dashboards', 'dashboard_title'],
];

export const up = async (db: Kysely<unknown>): Promise<void> => {
  for (const [name, table, columns] of INDEXES) {
    await db.schema
      .createIndex(name)
      .on(table)
      .columns([...columns])
      .execute();
  }
  if ((await dialectOf(db)) !== 'postgres') return;
  for (const [name, table, column] of LOWER_NAME_INDEXES) {
    await db.schema
      .createIndex(name)
      .on(table)
      .expression(sql`lower(${sql.ref(column)})`)
      .execute();
  }
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  const pg = (await dialectOf(db)) === 'postgres';
  for (const [name] of [...INDEXES, ...(pg ? LOWER_NAME_INDEXES : [])]) await db.schema.dropIndex(name).execute();
};
