import { addDatabasePerms } from '../security/data-access-perms.js';
import { getDatabaseRow } from './database-service.js';
import type { IntrospectionDeps } from './database-introspection.js';

/** The one logger call this needs (pino's, as the request or the app context carries it). */
interface WarnLog {
  warn: (details: object, message: string) => void;
}

/** How long listing a new database's schemas may delay the answer to its creation. */
const SCHEMA_LISTING_MS = 5000;

const within = <T>(work: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/**
 * Superset's CreateDatabaseCommand adds `schema_access` for every schema the new database has, so
 * a schema can be granted before any dataset exists on it. Best effort, as there: a database that
 * cannot be read yet is still created, and its schemas gain the permission with their first dataset.
 */
export const registerSchemaPerms = async (deps: IntrospectionDeps, id: number, log: WarnLog): Promise<void> => {
  const row = await getDatabaseRow(deps.db, id);
  try {
    const schemas = await within(
      deps.connections.openRow(row).then((open) => open.conn.introspect.schemas()),
      SCHEMA_LISTING_MS,
    );
    await deps.db.transaction().execute((trx) => addDatabasePerms(trx, { id, name: row.database_name }, schemas));
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    log.warn({ database: row.database_name, err: message }, 'schemas of the new database not registered');
  }
};
