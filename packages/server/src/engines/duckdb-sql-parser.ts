import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import {
  fragmentShell,
  nameMatcher,
  parseError,
  SENTINEL_ALIAS,
  SENTINEL_TABLE,
  withParseCache,
  type SqlFragmentKind,
  type SqlParseResult,
  type SqlParser,
  type SqlTableRef,
  type SqlTree,
} from './sql-parser.js';

/**
 * DuckDB parses with its own parser: `json_serialize_sql` on an in-process, in-memory instance
 * (no external access) returns the parse tree as JSON without running anything. It knows every
 * DuckDB form node-sql-parser does not: FROM-first queries, `query()`, replacement scans of files,
 * DESCRIBE/SUMMARIZE/SHOW as tables, lambdas.
 */
let connection: Promise<DuckDBConnection> | undefined;
const parserConnection = (): Promise<DuckDBConnection> => {
  connection ??= DuckDBInstance.create(':memory:', { enable_external_access: 'false' })
    .then((instance) => instance.connect())
    .catch((err: unknown) => {
      connection = undefined;
      throw err;
    });
  return connection;
};

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const orNull = (s: string): string | null => (s === '' ? null : s);

const QUERY_NODES = new Set(['SELECT_NODE', 'SET_OPERATION_NODE', 'RECURSIVE_CTE_NODE', 'CTE_NODE']);
/** Table references that read nothing by themselves; anything else (SHOW_REF ...) counts as a catalog read. */
const PLAIN_REFS = new Set([
  'BASE_TABLE',
  'JOIN',
  'SUBQUERY',
  'TABLE_FUNCTION',
  'EMPTY',
  'EMPTY_FROM',
  'EXPRESSION_LIST',
]);

class DuckTreeWalker {
  readonly tree: SqlTree = { tables: [], subqueries: 0, tableFunctions: [], functions: [] };

  walk(v: unknown, scope: ReadonlySet<string>): void {
    if (Array.isArray(v)) {
      for (const x of v) this.walk(x, scope);
      return;
    }
    if (!isNode(v)) return;
    const type = str(v.type);
    if (QUERY_NODES.has(type)) {
      this.queryNode(v, scope);
      return;
    }
    if (typeof v.function_name === 'string' && v.function_name !== '') {
      const schema = str(v.schema);
      this.tree.functions.push((schema ? `${schema}.${v.function_name}` : v.function_name).toLowerCase());
    }
    // Table references carry `sample`; expressions carry `class`.
    if (!('class' in v) && 'sample' in v) this.tableRef(v, type, scope);
    for (const value of Object.values(v)) this.walk(value, scope);
  }

  private tableRef(v: Node, type: string, scope: ReadonlySet<string>): void {
    if (type === 'BASE_TABLE') {
      const ref: SqlTableRef = {
        catalog: orNull(str(v.catalog_name)),
        schema: orNull(str(v.schema_name)),
        table: str(v.table_name),
      };
      if (ref.catalog !== null || ref.schema !== null || !scope.has(ref.table.toLowerCase()))
        this.tree.tables.push(ref);
    } else if (type === 'TABLE_FUNCTION' && isNode(v.function)) {
      this.tree.tableFunctions.push(str(v.function.function_name).toLowerCase());
    } else if (!PLAIN_REFS.has(type)) {
      this.tree.tableFunctions.push(type.toLowerCase());
    }
  }

  /** CTEs are visible in the node and in later CTEs; a recursive CTE also in its own body. */
  private queryNode(node: Node, outer: ReadonlySet<string>): void {
    this.tree.subqueries += 1;
    const scope = new Set(outer);
    const map = isNode(node.cte_map) && Array.isArray(node.cte_map.map) ? node.cte_map.map : [];
    for (const entry of map) {
      if (!isNode(entry)) continue;
      const name = str(entry.key).toLowerCase();
      const body = new Set(scope);
      const query = isNode(entry.value) && isNode(entry.value.query) ? entry.value.query : null;
      if (query && isNode(query.node) && query.node.type === 'RECURSIVE_CTE_NODE') body.add(name);
      this.walk(entry.value, body);
      scope.add(name);
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'cte_map') this.walk(value, scope);
  }
}

const isBlank = (v: unknown): boolean =>
  v === null || v === undefined || v === '' || v === false || (Array.isArray(v) && v.length === 0);

