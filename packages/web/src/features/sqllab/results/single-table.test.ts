import { describe, expect, it } from 'vitest';
import { singleTableOf } from './single-table';

describe('singleTableOf', () => {
  it('names the table of a plain SELECT, schema-qualified or quoted', () => {
    expect(singleTableOf('SELECT * FROM flights')).toEqual({ schema: null, table: 'flights' });
    expect(singleTableOf('select a, b from main.flights where a > 1 order by b limit 5;')).toEqual({
      schema: 'main',
      table: 'flights',
    });
    expect(singleTableOf('-- note\nSELECT 1 FROM "My Table"')).toEqual({ schema: null, table: 'My Table' });
  });

  it('answers null for joins, sub-queries, set operations and several tables', () => {
    expect(singleTableOf('SELECT * FROM a JOIN b ON a.id = b.id')).toBeNull();
    expect(singleTableOf('SELECT * FROM (SELECT 1) t')).toBeNull();
    expect(singleTableOf('SELECT 1 FROM a UNION SELECT 2 FROM b')).toBeNull();
    expect(singleTableOf('SELECT * FROM a, b')).toBeNull();
    expect(singleTableOf('SELECT 1')).toBeNull();
  });
});
