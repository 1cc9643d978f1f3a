import { expect } from 'vitest';
import type { ColumnType, Frame } from '../src/query/post-processing/types.js';

/** Test helper: a frame from {name: type} and row arrays. */
export const frameOf = (columns: Record<string, ColumnType>, rows: unknown[][]): Frame => ({
  columns: Object.entries(columns).map(([name, type]) => ({ name, type })),
  rows,
});

export const namesOf = (frame: Frame): string[] => frame.columns.map((c) => c.name);

/** Rows equal, numbers to 12 significant digits (SQL and numpy may differ in the last bit). */
export const expectRowsClose = (actual: unknown[][], expected: unknown[][]): void => {
  expect(actual).toHaveLength(expected.length);
  expected.forEach((row, r) => {
    row.forEach((want, c) => {
      const got = actual[r]?.[c];
      if (typeof want === 'number' && !Number.isInteger(want)) {
        expect(typeof got, `row ${r} column ${c}`).toBe('number');
        expect(Math.abs((got as number) - want), `row ${r} column ${c}: ${String(got)} vs ${want}`).toBeLessThanOrEqual(
          Math.abs(want) * 1e-12,
        );
      } else {
        expect(got, `row ${r} column ${c}`).toEqual(want);
      }
    });
  });
};
