import type { Engine } from '@tessera/core';
import { clickhouseSpec } from './clickhouse.js';
import { duckdbSpec } from './duckdb.js';
import { mysqlSpec } from './mysql.js';
import { postgresSpec } from './postgres.js';
import { sqliteSpec } from './sqlite.js';
import { trinoSpec } from './trino.js';
import type { EngineSpec } from './types.js';

export const ENGINE_SPECS: Record<Engine, EngineSpec> = {
  duckdb: duckdbSpec,
  postgresql: postgresSpec,
  mysql: mysqlSpec,
  sqlite: sqliteSpec,
  trino: trinoSpec,
  clickhousedb: clickhouseSpec,
};

export function getEngineSpec(engine: Engine): EngineSpec {
  const spec = Object.hasOwn(ENGINE_SPECS, engine) ? ENGINE_SPECS[engine] : undefined;
  if (spec === undefined) throw new Error(`Unsupported database engine '${String(engine)}'`);
  return spec;
}
