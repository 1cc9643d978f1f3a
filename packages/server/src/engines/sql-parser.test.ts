import { describe, expect, it } from 'vitest';
import { duckdbSqlParser } from './duckdb-sql-parser.js';
import { ParseCache, type SqlParser, type SqlTree } from './sql-parser.js';
import {
  clickhouseSqlParser,
  mysqlSqlParser,
  postgresSqlParser,
  sqliteSqlParser,
  trinoSqlParser,
} from './sql-parsers.js';

const PARSERS: Record<string, SqlParser> = {
  duckdb: duckdbSqlParser,
  postgresql: postgresSqlParser,
  mysql: mysqlSqlParser,
  sqlite: sqliteSqlParser,
  trino: trinoSqlParser,
  clickhouse: clickhouseSqlParser,
};

const tree = async (p: SqlParser, sql: string, kind?: 'expression' | 'predicate' | 'orderby'): Promise<SqlTree> => {
  const r = kind ? await p.parseFragment(sql, kind) : await p.parseQuery(sql);
  if (!r.ok) throw new Error(`${p.dialect} did not parse ${sql}: ${r.reason}`);
  return r.tree;
};

const refs = (t: SqlTree) => t.tables.map((r) => [r.catalog, r.schema, r.table].filter(Boolean).join('.'));

describe.each(Object.entries(PARSERS))('%s parser', (_name, p) => {
  it('returns schema-qualified table references, joins and CTE names apart', async () => {
    const t = await tree(p, 'WITH c AS (SELECT a FROM s1.src) SELECT c.a FROM plain, c JOIN s2.other o ON c.a = o.a');
    expect(refs(t).sort()).toEqual(['plain', 's1.src', 's2.other']);
  });

  it('never loses a table listed after a JOIN ... ON condition', async () => {
    const r = await p.parseQuery('SELECT * FROM a JOIN b ON a.x = b.x, hidden');
    if (r.ok) expect(refs(r.tree)).toContain('hidden');
  });

  it('treats a CTE named like a table as the table inside its own (non-recursive) body', async () => {
    expect(refs(await tree(p, 'WITH secret AS (SELECT * FROM secret) SELECT * FROM secret'))).toEqual(['secret']);
  });

  it('scopes CTE names to their query: the same name outside is a table', async () => {
    const t = await tree(p, 'SELECT * FROM (WITH x AS (SELECT 1 AS a FROM one) SELECT a FROM x) y, x');
    expect(refs(t).sort()).toEqual(['one', 'x']);
  });

  it('finds sub-queries and the tables they read in an expression (or does not parse them)', async () => {
    const r = await p.parseFragment('COALESCE((SELECT MAX(secret) FROM vault), origin)', 'expression');
    // Trino's grammar in node-sql-parser takes no scalar sub-query: refused as unparsable.
    if (p.dialect === 'trino') expect(r.ok).toBe(false);
    else {
      const t = await tree(p, 'COALESCE((SELECT MAX(secret) FROM vault), origin)', 'expression');
      expect(t.subqueries).toBe(1);
      expect(refs(t)).toEqual(['vault']);
    }
  });

  it('accepts ordinary expressions, predicates and ORDER BY terms', async () => {
    for (const sql of [
      "CASE WHEN origin = 'SEA' THEN 1 ELSE 0 END",
      'CAST(delay AS DECIMAL(10, 2))',
      'COUNT(DISTINCT origin)',
      'SUM(delay) / COUNT(*)',
    ]) {
      const t = await tree(p, sql, 'expression');
      expect(t.subqueries + t.tables.length + t.tableFunctions.length, sql).toBe(0);
    }
    expect((await tree(p, "origin IN ('SEA', 'SFO') AND delay BETWEEN 1 AND 5", 'predicate')).tables).toEqual([]);
    expect((await tree(p, 'AVG(delay) > 10', 'predicate')).functions).toContain('avg');
    expect((await tree(p, 'SUM(delay)', 'orderby')).functions).toContain('sum');
  });

  it('reports functions used as tables', async () => {
    const r = await p.parseQuery('SELECT * FROM series_of(1, 3) g');
    // MySQL has no table functions (JSON_TABLE aside): its grammar refuses the form.
    if (p.dialect === 'mysql') return expect(r.ok).toBe(false);
    const t = await tree(p, 'SELECT * FROM series_of(1, 3) g');
    expect(t.tableFunctions).toEqual(['series_of']);
    expect(t.functions).toContain('series_of');
  });

  it('refuses text that does not parse, or leaves its slot', async () => {
    for (const [sql, kind] of [
      ['SUM(delay', 'expression'],
      ['1 +', 'expression'],
      ['delay AS d, origin', 'expression'],
      ['1 AS x FROM other UNION SELECT 2', 'expression'],
      ['1 = 1 GROUP BY origin', 'predicate'],
      ['1 = 1 UNION SELECT secret FROM vault', 'predicate'],
      ['delay, origin', 'orderby'],
    ] as const) {
      expect((await p.parseFragment(sql, kind)).ok, `${sql} as ${kind}`).toBe(false);
    }
    expect((await p.parseQuery('SELECT 1; SELECT 2')).ok).toBe(false);
    expect((await p.parseQuery('SELECT FROM WHERE')).ok).toBe(false);
  });

  it('knows its catalog', () => {
    const catalog = p.dialect === 'sqlite' ? 'sqlite_master' : 'tables';
    const schema = p.dialect === 'sqlite' ? null : 'information_schema';
    expect(p.isCatalogTable({ catalog: null, schema, table: catalog })).toBe(true);
    expect(p.isCatalogTable({ catalog: null, schema: null, table: 'flights' })).toBe(false);
    expect(p.isCatalogFunction('sum')).toBe(false);
  });
});

