import type { SampleDatabase } from './sample-databases.js';

/**
 * The security suite's injection corpus (issue 07 §1): fragments of user SQL that try to read
 * `canary_secrets` or the catalog from a caller granted only `flights_sample`. Chart data puts each
 * in every place adhoc SQL goes; SQL Lab (issue 26 §5) runs each in a statement's WHERE clause.
 */
const COMMON = [
  '(SELECT MAX(secret) FROM canary_secrets)',
  'EXISTS (SELECT 1 FROM canary_secrets)',
  'origin IN (SELECT secret FROM canary_secrets)',
  '(SELECT COUNT(*) FROM information_schema.tables)',
];

const BYPASSES: Record<SampleDatabase['engine'], string[]> = {
  duckdb: [
    '(FROM canary_secrets SELECT MAX(secret))',
    "(FROM query('SELECT secret FROM canary_secrets'))",
    "(FROM query_table('canary_secrets'))",
    'ARRAY(FROM canary_secrets LIMIT 3)',
    "EXISTS(FROM canary_secrets WHERE secret LIKE 'TOP%')",
    '(SELECT COUNT(*) FROM duckdb_tables())',
    "(SELECT string_agg(name, ',') FROM sqlite_master)",
    '(SELECT COUNT(*) FROM pg_catalog.pg_class)',
    "(SELECT COUNT(*) FROM read_csv('/etc/passwd'))",
  ],
  postgresql: [
    '(SELECT COUNT(*) FROM pg_catalog.pg_tables)',
    '(SELECT MAX(relname) FROM pg_class)',
    "query_to_xml('select secret from canary_secrets', true, true, '')",
    "pg_read_file('/etc/passwd')",
    "(SELECT COUNT(*) FROM read_csv('/etc/passwd'))",
  ],
  mysql: [
    '(SELECT COUNT(*) FROM mysql.user)',
    '(SELECT COUNT(*) FROM performance_schema.threads)',
    "LOAD_FILE('/etc/passwd')",
  ],
  sqlite: [
    "(SELECT group_concat(name, ',') FROM sqlite_master)",
    '(SELECT COUNT(*) FROM sqlite_schema)',
    "(SELECT COUNT(*) FROM pragma_table_info('canary_secrets'))",
    'origin IN pragma_table_list()',
  ],
};

/** Every fragment for one engine: the common families, then that engine's own bypasses. */
export const injectionFragments = (engine: SampleDatabase['engine']): string[] => [...COMMON, ...BYPASSES[engine]];
