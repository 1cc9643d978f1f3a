import nodeSqlParser from 'node-sql-parser';
import {
  fragmentShell,
  parseError,
  SENTINEL_ALIAS,
  SENTINEL_TABLE,
  withParseCache,
  type SqlFragmentKind,
  type SqlParser,
  type SqlParseResult,
  type SqlTableRef,
  type SqlTree,
} from './sql-parser.js';

// A CommonJS package: its named exports only exist on the default export under Node's ESM.
const parser = new nodeSqlParser.Parser();

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | null => {
  if (typeof v === 'string') return v;
  if (isNode(v)) return text(v.value ?? v.expr);
  return null;
};

/** Empty clauses differ by dialect (null, [], `{ type: null }`, `{ value: [] }` ...). */
const isBlank = (v: unknown): boolean =>
  v === null ||
  v === undefined ||
  v === false ||
  v === '' ||
  (Array.isArray(v) && v.length === 0) ||
  (isNode(v) && Object.values(v).every(isBlank));

export interface NodeSqlParserOptions {
  /** node-sql-parser's `database` option. */
  database: 'postgresql' | 'mysql' | 'mariadb' | 'sqlite' | 'trino';
  /** Our name for the dialect (messages, cache keys). */
  dialect: string;
  backslashEscapes: boolean;
  /** SQLite and ClickHouse read a table named on the right of IN (`x IN t`, `x IN pragma_table_info(...)`). */
  inOperandReadsTables: boolean;
  isCatalogTable: (ref: SqlTableRef) => boolean;
  isCatalogFunction: (name: string) => boolean;
}

const functionName = (n: Node): string | null => {
  const name = n.name;
  if (typeof name === 'string') return name.toLowerCase();
  if (isNode(name) && Array.isArray(name.name)) {
    const parts = name.name.map(text).filter((p): p is string => p !== null);
    const schema = text(name.schema);
    return [...(schema ? [schema] : []), ...parts].join('.').toLowerCase() || null;
  }
  return null;
};

/** `db.table` is schema.table; `db.schema.table` is catalog.schema.table. */
const fromRef = (item: Node): SqlTableRef | null => {
  const table = text(item.table);
  if (table === null) return null;
  const db = text(item.db);
  const schema = text(item.schema);
  return schema !== null ? { catalog: db, schema, table } : { catalog: null, schema: db, table };
};

/** A column reference on the right of IN names a table where the engine allows it. */
const columnAsTable = (n: Node): SqlTableRef | null => {
  const column = text(n.column);
  if (column === null) return null;
  return { catalog: null, schema: text(n.table), table: column };
};

class TreeWalker {
  readonly tree: SqlTree = { tables: [], subqueries: 0, tableFunctions: [], functions: [] };

  /**
   * node-sql-parser reads `JOIN b ON x = y, c` (PostgreSQL, SQLite, Trino grammars) as the row
   * `ON (x = y, c)`, losing table `c` that the engine reads: such a tree is not trusted.
   */
  misread: string | null = null;

  constructor(private readonly opts: NodeSqlParserOptions) {}

  walk(v: unknown, scope: ReadonlySet<string>): void {
    if (Array.isArray(v)) {
      for (const x of v) this.walk(x, scope);
      return;
    }
    if (!isNode(v)) return;
    if (v.type === 'select') {
      this.select(v, scope);
      return;
    }
    if (v.type === 'function' || v.type === 'aggr_func' || v.type === 'window_func') {
      const name = functionName(v);
      if (name) this.tree.functions.push(name);
    }
    if (this.opts.inOperandReadsTables && v.type === 'binary_expr' && /\bIN$/i.test(String(v.operator))) {
      this.inOperand(v.right);
    }
    for (const value of Object.values(v)) this.walk(value, scope);
  }

  private inOperand(right: unknown): void {
    const items = isNode(right) && right.type === 'expr_list' && Array.isArray(right.value) ? right.value : [right];
    for (const item of items) {
      if (!isNode(item)) continue;
      const ref = item.type === 'column_ref' ? columnAsTable(item) : null;
      if (ref) this.tree.tables.push(ref);
      const fn = item.type === 'function' ? functionName(item) : null;
      if (fn) this.tree.tableFunctions.push(fn);
    }
  }