describe('DuckDB parser (its own, json_serialize_sql)', () => {
  const p = duckdbSqlParser;

  it.each([
    ["(FROM query('SELECT * FROM flights'))", 'query'],
    ["(FROM query_table('flights'))", 'query_table'],
    ['(SELECT COUNT(*) FROM duckdb_tables())', 'duckdb_tables'],
    ["(SELECT COUNT(*) FROM read_csv('/etc/passwd'))", 'read_csv'],
    ["(SELECT COUNT(*) FROM glob('/*'))", 'glob'],
  ])('sees the table function in %s', async (sql, fn) => {
    const t = await tree(p, sql, 'expression');
    expect(t.tableFunctions).toEqual([fn]);
    expect(p.isCatalogFunction(fn)).toBe(true);
  });

  it.each([
    ['ARRAY(FROM seattle_weather LIMIT 3)', 'seattle_weather'],
    ["EXISTS(FROM flights WHERE origin = 'SEA')", 'flights'],
    ['(FROM flights SELECT COUNT(*))', 'flights'],
    ['origin IN (FROM airports SELECT code)', 'airports'],
  ])('sees FROM-first sub-queries: %s', async (sql, table) => {
    const t = await tree(p, sql, 'expression');
    expect(t.subqueries).toBeGreaterThan(0);
    expect(refs(t)).toEqual([table]);
  });

  it('knows its catalog, compatibility views and file scans', () => {
    for (const [schema, table] of [
      [null, 'sqlite_master'],
      [null, 'duckdb_tables'],
      ['pg_catalog', 'pg_class'],
      [null, 'data.csv'],
      [null, 's3://bucket/x.parquet'],
    ] as const) {
      expect(p.isCatalogTable({ catalog: null, schema, table }), table).toBe(true);
    }
    expect(p.isCatalogFunction('pragma_table_info')).toBe(true);
  });

  it('counts DESCRIBE, SUMMARIZE and SHOW used as tables as catalog reads', async () => {
    const t = await tree(p, 'SELECT * FROM (SUMMARIZE flights)');
    expect(t.tableFunctions).toEqual(['show_ref']);
    expect(p.isCatalogFunction('show_ref')).toBe(true);
  });
});

describe('node-sql-parser dialects', () => {
  it('PostgreSQL: pg_catalog, pg_* relations and functions, SQL run from text', async () => {
    expect(postgresSqlParser.isCatalogTable({ catalog: null, schema: 'pg_catalog', table: 'pg_class' })).toBe(true);
    expect(postgresSqlParser.isCatalogTable({ catalog: null, schema: null, table: 'pg_tables' })).toBe(true);
    const t = await tree(postgresSqlParser, "query_to_xml('select 1', true, true, '')", 'expression');
    expect(t.functions.some((f) => postgresSqlParser.isCatalogFunction(f))).toBe(true);
    expect(postgresSqlParser.isCatalogFunction('pg_read_file')).toBe(true);
  });

  it('MySQL: mysql.*, performance_schema and LOAD_FILE', () => {
    expect(mysqlSqlParser.isCatalogTable({ catalog: null, schema: 'mysql', table: 'user' })).toBe(true);
    expect(mysqlSqlParser.isCatalogTable({ catalog: null, schema: 'performance_schema', table: 'threads' })).toBe(true);
    expect(mysqlSqlParser.isCatalogFunction('load_file')).toBe(true);
    expect(mysqlSqlParser.backslashEscapes).toBe(true);
  });

  it('SQLite: sqlite_master / sqlite_schema, pragma functions, and tables on the right of IN', async () => {
    expect(sqliteSqlParser.isCatalogTable({ catalog: null, schema: null, table: 'sqlite_schema' })).toBe(true);
    const t = await tree(sqliteSqlParser, "origin IN pragma_table_info('flights')", 'predicate');
    expect(t.tableFunctions).toEqual(['pragma_table_info']);
  });

  it('Trino: the system catalog and query pass-through', () => {
    expect(trinoSqlParser.isCatalogTable({ catalog: 'system', schema: 'runtime', table: 'queries' })).toBe(true);
    expect(trinoSqlParser.isCatalogFunction('system.query')).toBe(true);
  });

  it('ClickHouse (PostgreSQL grammar): system.*, table functions, IN a table', async () => {
    const p = clickhouseSqlParser;
    expect(p.isCatalogTable({ catalog: null, schema: 'system', table: 'tables' })).toBe(true);
    for (const fn of ['file', 'url', 'remote', 's3', 'mysql', 'joinget', 'dictget']) {
      expect(p.isCatalogFunction(fn), fn).toBe(true);
    }
    expect(refs(await tree(p, 'origin IN (secrets)', 'predicate'))).toEqual(['secrets']);
    expect((await tree(p, 'toStartOfMonth("date")', 'expression')).functions).toEqual(['tostartofmonth']);
  });
});

describe('ParseCache', () => {
  it('parses a text once and evicts the least recently used', async () => {
    const cache = new ParseCache(2);
    let calls = 0;
    const parse = () => {
      calls += 1;
      return Promise.resolve({ ok: false as const, reason: 'x' });
    };
    await cache.get('a', parse);
    await cache.get('a', parse);
    await cache.get('b', parse);
    await cache.get('a', parse);
    await cache.get('c', parse);
    expect(calls).toBe(3);
    expect(cache.size).toBe(2);
    await cache.get('b', parse);
    expect(calls).toBe(4);
  });

  it('answers a repeated fragment from the cache', async () => {
    const sql = `SUM(delay) + ${Date.now()}`;
    const first = duckdbSqlParser.parseFragment(sql, 'expression');
    expect(duckdbSqlParser.parseFragment(sql, 'expression')).toBe(first);
    await first;
  });
});
