import { databasePermView, datasourcePermView } from '@tessera/core';
import type { BrowserContext, Page } from 'playwright-core';
import type { ChartSession } from './chart-session.js';
import { expectApi } from './page-api.js';
import { createRoleWithGrants, createUserWithRoles, setRoleGrants, signInAs, type PermissionGrant } from './users.js';

/** The Gamma user: roles Gamma, sql_lab (for saved queries) and a custom role granting dataset A. */
export const GAMMA = { username: 'gina', password: 'gina-pass-1', firstName: 'Gina', lastName: 'Gamma' } as const;
export const GAMMA_NAME = `${GAMMA.firstName} ${GAMMA.lastName}`;
export const GAMMA_ROLE = 'cars_analysts';

/** Dataset A (granted) and B (not granted) among the examples. */
export const DATASET_A = 'cars';
export const DATASET_B = 'stocks';
/** A database and schema holding only an ungranted dataset, so filter options could leak them. */
export const VAULT_DATABASE = 'Vault warehouse';
export const VAULT_SCHEMA = 'vault';
/** A database granted whole to the Gamma user (no datasets), where their saved query lives. */
export const SCRATCH_DATABASE = 'Scratch';
export const SCRATCH_SCHEMA = 'scratch';

export const NAMES = {
  carsByOrigin: 'Cars by origin',
  carsHorsepower: 'Cars horsepower',
  gammaChart: 'Gina cars chart',
  stocksBySymbol: 'Stocks by symbol',
  stocksVolume: 'Stocks volume',
  vaultTotals: 'Vault ledger totals',
  carsOverview: 'Cars overview',
  mixedBoard: 'Mixed board',
  stocksOverview: 'Stocks overview',
  carsDraft: 'Cars draft plan',
  gammaBoard: "Gina's board",
  adminQuery: 'Admin vault query',
  gammaQuery: 'Gina scratch query',
} as const;

/** Every name on the ungranted side contains one of these, so any answer matching it leaked. */
export const UNGRANTED_MARKER = /stocks|vault/i;

export interface GammaScenario {
  page: Page;
  context: BrowserContext;
  userId: number;
  charts: { carsHorsepower: number; stocksBySymbol: number };
  dashboards: { stocksOverview: number; carsDraft: number };
  datasets: { a: number; b: number };
}

const createDatabase = async (admin: Page, name: string): Promise<number> => {
  const body = { database_name: name, engine: 'duckdb', parameters: { database: ':memory:' } };
  return (await expectApi<{ id: number }>(admin, 201, 'POST', '/api/v1/database/', body)).id;
};

const createDashboard = async (page: Page, title: string, published: boolean): Promise<number> =>
  (await expectApi<{ id: number }>(page, 201, 'POST', '/api/v1/dashboard/', { dashboard_title: title, published })).id;

/**
 * The example 'Chart gallery' draws charts on dataset A too; the scenario's world is the charts it builds
 * itself, so its lists can be written out in full. The gallery goes before anything is created.
 */
const removeExampleGallery = async (admin: Page): Promise<void> => {
  const dashboard = await expectApi<{ result: { id: number } }>(admin, 200, 'GET', '/api/v1/dashboard/chart-gallery');
  const charts = await expectApi<{ result: { id: number }[] }>(
    admin,
    200,
    'GET',
    '/api/v1/dashboard/chart-gallery/charts',
  );
  await expectApi(admin, 200, 'DELETE', `/api/v1/dashboard/${dashboard.result.id}`);
  await expectApi(admin, 200, 'DELETE', `/api/v1/chart/?q=!(${charts.result.map((c) => c.id).join(',')})`);
};

const createChart = async (
  page: Page,
  name: string,
  vizType: string,
  datasetId: number,
  dashboards: number[] = [],
): Promise<number> => {
  const body = { slice_name: name, viz_type: vizType, params: '{}', datasource_id: datasetId, dashboards };
  return (await expectApi<{ id: number }>(page, 201, 'POST', '/api/v1/chart/', body)).id;
};