  /** A SELECT: its CTEs are visible in its own body and in later CTEs (and their own body when recursive). */
  private select(node: Node, outer: ReadonlySet<string>): void {
    this.tree.subqueries += 1;
    const scope = new Set(outer);
    for (const cte of Array.isArray(node.with) ? node.with : []) {
      if (!isNode(cte)) continue;
      const name = text(cte.name)?.toLowerCase() ?? null;
      const body = new Set(scope);
      if (name && cte.recursive === true) body.add(name);
      this.walk(cte.stmt, body);
      if (name) scope.add(name);
    }
    for (const item of Array.isArray(node.from) ? node.from : []) {
      if (!isNode(item)) continue;
      const ref = isNode(item.expr) ? null : fromRef(item);
      // `FROM ONLY t` (PostgreSQL) comes back as table ONLY aliased t.
      if (ref && ref.schema === null && ref.table.toUpperCase() === 'ONLY') this.misread = 'FROM ONLY is not supported';
      if (ref && !(ref.schema === null && ref.catalog === null && scope.has(ref.table.toLowerCase()))) {
        this.tree.tables.push(ref);
      }
      if (isNode(item.on) && item.on.type === 'expr_list') {
        this.misread =
          'a comma after a JOIN ... ON condition is ambiguous here: write CROSS JOIN, or list the table first';
      }
      if (isNode(item.expr) && item.expr.type === 'function') {
        const fn = functionName(item.expr);
        if (fn) this.tree.tableFunctions.push(fn);
      }
      this.walk(item, scope);
    }
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'with' && key !== 'from') this.walk(value, scope);
    }
  }
}

/** The clause a fragment must occupy, and what else its shell may contain. */
const SHAPES: Record<SqlFragmentKind, { clause: 'columns' | 'where' | 'orderby'; keys: string[] }> = {
  expression: { clause: 'columns', keys: ['type', 'columns', 'from'] },
  predicate: { clause: 'where', keys: ['type', 'columns', 'from', 'where'] },
  orderby: { clause: 'orderby', keys: ['type', 'columns', 'from', 'orderby'] },
};

const astOf = (sql: string, database: string): { ast: Node } | { error: string } => {
  try {
    const parsed: unknown = parser.astify(sql, { database });
    const list = Array.isArray(parsed) ? parsed : [parsed];
    if (list.length !== 1 || !isNode(list[0])) return { error: 'it holds more than one statement' };
    return { ast: list[0] };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return { error: message.length > 200 ? `${message.slice(0, 200)}…` : message };
  }
};

/**
 * The fragment must fill exactly its slot of the shell: one SELECT item named by our alias (or one
 * WHERE, one ORDER BY term) over our placeholder table, and nothing else, so text that closes the
 * slot and adds clauses, joins or set operations does not parse as a fragment.
 */
const fragmentNode = (ast: Node, kind: SqlFragmentKind): unknown => {
  const shape = SHAPES[kind];
  for (const [key, value] of Object.entries(ast)) {
    if (!shape.keys.includes(key) && !isBlank(value)) return undefined;
  }
  if (ast.type !== 'select') return undefined;
  const from = ast.from;
  if (!Array.isArray(from) || from.length !== 1 || !isNode(from[0])) return undefined;
  const [source] = from;
  if (text(source.table) !== SENTINEL_TABLE || !isBlank(source.db) || !isBlank(source.join) || !isBlank(source.as)) {
    return undefined;
  }
  const columns = ast.columns;
  if (!Array.isArray(columns) || columns.length !== 1 || !isNode(columns[0])) return undefined;
  if (kind === 'expression') return text(columns[0].as) === SENTINEL_ALIAS ? columns[0].expr : undefined;
  if (kind === 'predicate') return ast.where ?? undefined;
  return Array.isArray(ast.orderby) && ast.orderby.length === 1 ? ast.orderby : undefined;
};

/** A dialect parser built on node-sql-parser: shared by PostgreSQL, MySQL, SQLite, Trino and ClickHouse. */
export const nodeSqlParserFor = (opts: NodeSqlParserOptions): SqlParser =>
  withParseCache({
    dialect: opts.dialect,
    backslashEscapes: opts.backslashEscapes,
    isCatalogTable: opts.isCatalogTable,
    isCatalogFunction: opts.isCatalogFunction,
    fragment: async (sql: string, kind: SqlFragmentKind): Promise<SqlParseResult> => {
      const parsed = astOf(fragmentShell(sql, kind), opts.database);
      if ('error' in parsed) return parseError(parsed.error);
      const node = fragmentNode(parsed.ast, kind);
      if (node === undefined) return parseError(`it is not a single ${kind}`);
      const walker = new TreeWalker(opts);
      walker.walk(node, new Set());
      return walker.misread ? parseError(walker.misread) : { ok: true, tree: walker.tree };
    },
    query: async (sql: string): Promise<SqlParseResult> => {
      const parsed = astOf(sql, opts.database);
      if ('error' in parsed) return parseError(parsed.error);
      if (parsed.ast.type !== 'select') return parseError('it is not a SELECT');
      const walker = new TreeWalker(opts);
      walker.walk(parsed.ast, new Set());
      if (walker.misread) return parseError(walker.misread);
      return { ok: true, tree: { ...walker.tree, subqueries: walker.tree.subqueries - 1 } };
    },
  });
