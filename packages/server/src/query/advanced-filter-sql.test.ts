import { QueryObjectSchema } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import type { Dialect } from '../engines/types.js';
import { HttpError } from '../http/http-error.js';
import { compileQuery, type CompileOptions } from './compile-query.js';
import type { QueryDataset } from './types.js';

const dialect: Dialect = {
  quoteIdentifier: (n) => `"${n}"`,
  literal: (v) => (typeof v === 'string' ? `'${v}'` : String(v)),
  timeGrainExpression: (grain, expr) => `GRAIN_${grain}(${expr})`,
  limit: (sql, limit) => `${sql} LIMIT ${limit}`,
  timestampLiteral: (d) => `TIMESTAMP '${d.toISOString()}'`,
  ilike: (e, p) => `${e} ILIKE ${p}`,
  parseTemporal: (e) => e,
};

// Superset's advanced types filter integer columns tagged with them (valid_data_types ["int"]).
const traffic: QueryDataset = {
  id: 1,
  tableName: 'traffic',
  schema: null,
  sql: null,
  mainDttmCol: null,
  columns: new Map([
    ['src', { name: 'src', expression: null, isDttm: false, typeGeneric: 0, advancedDataType: 'internet_address' }],
    ['dport', { name: 'dport', expression: null, isDttm: false, typeGeneric: 0, advancedDataType: 'port' }],
  ]),
  metrics: new Map([['count', 'COUNT(*)']]),
};

const opts: CompileOptions = {
  dialect,
  defaultRowLimit: 100,
  maxRowLimit: 1000,
  resolveRange: () => ({ since: null, until: null }),
  rlsPredicate: null,
};

const whereOf = (filters: { col: string; op: string; val?: unknown }[]): string => {
  const sql = compileQuery(QueryObjectSchema.parse({ metrics: ['count'], filters }), traffic, opts).sql;
  return /WHERE ([\s\S]*?)(?: ORDER BY|\nLIMIT| LIMIT|$)/.exec(sql)?.[1]?.trim() ?? '';
};

describe('filters on columns with an advanced data type', () => {
  it('turns a CIDR range into bounds and a single address into equality', () => {
    expect(whereOf([{ col: 'src', op: '==', val: '10.0.0.0/8' }])).toBe(
      '((src >= 167772160 AND src <= 184549375))'.replaceAll('src', '"src"'),
    );
    expect(whereOf([{ col: 'src', op: 'IN', val: ['10.0.0.1', '192.168.0.0/31'] }])).toBe(
      '(("src" IN (167772161)) OR (("src" >= 3232235520 AND "src" <= 3232235521)))',
    );
  });

  it('turns port names into their numbers', () => {
    expect(whereOf([{ col: 'dport', op: 'IN', val: ['https', 'ftp'] }])).toBe('("dport" IN (443, 20, 21))');
    expect(whereOf([{ col: 'dport', op: '>=', val: 'ftp' }])).toBe('("dport" >= 20)');
  });

  it("refuses a value the type cannot read with its message, naming the filter's value", () => {
    try {
      whereOf([{ col: 'src', op: '==', val: "1' OR 1=1 --" }]);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(HttpError);
      expect((err as HttpError).message).toBe(
        "filters.0.val: '1' OR 1=1 --' does not appear to be an IPv4 or IPv6 network",
      );
    }
  });
});