const createSavedQuery = (page: Page, label: string, dbId: number, schema: string): Promise<unknown> =>
  expectApi(page, 201, 'POST', '/api/v1/saved_query/', { label, db_id: dbId, schema, sql: 'SELECT 1' });

/** Opens a chart in explore and a dashboard through the API: both count as views for Recents. */
const view = async (page: Page, chartId: number, dashboardId: number): Promise<void> => {
  await expectApi(page, 200, 'GET', `/api/v1/explore/?slice_id=${chartId}`);
  await expectApi(page, 200, 'GET', `/api/v1/dashboard/${dashboardId}`);
};

/**
 * Builds the world as the admin: charts and dashboards on A, on B and on a dataset in a database
 * of its own; a Gamma user granted A (and, for a while, B: they view and favourite B's chart and
 * dashboard, then lose B, as when access is revoked). The Gamma user owns a chart, a dashboard and
 * a saved query. Answers the Gamma user's signed-in page.
 */
export const setUpGammaScenario = async (session: ChartSession): Promise<GammaScenario> => {
  const admin = session.page;
  const a = session.ids.get(DATASET_A);
  const b = session.ids.get(DATASET_B);
  if (a === undefined || b === undefined) throw new Error('example datasets missing');
  await removeExampleGallery(admin);

  const vault = await createDatabase(admin, VAULT_DATABASE);
  const scratch = await createDatabase(admin, SCRATCH_DATABASE);
  const vaultDataset = await expectApi<{ id: number }>(admin, 201, 'POST', '/api/v1/dataset/', {
    database: vault,
    schema: VAULT_SCHEMA,
    table_name: 'vault_ledger',
    sql: 'SELECT 1 AS amount',
  });

  const carsOverview = await createDashboard(admin, NAMES.carsOverview, true);
  const mixedBoard = await createDashboard(admin, NAMES.mixedBoard, true);
  const stocksOverview = await createDashboard(admin, NAMES.stocksOverview, true);
  const carsDraft = await createDashboard(admin, NAMES.carsDraft, false);
  const carsByOrigin = await createChart(admin, NAMES.carsByOrigin, 'table', a, [carsOverview, mixedBoard, carsDraft]);
  const carsHorsepower = await createChart(admin, NAMES.carsHorsepower, 'pie', a);
  const stocksBySymbol = await createChart(admin, NAMES.stocksBySymbol, 'table', b, [stocksOverview, mixedBoard]);
  await createChart(admin, NAMES.stocksVolume, 'pie', b);
  await createChart(admin, NAMES.vaultTotals, 'table', vaultDataset.id);
  await createSavedQuery(admin, NAMES.adminQuery, vault, VAULT_SCHEMA);

  const grantA: PermissionGrant[] = [
    { permission: 'datasource_access', view_menu: datasourcePermView('examples', DATASET_A, a) },
    { permission: 'database_access', view_menu: databasePermView(SCRATCH_DATABASE, scratch) },
  ];
  const grantB = { permission: 'datasource_access', view_menu: datasourcePermView('examples', DATASET_B, b) };
  const role = await createRoleWithGrants(admin, GAMMA_ROLE, [...grantA, grantB]);
  const userId = await createUserWithRoles(admin, GAMMA, ['Gamma', 'sql_lab', GAMMA_ROLE]);

  const { context, page } = await signInAs(session.browser, session.t.url, GAMMA);
  await createChart(page, NAMES.gammaChart, 'table', a);
  await createDashboard(page, NAMES.gammaBoard, false);
  await createSavedQuery(page, NAMES.gammaQuery, scratch, SCRATCH_SCHEMA);
  await view(page, stocksBySymbol, stocksOverview);
  await expectApi(page, 200, 'POST', `/api/v1/chart/${stocksBySymbol}/favorites/`);
  await expectApi(page, 200, 'POST', `/api/v1/dashboard/${stocksOverview}/favorites/`);

  await setRoleGrants(admin, role, grantA);
  await view(page, carsByOrigin, carsOverview);

  return {
    page,
    context,
    userId,
    charts: { carsHorsepower, stocksBySymbol },
    dashboards: { stocksOverview, carsDraft },
    datasets: { a, b },
  };
};
