import { describe, expect, it } from 'vitest';
import { runPostProcessing, type PostProcessingOperation } from './index.js';
import { frameOf, namesOf } from '../../../test-support/post-processing-frames.js';

const people = frameOf({ name: 'string', age: 'number', city: 'string' }, [
  ['ann', 31, 'Oslo'],
  ['bob', null, 'Rome'],
  ['cid', 25, 'Oslo'],
  ['dee', 31, null],
]);
const run = (...ops: PostProcessingOperation[]) => runPostProcessing(people, ops);

describe('sort', () => {
  it('sorts by columns with per-column direction, nulls last, ties in input order', async () => {
    const out = await run({ operation: 'sort', options: { by: ['age', 'city'], ascending: [false, true] } });
    expect(out.rows.map((r) => r[0])).toEqual(['ann', 'dee', 'cid', 'bob']);
    const single = await run({ operation: 'sort', options: { by: 'city', ascending: false } });
    expect(single.rows.map((r) => r[0])).toEqual(['bob', 'ann', 'cid', 'dee']);
  });

  it('accepts the older {column: ascending} form', async () => {
    const out = await run({ operation: 'sort', options: { columns: { age: true } } });
    expect(out.rows.map((r) => r[0])).toEqual(['cid', 'ann', 'dee', 'bob']);
  });

  it('sorts by the pivot index with is_sort_index', async () => {
    const out = await run(
      {
        operation: 'pivot',
        options: { index: ['city'], aggregates: { age: { operator: 'sum' } }, drop_missing_columns: false },
      },
      { operation: 'sort', options: { is_sort_index: true, ascending: false } },
      { operation: 'flatten' },
    );
    expect(out.rows).toEqual([
      ['Rome', 0],
      ['Oslo', 56],
      [null, 31],
    ]);
  });

  it('needs something to sort by', async () => {
    await expect(run({ operation: 'sort', options: {} })).rejects.toThrow(
      'sort: either options.is_sort_index or options.by is required',
    );
    await expect(run({ operation: 'sort', options: { by: ['age'], ascending: [true, false] } })).rejects.toThrow(
      'sort: options.ascending has 2 values for 1 columns in options.by',
    );
  });
});

describe('select', () => {
  it('picks in the given order, excludes, then renames', async () => {
    const out = await run({
      operation: 'select',
      options: { columns: ['city', 'name', 'age'], exclude: ['age'], rename: { city: 'town' } },
    });
    expect(out).toEqual({
      columns: [
        { name: 'town', type: 'string' },
        { name: 'name', type: 'string' },
      ],
      rows: [
        ['Oslo', 'ann'],
        ['Rome', 'bob'],
        ['Oslo', 'cid'],
        [null, 'dee'],
      ],
    });
    await expect(run({ operation: 'select', options: { exclude: ['zip'] } })).rejects.toThrow(
      'select: options.exclude[0] references a column that does not exist: "zip"',
    );
  });
});

describe('rename', () => {
  it('renames flat columns and refuses unknown ones or null names', async () => {
    const out = await run({ operation: 'rename', options: { columns: { age: 'years' } } });
    expect(namesOf(out)).toEqual(['name', 'years', 'city']);
    await expect(run({ operation: 'rename', options: { columns: { zip: 'post' } } })).rejects.toThrow(
      'rename: options.columns references a column that does not exist: "zip"',
    );
    await expect(run({ operation: 'rename', options: { columns: { age: null } } })).rejects.toThrow(
      'rename: options.columns.age may only be null for pivoted (multi-level) columns',
    );
    await expect(run({ operation: 'rename', options: { columns: { age: 'city' } } })).rejects.toThrow(
      'rename: options.columns only names labels that already exist',
    );
  });

  it('renames one level of pivoted columns, by position or name', async () => {
    const pivot: PostProcessingOperation = {
      operation: 'pivot',
      options: { index: ['name'], columns: ['city'], aggregates: { age: { operator: 'max' } } },
    };
    const byLevel = await run(
      pivot,
      { operation: 'rename', options: { columns: { Oslo: 'OSL' }, level: 'city' } },
      { operation: 'flatten' },
    );
    expect(namesOf(byLevel)).toEqual(['name', 'age, <NULL>', 'age, OSL']);
    const top = await run(
      pivot,
      { operation: 'rename', options: { columns: { age: 'Age' }, level: 0 } },
      { operation: 'flatten' },
    );
    expect(namesOf(top)).toEqual(['name', 'Age, <NULL>', 'Age, Oslo']);
    await expect(run(pivot, { operation: 'rename', options: { columns: { age: 'x' }, level: 5 } })).rejects.toThrow(
      'rename: options.level is not a level of the columns: 5',
    );
  });
});

describe('flatten', () => {
  it('drops levels by position and keeps the index when reset_index is false', async () => {
    const input = frameOf({ ds: 'temporal', a: 'string', b: 'string', v: 'number' }, [
      [0, 'x', 'p', 1],
      [0, 'y', 'q', 2],
    ]);
    const out = await runPostProcessing(input, [
      { operation: 'pivot', options: { index: ['ds'], columns: ['a', 'b'], aggregates: { v: { operator: 'sum' } } } },
      { operation: 'flatten', options: { drop_levels: [0, 'b'], reset_index: false } },
      { operation: 'sort', options: { is_sort_index: true } },
    ]);
    expect(namesOf(out)).toEqual(['ds', 'x', 'y']);
    expect(out.rows).toEqual([[0, 1, 2]]);
  });

  it('is a no-op on flat frames', async () => {
    expect(await run({ operation: 'flatten' })).toEqual(people);
  });
});
