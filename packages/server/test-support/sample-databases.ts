import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import Database from 'better-sqlite3';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { createTempPgDatabase, postgresAvailable, requireService } from './services.js';
import type { TestClient } from './test-app.js';
import { sampleSql } from './flights-sample.js';

export interface SampleDatabase {
  engine: 'duckdb' | 'postgresql' | 'mysql' | 'sqlite';
  uri: string;
  schema: string;
  drop: () => Promise<void>;
}

export const TEST_MYSQL = { host: '127.0.0.1', port: 3306, user: 'root' };

/** What a sample database is filled with: statements for the engine's type names and quoting. */
export type SampleStatements = typeof sampleSql;

export const mysqlAvailable = (): Promise<boolean> =>
  requireService('MariaDB', async () => {
    const c = await mysql.createConnection({ ...TEST_MYSQL, connectTimeout: 3000 });
    await c.end();
  });

export const duckdbSample = async (statements: SampleStatements = sampleSql): Promise<SampleDatabase> => {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-duck-'));
  const file = join(dir, 'sample.duckdb');
  const instance = await DuckDBInstance.create(file);
  const conn = await instance.connect();
  for (const s of statements({ timestampType: 'TIMESTAMP', textType: 'VARCHAR', quote: (n) => `"${n}"` }))
    await conn.run(s);
  conn.closeSync();
  instance.closeSync();
  return {
    engine: 'duckdb',
    uri: `duckdb:///${file}`,
    schema: 'main',
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
};

export const postgresSample = async (statements: SampleStatements = sampleSql): Promise<SampleDatabase> => {
  const temp = await createTempPgDatabase();
  const client = new pg.Client({ connectionString: temp.url });
  await client.connect();
  for (const s of statements({ timestampType: 'TIMESTAMP', textType: 'TEXT', quote: (n) => `"${n}"` }))
    await client.query(s);
  await client.end();
  return {
    engine: 'postgresql',
    uri: temp.url.replace(/^postgres:/, 'postgresql:'),
    schema: 'public',
    drop: temp.drop,
  };
};

export const mysqlSample = async (statements: SampleStatements = sampleSql): Promise<SampleDatabase> => {
  const name = `tessera_t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 7)}`;
  const c = await mysql.createConnection(TEST_MYSQL);
  await c.query(`CREATE DATABASE ${name}`);
  await c.query(`USE ${name}`);
  for (const s of statements({ timestampType: 'DATETIME', textType: 'VARCHAR(32)', quote: (n) => `\`${n}\`` }))
    await c.query(s);
  await c.end();
  return {
    engine: 'mysql',
    uri: `mysql://root@127.0.0.1:3306/${name}`,
    schema: name,
    drop: async () => {
      const d = await mysql.createConnection(TEST_MYSQL);
      await d.query(`DROP DATABASE IF EXISTS ${name}`);
      await d.end();
    },
  };
};

/** SQLite keeps timestamps as ISO text (schema `main`), as Superset expects. */
export const sqliteSample = async (): Promise<SampleDatabase> => {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-sqlite-'));
  const file = join(dir, 'sample.sqlite');
  const db = new Database(file);
  for (const s of sampleSql({ timestampType: 'TIMESTAMP', textType: 'TEXT', quote: (n) => `"${n}"` })) db.exec(s);
  db.close();
  return {
    engine: 'sqlite',
    uri: `sqlite:///${file}`,
    schema: 'main',
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
};

/**
 * The server engines the chart-data API suites run on, as `describe.each` rows: DuckDB always,
 * PostgreSQL and MariaDB when they answer (with CI=true a missing one fails the run instead).
 */
export const serverSampleEngines = async () =>
  [
    ['duckdb', duckdbSample, true],
    ['postgresql', postgresSample, await postgresAvailable()],
    ['mysql', mysqlSample, await mysqlAvailable()],
  ] as const;

/** Registers a sample database through the API, as an admin would; answers its id. */
export const addSampleDatabase = async (admin: TestClient, name: string, uri: string): Promise<number> => {
  const res = await admin.post<{ id: number }>('/api/v1/database/', { database_name: name, sqlalchemy_uri: uri });
  if (res.status !== 201) throw new Error(`adding database ${name}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
};