/** The fragment must fill exactly its slot of the shell (see node-sql-parser-tree.ts). */
const fragmentNode = (node: Node, kind: SqlFragmentKind): unknown => {
  if (node.type !== 'SELECT_NODE') return undefined;
  const from = node.from_table;
  if (!isNode(from) || from.type !== 'BASE_TABLE' || from.table_name !== SENTINEL_TABLE) return undefined;
  if (str(from.schema_name) || str(from.catalog_name) || str(from.alias) || !isBlank(from.sample)) return undefined;
  const ctes = isNode(node.cte_map) ? node.cte_map.map : undefined;
  for (const blank of [ctes, node.group_expressions, node.group_sets, node.having, node.qualify, node.sample]) {
    if (!isBlank(blank)) return undefined;
  }
  if (node.aggregate_handling !== 'STANDARD_HANDLING') return undefined;
  const list = node.select_list;
  if (!Array.isArray(list) || list.length !== 1 || !isNode(list[0])) return undefined;
  const modifiers = Array.isArray(node.modifiers) ? node.modifiers : [];
  if (kind !== 'predicate' && !isBlank(node.where_clause)) return undefined;
  if (kind !== 'orderby' && modifiers.length > 0) return undefined;
  if (kind === 'expression') return list[0].alias === SENTINEL_ALIAS ? list[0] : undefined;
  if (kind === 'predicate') return node.where_clause ?? undefined;
  const [order] = modifiers;
  if (modifiers.length !== 1 || !isNode(order) || order.type !== 'ORDER_MODIFIER') return undefined;
  return Array.isArray(order.orders) && order.orders.length === 1 ? order.orders : undefined;
};

const serialize = async (sql: string): Promise<{ statements: Node[] } | { error: string }> => {
  const conn = await parserConnection();
  const reader = await conn.runAndReadAll('SELECT json_serialize_sql($1::VARCHAR)', [sql]);
  const raw = reader.getRows()[0]?.[0];
  const json: unknown = JSON.parse(typeof raw === 'string' ? raw : '{}');
  if (!isNode(json)) return { error: 'no parse tree' };
  if (json.error !== false) return { error: str(json.error_message) || 'syntax error' };
  const statements = Array.isArray(json.statements) ? json.statements.filter(isNode) : [];
  return { statements };
};

const single = async (sql: string): Promise<Node | string> => {
  const parsed = await serialize(sql);
  if ('error' in parsed) return parsed.error;
  const [first] = parsed.statements;
  if (parsed.statements.length !== 1 || !first || !isNode(first.node)) return 'it holds more than one statement';
  return first.node;
};

/** Where DuckDB keeps its catalog, and table names that are files (replacement scans: 'x.csv', 's3://...'). */
const isCatalogTable = (ref: SqlTableRef): boolean =>
  ['system', 'temp'].includes(ref.catalog?.toLowerCase() ?? '') ||
  ['information_schema', 'pg_catalog', 'system', 'temp'].includes(ref.schema?.toLowerCase() ?? '') ||
  /^(duckdb_|sqlite_|pragma_|pg_)/i.test(ref.table) ||
  /[./\\:*?]/.test(ref.table);

const isCatalogFunction = nameMatcher(
  [
    'query',
    'query_table',
    'glob',
    'sniff_csv',
    'delta_scan',
    'json_execute_serialized_sql',
    'current_setting',
    'getenv',
    'which_secret',
    'checkpoint',
    'force_checkpoint',
    'sql_auto_complete',
    'show_ref',
    'has_table_privilege',
    'has_schema_privilege',
    'has_database_privilege',
    'has_column_privilege',
  ],
  [
    'duckdb_',
    'pragma_',
    'pg_',
    'read_',
    'parquet_',
    'iceberg_',
    'postgres_',
    'mysql_',
    'sqlite_',
    'information_schema.',
    'pg_catalog.',
  ],
);

export const duckdbSqlParser: SqlParser = withParseCache({
  dialect: 'duckdb',
  backslashEscapes: false,
  isCatalogTable,
  isCatalogFunction,
  fragment: async (sql: string, kind: SqlFragmentKind): Promise<SqlParseResult> => {
    const node = await single(fragmentShell(sql, kind));
    if (typeof node === 'string') return parseError(node);
    const part = fragmentNode(node, kind);
    if (part === undefined) return parseError(`it is not a single ${kind}`);
    const walker = new DuckTreeWalker();
    walker.walk(part, new Set());
    return { ok: true, tree: walker.tree };
  },
  query: async (sql: string): Promise<SqlParseResult> => {
    const node = await single(sql);
    if (typeof node === 'string') return parseError(node);
    const walker = new DuckTreeWalker();
    walker.walk(node, new Set());
    return { ok: true, tree: { ...walker.tree, subqueries: walker.tree.subqueries - 1 } };
  },
});
