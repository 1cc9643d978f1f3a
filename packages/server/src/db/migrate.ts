import { Migrator, type Kysely, type Migration, type MigrationResult } from 'kysely';
import * as m0001 from './migrations/0001-security.js';
import * as m0002 from './migrations/0002-content.js';
import * as m0003 from './migrations/0003-sqllab-reports-audit.js';
import * as m0004 from './migrations/0004-list-indexes.js';
import * as m0005 from './migrations/0005-list-search-indexes.js';
import * as m0006 from './migrations/0006-report-locks.js';
import * as m0007 from './migrations/0007-sqllab-tabs.js';
import * as m0008 from './migrations/0008-report-name-per-type.js';
import * as m0009 from './migrations/0009-embedded-dashboards.js';
import * as m0010 from './migrations/0010-report-deliveries.js';
import * as m0011 from './migrations/0011-css-templates.js';
import * as m0012 from './migrations/0012-dynamic-plugins.js';
import * as m0013 from './migrations/0013-ssh-tunnels.js';

/** Migrations are listed statically so they run the same from source, tests and bundles. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-security': m0001,
  '0002-content': m0002,
  '0003-sqllab-reports-audit': m0003,
  '0004-list-indexes': m0004,
  '0005-list-search-indexes': m0005,
  '0006-report-locks': m0006,
  '0007-sqllab-tabs': m0007,
  '0008-report-name-per-type': m0008,
  '0009-embedded-dashboards': m0009,
  '0010-report-deliveries': m0010,
  '0011-css-templates': m0011,
  '0012-dynamic-plugins': m0012,
  '0013-ssh-tunnels': m0013,
};

export const migrateToLatest = async <T>(db: Kysely<T>): Promise<MigrationResult[]> => {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    migrationTableName: 'tessera_migrations',
    migrationLockTableName: 'tessera_migrations_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results ?? [];
};

export const migrationNames = (): string[] => Object.keys(MIGRATIONS);
