import { nodeSqlParserFor } from './node-sql-parser-tree.js';
import { nameMatcher, type SqlTableRef } from './sql-parser.js';

/**
 * The node-sql-parser based parsers, one per engine, with the names each engine's catalog, file
 * readers and cross-server functions go by. Adhoc SQL may never use these; virtual datasets only
 * when an Admin writes them (query/sql-access.ts).
 */

const schemaIs =
  (...schemas: string[]) =>
  (ref: SqlTableRef): boolean =>
    ref.schema !== null && schemas.includes(ref.schema.toLowerCase());

const tableIs =
  (test: (name: string) => boolean) =>
  (ref: SqlTableRef): boolean =>
    test(ref.table);

const anyOf =
  (...tests: ((ref: SqlTableRef) => boolean)[]) =>
  (ref: SqlTableRef): boolean =>
    tests.some((t) => t(ref));

/**
 * SQL/XML and friends run SQL given as text (`query_to_xml('select ...')`, `ts_stat`) or name
 * tables as strings; nextval/setval write.
 */
const PG_FUNCTIONS = nameMatcher(
  [
    'query_to_xml',
    'query_to_xmlschema',
    'query_to_xml_and_xmlschema',
    'table_to_xml',
    'table_to_xmlschema',
    'table_to_xml_and_xmlschema',
    'schema_to_xml',
    'schema_to_xmlschema',
    'schema_to_xml_and_xmlschema',
    'database_to_xml',
    'database_to_xmlschema',
    'database_to_xml_and_xmlschema',
    'cursor_to_xml',
    'cursor_to_xmlschema',
    'current_setting',
    'set_config',
    'to_regclass',
    'has_table_privilege',
    'has_schema_privilege',
    'has_database_privilege',
    'has_column_privilege',
    'obj_description',
    'col_description',
    'ts_stat',
    'nextval',
    'setval',
  ],
  ['pg_', 'dblink', 'lo_', 'txid_', 'information_schema.', 'pg_catalog.'],
);

/**
 * PostgreSQL: pg_catalog (schema and the `pg_*` relations and functions reachable without it) and
 * information_schema; `query_to_xml` and dblink run SQL given as text.
 */
export const postgresSqlParser = nodeSqlParserFor({
  database: 'postgresql',
  dialect: 'postgresql',
  backslashEscapes: false,
  inOperandReadsTables: false,
  isCatalogTable: anyOf(schemaIs('pg_catalog', 'information_schema', 'pg_toast'), tableIs(nameMatcher([], ['pg_']))),
  isCatalogFunction: PG_FUNCTIONS,
});

/** MySQL and MariaDB (one engine spec): the mysql, sys, performance_schema and information_schema schemas, LOAD_FILE. */
export const mysqlSqlParser = nodeSqlParserFor({
  database: 'mysql',
  dialect: 'mysql',
  backslashEscapes: true,
  inOperandReadsTables: false,
  isCatalogTable: schemaIs('mysql', 'sys', 'performance_schema', 'information_schema'),
  isCatalogFunction: nameMatcher(
    ['load_file', 'sys_exec', 'sys_eval', 'get_lock', 'release_lock', 'benchmark', 'master_pos_wait'],
    ['mysql.', 'sys.', 'performance_schema.', 'information_schema.', 'json_table'],
  ),
});

/** SQLite: sqlite_master / sqlite_schema / sqlite_temp_master, the pragma_* table functions, file and extension functions. */
export const sqliteSqlParser = nodeSqlParserFor({
  database: 'sqlite',
  dialect: 'sqlite',
  backslashEscapes: false,
  inOperandReadsTables: true,
  isCatalogTable: anyOf(tableIs(nameMatcher([], ['sqlite_', 'pragma_'])), schemaIs('temp', 'sqlite_temp_master')),
  isCatalogFunction: nameMatcher(
    ['load_extension', 'readfile', 'writefile', 'edit', 'fts3_tokenizer', 'fts5vocab', 'dbstat', 'sqlite_dbpage'],
    ['pragma_', 'sqlite_'],
  ),
});

/** Trino: the system catalog, every information_schema, and the query pass-through table functions. */
export const trinoSqlParser = nodeSqlParserFor({
  database: 'trino',
  dialect: 'trino',
  backslashEscapes: false,
  inOperandReadsTables: false,
  isCatalogTable: (ref) =>
    ref.catalog?.toLowerCase() === 'system' ||
    ['information_schema', 'system', 'metadata', 'runtime', 'jdbc'].includes(ref.schema?.toLowerCase() ?? '') ||
    ref.table.toLowerCase().includes('$'),
  isCatalogFunction: nameMatcher(['query', 'raw_query', 'exclude_columns', 'sequence_table'], ['system.']),
});

/**
 * ClickHouse has no node-sql-parser dialect: PostgreSQL's is the closest (double-quoted identifiers,
 * `::` casts, lambdas, backticks accepted); ClickHouse-only syntax (`[1, 2]` arrays, parametric
 * aggregates such as `quantile(0.5)(x)`) does not parse and is refused. Strings take backslash
 * escapes as in ClickHouse. The right side of IN may name a table there, so it counts as a read.
 */
export const clickhouseSqlParser = nodeSqlParserFor({
  database: 'postgresql',
  dialect: 'clickhouse',
  backslashEscapes: true,
  inOperandReadsTables: true,
  isCatalogTable: schemaIs('system', 'information_schema'),
  isCatalogFunction: nameMatcher(
    [
      'file',
      'url',
      'urlcluster',
      'remote',
      'remotesecure',
      'cluster',
      'clusterallreplicas',
      'mysql',
      'postgresql',
      'sqlite',
      'mongodb',
      'redis',
      'jdbc',
      'odbc',
      'hdfs',
      'hdfscluster',
      'input',
      'executable',
      'merge',
      'view',
      'dictionary',
      'joinget',
      'joingetornull',
      'dictget',
      'hasdictionary',
      'globalin',
      'globalnotin',
      'in',
      'notin',
    ],
    ['s3', 'azureblob', 'gcs', 'iceberg', 'hudi', 'deltalake', 'dict', 'system.', 'file'],
  ),
});
