import { parseSqlalchemyUri, type DatabaseFile } from '@tessera/core';
import type { BundleConn } from './tables.js';

/**
 * How the bundle's databases meet databases of the same name here.
 *
 * Superset's ImportDatabasesCommand matches databases by uuid only, so a bundle whose database
 * is called `examples` (every export of Superset's examples) fails on the unique name against
 * a local `examples` with another uuid. A migrating user needs that bundle to load, so:
 * - same name, same connection (engine and parameters, password aside): it is the same
 *   database; the bundle's objects are bound to the local one (matched by name);
 * - same name, another connection: it is created under a free name, `<name> (imported)`,
 *   keeping its uuid so every dataset, chart and query of the bundle stays bound to it;
 * - a database matched by uuid whose bundle name is now another database's keeps the name it
 *   has here, so importing the same bundle again updates it instead of failing.
 */
export interface DatabaseNamePlan {
  /** Bundle uuid → id of the local database of the same name and connection. */
  matched: Map<string, number>;
  /** Bundle uuid → the name the database is written under instead of the bundle's. */
  names: Map<string, string>;
  /** What the import answer tells the user about the above. */
  notices: string[];
}

interface LocalDatabase {
  id: number;
  uuid: string;
  database_name: string;
  engine: string;
  parameters: string;
}

const sortedJson = (value: Record<string, unknown>): string =>
  JSON.stringify(Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b))));

const parametersOf = (json: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {};
  } catch {
    return {};
  }
};

/** Whether the bundle's URI points where the local database does; the password is not compared. */
const sameConnection = (file: DatabaseFile, local: LocalDatabase): boolean => {
  const parsed = parseSqlalchemyUri(file.sqlalchemy_uri);
  if (!parsed.ok || parsed.value.engine !== local.engine) return false;
  const { password: _incoming, ...incoming } = parsed.value.parameters;
  const { password: _stored, ...stored } = parametersOf(local.parameters);
  return sortedJson(incoming) === sortedJson(stored);
};

const freeName = (name: string, taken: Set<string>): string => {
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? `${name} (imported)` : `${name} (imported ${n})`;
    if (!taken.has(candidate)) return candidate;
  }
};

export const planDatabaseNames = async (
  db: BundleConn,
  files: readonly { value: DatabaseFile }[],
  existingByUuid: ReadonlyMap<string, number>,
): Promise<DatabaseNamePlan> => {
  const plan: DatabaseNamePlan = { matched: new Map(), names: new Map(), notices: [] };
  if (files.length === 0) return plan;
  const locals: LocalDatabase[] = await db
    .selectFrom('databases')
    .select(['id', 'uuid', 'database_name', 'engine', 'parameters'])
    .execute();
  const taken = new Set(locals.map((l) => l.database_name));
  for (const { value: f } of files) {
    const clash = locals.find((l) => l.database_name === f.database_name && l.uuid !== f.uuid);
    if (clash === undefined) continue;
    const own = existingByUuid.has(f.uuid) ? locals.find((l) => l.uuid === f.uuid) : undefined;
    if (own !== undefined) {
      plan.names.set(f.uuid, own.database_name);
      plan.notices.push(
        `Database '${f.database_name}' keeps its name here, '${own.database_name}': another database is named '${f.database_name}'`,
      );
    } else if (sameConnection(f, clash)) {
      plan.matched.set(f.uuid, clash.id);
      plan.notices.push(
        `Database '${f.database_name}' has the same connection as the existing database of that name: the imported objects use the existing one`,
      );
    } else {
      const name = freeName(f.database_name, taken);
      taken.add(name);
      plan.names.set(f.uuid, name);
      plan.notices.push(
        `Database '${f.database_name}' was imported as '${name}': a database with the same name and another connection already exists`,
      );
    }
  }
  return plan;
};
