import { describe, expect, it } from 'vitest';
import { buildSqlalchemyUri, parseSqlalchemyUri } from './database-uri.js';

describe('parseSqlalchemyUri', () => {
  it('parses network URIs with drivers, encoded passwords and query', () => {
    const r = parseSqlalchemyUri('postgresql+psycopg2://bob:p%40ss@db.local:5433/sales?sslmode=require');
    expect(r).toEqual({
      ok: true,
      value: {
        engine: 'postgresql',
        driver: 'psycopg2',
        parameters: {
          host: 'db.local',
          port: 5433,
          username: 'bob',
          password: 'p@ss',
          database: 'sales',
          query: { sslmode: 'require' },
        },
      },
    });
  });
  it('parses file URIs', () => {
    const r = parseSqlalchemyUri('duckdb:////data/examples.duckdb');
    expect(r.ok && r.value).toEqual({
      engine: 'duckdb',
      driver: null,
      parameters: { database: '/data/examples.duckdb' },
    });
    const s = parseSqlalchemyUri('sqlite:///rel.db');
    expect(s.ok && s.value.parameters.database).toBe('rel.db');
  });
  it('maps Superset scheme aliases', () => {
    expect(parseSqlalchemyUri('mysql+mysqldb://root@localhost/test').ok).toBe(true);
    const ch = parseSqlalchemyUri('clickhousedb://u:p@ch:8123/default');
    expect(ch.ok && ch.value.engine).toBe('clickhousedb');
  });
  it('refuses unknown schemes with a clear message', () => {
    const r = parseSqlalchemyUri('oracle://x@y/z');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toContain("'oracle'");
  });
});

describe('buildSqlalchemyUri', () => {
  it('masks the password', () => {
    const uri = buildSqlalchemyUri(
      'postgresql',
      { host: 'h', port: 5432, username: 'u', password: 'secret', database: 'd' },
      true,
    );
    expect(uri).toBe('postgresql://u:XXXXXXXXXX@h:5432/d');
    expect(uri).not.toContain('secret');
  });
});
