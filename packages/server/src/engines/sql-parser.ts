/**
 * The parser contract for user-written SQL (adhoc expressions and virtual dataset SQL). Each engine
 * spec brings a parser that understands its own dialect, so the security checks in query/ never
 * guess at syntax or branch on engine names.
 */

/** Where a fragment is spliced: a SELECT item, a WHERE/HAVING predicate or an ORDER BY term. */
export type SqlFragmentKind = 'expression' | 'predicate' | 'orderby';

/** A table named in the SQL, as written (no defaults applied): `catalog.schema.table`. */
export interface SqlTableRef {
  catalog: string | null;
  schema: string | null;
  table: string;
}

/** What a parse tree reads and calls. Names of functions are lower case and schema-qualified as written. */
export interface SqlTree {
  /** Tables read (FROM, JOIN, `IN table` where the engine has it); CTE names in scope are not tables. */
  tables: SqlTableRef[];
  /** Nested queries: scalar, EXISTS, IN, ARRAY(...), derived tables, FROM-first forms, set operations. */
  subqueries: number;
  /** Functions used as tables (FROM f(...)). */
  tableFunctions: string[];
  /** Every function called, table functions included. */
  functions: string[];
}

export type SqlParseResult = { ok: true; tree: SqlTree } | { ok: false; reason: string };

export interface SqlParser {
  /** Names the dialect in messages and keys the parse cache. */
  readonly dialect: string;
  /**
   * Whether `\` escapes a quote inside string literals (MySQL, ClickHouse). The lexical guard
   * refuses a backslash before a quote either way, so the guard, the parser and the engine always
   * agree on where a literal ends.
   */
  readonly backslashEscapes: boolean;
  /** One user fragment, parsed as it is spliced into a compiled query; anything else is an error. */
  parseFragment(sql: string, kind: SqlFragmentKind): Promise<SqlParseResult>;
  /** One whole read-only query (a virtual dataset's SQL). */
  parseQuery(sql: string): Promise<SqlParseResult>;
  /** Tables of the engine's own catalog (information_schema, pg_catalog, sqlite_master, system.* ...) or files. */
  isCatalogTable(ref: SqlTableRef): boolean;
  /** Functions that read the catalog, files or other servers, or run SQL given as text. */
  isCatalogFunction(name: string): boolean;
}

/** Placeholder names the fragment parsers wrap user text with; user text may not use them. */
export const SENTINEL_TABLE = '__tessera_fragment_table';
export const SENTINEL_ALIAS = '__tessera_fragment_expr';

/** The SELECT a fragment of `kind` is parsed in: the same place the compiler splices it. */
export const fragmentShell = (sql: string, kind: SqlFragmentKind): string => {
  switch (kind) {
    case 'expression':
      return `SELECT ${sql} AS ${SENTINEL_ALIAS} FROM ${SENTINEL_TABLE}`;
    case 'predicate':
      return `SELECT 1 FROM ${SENTINEL_TABLE} WHERE ${sql}`;
    case 'orderby':
      return `SELECT 1 FROM ${SENTINEL_TABLE} ORDER BY ${sql}`;
  }
};

export const parseError = (reason: string): SqlParseResult => ({ ok: false, reason });

/** A tiny LRU of parse results: a repeated chart query (the usual case) parses nothing. */
export class ParseCache {
  private readonly entries = new Map<string, Promise<SqlParseResult>>();

  constructor(private readonly capacity = 1000) {}

  get(key: string, parse: () => Promise<SqlParseResult>): Promise<SqlParseResult> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const pending = parse();
    this.entries.set(key, pending);
    // A parser that failed to run (not a parse error) must not be cached.
    pending.catch(() => this.entries.delete(key));
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return pending;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Wraps a parser's two raw entry points with one cache keyed by dialect, mode and text. */
export const withParseCache = (
  p: Omit<SqlParser, 'parseFragment' | 'parseQuery'> & {
    fragment(sql: string, kind: SqlFragmentKind): Promise<SqlParseResult>;
    query(sql: string): Promise<SqlParseResult>;
  },
  cache = new ParseCache(),
): SqlParser => ({
  dialect: p.dialect,
  backslashEscapes: p.backslashEscapes,
  isCatalogTable: p.isCatalogTable,
  isCatalogFunction: p.isCatalogFunction,
  parseFragment: (sql, kind) => cache.get(`${p.dialect}\u0000${kind}\u0000${sql}`, () => p.fragment(sql, kind)),
  parseQuery: (sql) => cache.get(`${p.dialect}\u0000query\u0000${sql}`, () => p.query(sql)),
});

/** Lower-case name tests for the catalog lists of the engine parsers. */
export const nameMatcher = (exact: readonly string[], prefixes: readonly string[] = []) => {
  const names = new Set(exact.map((n) => n.toLowerCase()));
  return (name: string): boolean => {
    const n = name.toLowerCase();
    const last = n.slice(n.lastIndexOf('.') + 1);
    return names.has(n) || names.has(last) || prefixes.some((p) => last.startsWith(p));
  };
};
