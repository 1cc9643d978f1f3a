import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import { DuckDBInstance } from '@duckdb/node-api';
import Database from 'better-sqlite3';
import Fastify, { type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { CSRF_HEADER, SESSION_COOKIE, registerRequestAuth, requirePermission } from '../src/auth/request-auth.js';
import { loadPrincipal } from '../src/auth/principal.js';
import type { AppContext } from '../src/context.js';
import { registerErrorHandler } from '../src/http/error-handler.js';
import { forbidden } from '../src/http/http-error.js';
import { authRoutes } from '../src/routes/auth.js';
import { datasourceRoutes } from '../src/routes/datasource.js';
import { signedInAdmin } from './fixtures.js';
import { startTestApp, type TestApp, type TestClient } from './test-app.js';

export const SALES_ROWS = [
  [1, 'east', 120.5, '2024-01-05 10:00:00'],
  [2, 'west', 80, '2024-01-06 11:00:00'],
  [3, 'east', 200, '2024-02-01 09:30:00'],
  [4, 'north', 50, '2024-02-03 12:00:00'],
  [5, 'West Coast', 300, '2024-03-01 08:00:00'],
  [6, "O'Hare", 10, '2024-03-02 08:00:00'],
] as const;

/** A SQLite file with a `sales` table and a `big_sales` view; returns its path. */
export const createSalesSqlite = (dir: string): string => {
  const path = join(dir, 'sales.sqlite');
  const db = new Database(path);
  db.exec('CREATE TABLE sales (id INTEGER PRIMARY KEY, region TEXT, amount REAL, sold_at TIMESTAMP)');
  const insert = db.prepare('INSERT INTO sales VALUES (?, ?, ?, ?)');
  for (const row of SALES_ROWS) insert.run(...row);
  db.exec('CREATE VIEW big_sales AS SELECT * FROM sales WHERE amount > 100');
  db.close();
  return path;
};

/** The same data in a DuckDB file (schema `main`). */
export const createSalesDuckdb = async (dir: string): Promise<string> => {
  const path = join(dir, 'sales.duckdb');
  const instance = await DuckDBInstance.create(path);
  const c = await instance.connect();
  try {
    await c.run('CREATE TABLE sales (id INTEGER, region VARCHAR, amount DOUBLE, sold_at TIMESTAMP)');
    for (const [id, region, amount, soldAt] of SALES_ROWS) {
      await c.run(
        `INSERT INTO sales VALUES (${id}, '${region.replaceAll("'", "''")}', ${amount}, TIMESTAMP '${soldAt}')`,
      );
    }
    await c.run('CREATE VIEW big_sales AS SELECT * FROM sales WHERE amount > 100');
  } finally {
    c.closeSync();
    instance.closeSync();
  }
  return path;
};

export const registerDatabase = async (client: TestClient, name: string, uri: string): Promise<number> => {
  const res = await client.post<{ id: number }>('/api/v1/database/', { database_name: name, sqlalchemy_uri: uri });
  if (res.status !== 201) throw new Error(`database ${name}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
};

/**
 * Request auth resolves callers only on `/api/` routes, so until the legacy paths are covered
 * there, this stands in for it on them: session cookie, declared permission, CSRF.
 */
const legacyAuth = (ctx: AppContext) => async (req: FastifyRequest) => {
  const route = req.routeOptions.url ?? '';
  const permission = req.routeOptions.config.permission;
  if (route.startsWith('/api/') || !permission) return;
  const token = req.cookies[SESSION_COOKIE];
  const session = token ? await ctx.sessions.get(token) : null;
  const principal = session ? await loadPrincipal(ctx.meta.db, session.userId) : null;
  if (token && session && principal?.user) {
    req.auth = { user: principal.user, via: 'session', sessionToken: token, csrfToken: session.csrfToken };
    req.caller = principal.caller;
  }
  requirePermission(req, permission[0], permission[1]);
  const unsafe = !['GET', 'HEAD'].includes(req.method);
  if (unsafe && req.auth.via === 'session' && req.headers[CSRF_HEADER] !== req.auth.csrfToken) {
    throw forbidden('The CSRF token is missing or invalid');
  }
};

/** A server with sign-in and `datasourceRoutes` over the test app's context, until app.ts registers the module. */
export const startDatasourceApp = async (ctx: AppContext): Promise<{ url: string; close: () => Promise<void> }> => {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(fastifyCookie);
  registerRequestAuth(app, ctx);
  app.addHook('preValidation', legacyAuth(ctx));
  authRoutes(app, ctx);
  datasourceRoutes(app, ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
};

export interface DatasetColumnAnswer {
  id: number;
  column_name: string;
  type: string | null;
  type_generic: number | null;
  is_dttm: boolean;
  expression: string | null;
  verbose_name: string | null;
  groupby: boolean;
  filterable: boolean;
}
export interface DatasetMetricAnswer {
  id: number;
  metric_name: string;
  expression: string;
  verbose_name: string | null;
}
export interface DatasetDetailAnswer {
  id: number;
  table_name: string;
  kind: string;
  sql: string | null;
  main_dttm_col: string | null;
  description: string | null;
  certified_by: string | null;
  certification_details: string | null;
  warning_markdown: string | null;
  extra: string | null;
  owners: { id: number }[];
  columns: DatasetColumnAnswer[];
  metrics: DatasetMetricAnswer[];
}
export interface DatasetAnswer {
  id: number;
  result: DatasetDetailAnswer;
  message: string;
  errors?: { extra?: { field?: string } }[];
}

export interface SalesApp {
  t: TestApp;
  admin: TestClient;
  sqlitePath: string;
  databaseId: number;
  close: () => Promise<void>;
}

/** The test app (metadata on `store`) with an admin signed in and the sales SQLite file registered as `local`. */
export const startSalesApp = async (store: 'sqlite' | 'postgres' = 'sqlite'): Promise<SalesApp> => {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-datasets-'));
  const sqlitePath = createSalesSqlite(dir);
  const t = await startTestApp({ store });
  const admin = await signedInAdmin(t);
  const databaseId = await registerDatabase(admin, 'local', `sqlite:///${sqlitePath}`);
  return {
    t,
    admin,
    sqlitePath,
    databaseId,
    close: async () => {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
