import { describe, expect, it } from 'vitest';
import { TIME_GRAINS, TYPE_GENERIC } from '@tessera/core';
import { expectedBucket, HOSTILE_IDENTIFIERS, HOSTILE_STRINGS, SAMPLE_TIMESTAMPS } from './engine-samples.js';
import {
  QueryCancelledError,
  QueryTimeoutError,
  type EngineConnection,
  type EngineSpec,
} from '../src/engines/types.js';

export interface ConformanceTarget {
  spec: EngineSpec;
  /** Called inside tests, after the suite's beforeAll connected. */
  connection: () => EngineConnection;
  /** A table with `id` (1..n in SAMPLE_TIMESTAMPS order) and `ts` (the instants, no zone). */
  timestampsTable: () => string;
  /** Introspection expectations: the timestamps table and a view over it. */
  schema: string;
  tableName: () => string;
  viewName: () => string;
  /** A query that runs for several seconds. */
  sleepSql: string;
  /** What `SELECT <literal(true)>` returns (MySQL and SQLite have no boolean type). */
  trueValue: unknown;
  /** False for engines that cannot stop a running statement (SQLite); they test timeouts themselves. */
  interruptible?: boolean;
}

const elapsedSince = (start: number): number => performance.now() - start;

/** The checks every real engine must pass; engine test files add their own specifics. */
export function describeEngineConformance(target: ConformanceTarget): void {
  const { spec } = target;
  const d = spec.dialect;
  const run = (sql: string) => target.connection().execute(sql);

  describe(`${spec.name} time grains`, () => {
    for (const { grain, label } of TIME_GRAINS) {
      it(`${grain} (${label}) buckets every sample to its start`, async () => {
        const expr = d.timeGrainExpression(grain, d.quoteIdentifier('ts'));
        const result = await run(
          `SELECT ${d.quoteIdentifier('id')}, ${expr} AS ${d.quoteIdentifier('bucket')} FROM ${target.timestampsTable()} ORDER BY ${d.quoteIdentifier('id')}`,
        );
        expect(result.columns[1]?.typeGeneric).toBe(TYPE_GENERIC.TEMPORAL);
        const got = result.rows.map((r) => new Date(r[1] as number).toISOString());
        expect(got).toEqual(SAMPLE_TIMESTAMPS.map((iso) => new Date(expectedBucket(grain, iso)).toISOString()));
      });
    }
  });

  describe(`${spec.name} literals and identifiers`, () => {
    it('round-trips hostile strings through literal()', async () => {
      const select = HOSTILE_STRINGS.map((s, i) => `${d.literal(s)} AS ${d.quoteIdentifier(`v${i}`)}`).join(', ');
      const result = await run(`SELECT ${select}`);
      expect(result.rows[0]).toEqual(HOSTILE_STRINGS);
    });

    it('writes numbers, booleans, null and dates', async () => {
      const values = [-5, 1.5, 0, 10n ** 15n, true, null, new Date('2024-03-13T15:47:31.250Z')];
      const result = await run(
        `SELECT ${values.map((v, i) => `${d.literal(v)} AS ${d.quoteIdentifier(`v${i}`)}`).join(', ')}`,
      );
      expect(result.rows[0]).toEqual([
        -5,
        1.5,
        0,
        10 ** 15,
        target.trueValue,
        null,
        Date.parse('2024-03-13T15:47:31.250Z'),
      ]);
      const minus = await run(`SELECT 3-${d.literal(-2)} AS ${d.quoteIdentifier('v')}`);
      expect(minus.rows[0]).toEqual([5]);
    });

    it('refuses NaN, Infinity and NUL', () => {
      expect(() => d.literal(Number.NaN)).toThrow();
      expect(() => d.literal(Number.POSITIVE_INFINITY)).toThrow();
      expect(() => d.literal('a\0b')).toThrow();
      expect(() => d.quoteIdentifier('')).toThrow();
    });

    it('quotes identifiers with quotes, spaces and keywords', async () => {
      const inner = HOSTILE_IDENTIFIERS.map((n, i) => `${i} AS ${d.quoteIdentifier(n)}`).join(', ');
      const outer = HOSTILE_IDENTIFIERS.map((n) => `${d.quoteIdentifier('q')}.${d.quoteIdentifier(n)}`).join(', ');
      const result = await run(`SELECT ${outer} FROM (SELECT ${inner}) AS ${d.quoteIdentifier('q')}`);
      expect(result.columns.map((c) => c.name)).toEqual(HOSTILE_IDENTIFIERS);
      expect(result.rows[0]).toEqual(HOSTILE_IDENTIFIERS.map((_, i) => i));
    });

    it('matches case-insensitively with ilike()', async () => {
      const result = await run(
        `SELECT CASE WHEN ${d.ilike(d.literal('Hello World'), d.literal('%WORLD'))} THEN 1 ELSE 0 END AS ${d.quoteIdentifier('m')}`,
      );
      expect(result.rows[0]).toEqual([1]);
    });

    it('applies limit and offset, even after a trailing comment and semicolon', async () => {
      const id = d.quoteIdentifier('id');
      const base = `SELECT ${id} FROM ${target.timestampsTable()} ORDER BY ${id} -- trailing comment\n;`;
      expect((await run(d.limit(base, 2, 3))).rows).toEqual([[4], [5]]);
      expect((await run(d.limit(base, 2))).rows).toEqual([[1], [2]]);
      expect(() => d.limit(base, -1)).toThrow();
      expect(() => d.limit(base, 1.5)).toThrow();
    });

    it('keeps the engine message for a failing query', async () => {
      await expect(run('SELECT * FROM tessera_no_such_table')).rejects.toThrow(/tessera_no_such_table/);
    });
  });

  describe(`${spec.name} introspection`, () => {
    it('lists the schema, the table and the view', async () => {
      const conn = target.connection();
      expect(await conn.introspect.schemas()).toContain(target.schema);
      const tables = await conn.introspect.tables(target.schema);
      expect(tables).toContainEqual({ name: target.tableName(), type: 'table' });
      expect(tables).toContainEqual({ name: target.viewName(), type: 'view' });
    });

    it('describes columns with generic types and nullability', async () => {
      const columns = await target.connection().introspect.columns(target.schema, target.tableName());
      const byName = new Map(columns.map((c) => [c.name, c]));
      expect(byName.get('id')).toMatchObject({ typeGeneric: TYPE_GENERIC.NUMERIC, nullable: false });
      expect(byName.get('ts')).toMatchObject({ typeGeneric: TYPE_GENERIC.TEMPORAL, nullable: true });
      expect(byName.get('label')).toMatchObject({ typeGeneric: TYPE_GENERIC.STRING, nullable: true });
    });
  });

  describe(`${spec.name} timeout and cancellation`, () => {
    // Engines that cannot interrupt a running statement (SQLite) test their own timeout rules instead.
    if (target.interruptible !== false) {
      it('stops a long query at its timeout and keeps the pool usable', async () => {
        const start = performance.now();
        await expect(target.connection().execute(target.sleepSql, { timeoutMs: 300 })).rejects.toBeInstanceOf(
          QueryTimeoutError,
        );
        expect(elapsedSince(start)).toBeLessThan(3000);
        expect((await run('SELECT 1')).rows).toEqual([[1]]);
      });

      it('stops a long query when its signal aborts', async () => {
        const controller = new AbortController();
        setTimeout(() => controller.abort(), 200);
        const start = performance.now();
        await expect(
          target.connection().execute(target.sleepSql, { signal: controller.signal }),
        ).rejects.toBeInstanceOf(QueryCancelledError);
        expect(elapsedSince(start)).toBeLessThan(3000);
      });
    }

    it('does not start a query whose signal already aborted', async () => {
      const controller = new AbortController();
      controller.abort();
      await expect(target.connection().execute('SELECT 1', { signal: controller.signal })).rejects.toBeInstanceOf(
        QueryCancelledError,
      );
    });
  });
}
