import { makeCaller, type Caller } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { createChart, deleteCharts } from '../services/chart/chart-write-service.js';
import { createDashboard } from '../services/dashboard/dashboard-write-service.js';
import { formDataOf, type ExampleChartDef } from './example-chart-params.js';
import { EXAMPLE_DASHBOARDS, type ExampleDashboardDef } from './example-dashboards.js';
import { buildPositionJson, type PlacedChart } from './example-layout.js';
import { exampleQueryContext } from './example-query-context.js';

/**
 * The loader acts as an admin without a user: the charts and dashboards it creates have no
 * creator and no owners, like Superset's load_examples objects, and every Admin may edit them.
 */
const EXAMPLES_CALLER: Caller = {
  ...makeCaller(null, [], [['all_datasource_access', 'all_datasource_access']]),
  isAdmin: true,
  guest: false,
};

/** A deck_multi's layers: the ids of the charts of its dashboard it names, created before it. */
const deckSlices = (chart: ExampleChartDef, placed: ReadonlyMap<string, PlacedChart>): Record<string, unknown> => {
  if (chart.layerKeys === undefined) return {};
  const ids = chart.layerKeys.map((key) => {
    const layer = placed.get(key);
    if (layer === undefined) throw new Error(`example chart ${chart.name}: no earlier chart ${key}`);
    return layer.id;
  });
  return { deck_slices: ids };
};

const createCharts = async (
  db: Kysely<DB>,
  def: ExampleDashboardDef,
  datasetIds: ReadonlyMap<string, number>,
  created: number[],
): Promise<Map<string, PlacedChart>> => {
  const placed = new Map<string, PlacedChart>();
  for (const chart of def.charts) {
    const datasetId = datasetIds.get(chart.table);
    if (datasetId === undefined) throw new Error(`example chart ${chart.name}: no dataset ${chart.table}`);
    const formData = { ...formDataOf(chart, datasetId), ...deckSlices(chart, placed) };
    const { id } = await createChart(db, EXAMPLES_CALLER, {
      slice_name: chart.name,
      description: chart.description ?? null,
      viz_type: chart.viz,
      params: JSON.stringify(formData),
      query_context: JSON.stringify(exampleQueryContext(formData)),
      datasource_id: datasetId,
      datasource_type: 'table',
    });
    created.push(id);
    const row = await db.selectFrom('charts').select('uuid').where('id', '=', id).executeTakeFirstOrThrow();
    placed.set(chart.key, { id, uuid: row.uuid, sliceName: chart.name });
  }
  return placed;
};

/** The example dataset ids by table name. */
const exampleDatasetIds = async (db: Kysely<DB>, databaseId: number): Promise<Map<string, number>> => {
  const rows = await db
    .selectFrom('datasets')
    .select(['id', 'table_name'])
    .where('database_id', '=', databaseId)
    .execute();
  return new Map(rows.map((r) => [r.table_name, r.id] as const));
};

/**
 * Creates the example dashboards (Superset's load_examples does the same for its own) through
 * the chart and dashboard services users go through, published so a new user opens one from
 * the list in one click. Idempotent: a dashboard whose slug exists is left as it is (a user may
 * have edited it); one whose tables are not loaded is skipped. Charts of a dashboard that fails
 * to save are removed again, so a later run does not leave duplicates.
 */
export const registerExampleDashboards = async (
  db: Kysely<DB>,
  databaseId: number,
  log: (msg: string) => void = () => undefined,
): Promise<number[]> => {
  const datasetIds = await exampleDatasetIds(db, databaseId);
  const ids: number[] = [];
  for (const def of EXAMPLE_DASHBOARDS) {
    const existing = await db.selectFrom('dashboards').select('id').where('slug', '=', def.slug).executeTakeFirst();
    if (existing) {
      ids.push(existing.id);
      continue;
    }
    if (def.charts.some((c) => !datasetIds.has(c.table))) {
      log(`examples: dashboard ${def.slug} skipped, its tables are not loaded`);
      continue;
    }
    const created: number[] = [];
    try {
      const charts = await createCharts(db, def, datasetIds, created);
      const { id } = await createDashboard(db, EXAMPLES_CALLER, {
        dashboard_title: def.title,
        slug: def.slug,
        position_json: JSON.stringify(buildPositionJson(def.title, def.prefix, def.layout, charts)),
        json_metadata: JSON.stringify({
          color_scheme: 'supersetColors',
          refresh_frequency: 0,
          timed_refresh_immune_slices: [],
          expanded_slices: {},
          label_colors: {},
          cross_filters_enabled: true,
          native_filter_configuration: [],
        }),
        css: def.css ?? '',
        published: true,
      });
      ids.push(id);
      log(`examples: created dashboard ${def.slug} with ${charts.size} charts`);
    } catch (err) {
      if (created.length > 0) await deleteCharts(db, EXAMPLES_CALLER, created);
      throw err;
    }
  }
  return ids;
};
