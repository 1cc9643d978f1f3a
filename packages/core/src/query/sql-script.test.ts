import { describe, expect, it } from 'vitest';
import { splitStatements, sqlLabLimit, statementAt, trailingLimit } from './sql-script.js';

describe('splitStatements', () => {
  it('splits on semicolons outside strings, quoted names, comments and dollar quotes', () => {
    const script = `SELECT 'a;b' AS "x;y"; -- one; two
      INSERT INTO t VALUES ($$;$$) /* ; */;
      ;
      FROM t;
      pragma version`;
    expect(splitStatements(script).map((s) => [s.kind, s.keyword])).toEqual([
      ['read', 'SELECT'],
      ['mutating', 'INSERT'],
      ['read', 'FROM'],
      ['other', 'PRAGMA'],
    ]);
    expect(splitStatements(script)[0]?.sql).toBe(`SELECT 'a;b' AS "x;y"`);
  });

  it('reads the first keyword after leading comments and parentheses', () => {
    expect(splitStatements('/* hi */ -- x\n with a as (select 1) select * from a')[0]?.kind).toBe('read');
    expect(splitStatements('(SELECT 1) UNION (SELECT 2)')[0]?.kind).toBe('read');
    expect(splitStatements('create table x as select 1')[0]?.kind).toBe('mutating');
    expect(splitStatements('ATTACH DATABASE "x.db"')[0]?.kind).toBe('other');
  });

  it('judges SELECT ... INTO (a new table, a server file) as a write, but not INTO in strings', () => {
    expect(splitStatements('SELECT * INTO copy FROM t')[0]?.kind).toBe('mutating');
    expect(splitStatements("SELECT * FROM t INTO OUTFILE '/tmp/x'")[0]?.kind).toBe('mutating');
    expect(splitStatements('SELECT \'into\' AS "INTO" FROM t -- into')[0]?.kind).toBe('read');
    expect(splitStatements('WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d')[0]?.kind).toBe('mutating');
    expect(splitStatements('SELECT * FROM t FOR UPDATE')[0]?.kind).toBe('mutating');
    expect(splitStatements('SELECT updated_at, created FROM t')[0]?.kind).toBe('read');
  });

  it('keeps nothing for blank or comment-only scripts', () => {
    expect(splitStatements(' ; -- nothing\n;')).toEqual([]);
  });
});

describe('trailingLimit', () => {
  it('reads the outer LIMIT only', () => {
    expect(trailingLimit('SELECT * FROM t LIMIT 10')).toBe(10);
    expect(trailingLimit('SELECT * FROM t limit 5 offset 3 -- tail')).toBe(5);
    expect(trailingLimit('SELECT * FROM t LIMIT 3, 7')).toBe(7);
    expect(trailingLimit('SELECT * FROM (SELECT * FROM t LIMIT 4)')).toBeNull();
    expect(trailingLimit("SELECT 'LIMIT 4'")).toBeNull();
  });
});

describe('sqlLabLimit (Superset LimitingFactor)', () => {
  it('picks the smaller limit and names who imposed it', () => {
    expect(sqlLabLimit(1000, 10, 100_000)).toEqual({ limit: 10, factor: 'QUERY' });
    expect(sqlLabLimit(10, 1000, 100_000)).toEqual({ limit: 10, factor: 'DROPDOWN' });
    expect(sqlLabLimit(10, 10, 100_000)).toEqual({ limit: 10, factor: 'QUERY_AND_DROPDOWN' });
    expect(sqlLabLimit(null, null, 100_000)).toEqual({ limit: 100_000, factor: 'UNKNOWN' });
    expect(sqlLabLimit(500_000, null, 100_000)).toEqual({ limit: 100_000, factor: 'DROPDOWN' });
  });
});

describe('statementAt (the statement under the cursor)', () => {
  const script = 'SELECT 1;\nSELECT ";" AS a -- ;\n  FROM t;\n\n  SELECT 3  ';

  it('answers the statement the cursor is in, trimmed, with its place in the script', () => {
    const second = script.indexOf('FROM t');
    expect(statementAt(script, second)).toEqual({
      sql: 'SELECT ";" AS a -- ;\n  FROM t',
      from: script.indexOf('SELECT "'),
      to: second + 'FROM t'.length,
    });
    expect(statementAt(script, script.indexOf('3'))?.sql).toBe('SELECT 3');
    expect(statementAt(script, 0)?.sql).toBe('SELECT 1');
  });

  it('gives a cursor right after a ; or in blank text to the statement before', () => {
    expect(statementAt(script, script.indexOf(';'))?.sql).toBe('SELECT 1');
    expect(statementAt(script, script.indexOf(';') + 1)?.sql).toBe('SELECT 1');
    expect(statementAt('SELECT 1;   ', 11)?.sql).toBe('SELECT 1');
  });

  it('answers null for a script with no statement', () => {
    expect(statementAt('  -- nothing\n ;', 3)).toBeNull();
    expect(statementAt('', 0)).toBeNull();
  });
});
