import { describe, expect, it } from 'vitest';
import { layoutPartition, nestPartition } from './partition-tree';

const rows = [
  { region: 'north', city: 'a', sales: 60, price: 2 },
  { region: 'north', city: 'b', sales: 30, price: null },
  { region: 'south', city: 'c', sales: 8, price: 4 },
  { region: 'south', city: 'd', sales: 2, price: 6 },
];
const nameOf = (v: unknown) => String(v);

describe('partition tree', () => {
  it('aggregates the metric at every prefix of the path, sums or means (nulls skipped)', () => {
    const sums = nestPartition(rows, ['region', 'city'], 'sales', 'sum', nameOf);
    expect([sums.name, sums.val]).toEqual(['sales', 100]);
    expect(sums.children.map((c) => [c.name, c.val, c.values])).toEqual([
      ['north', 90, ['north']],
      ['south', 10, ['south']],
    ]);
    const means = nestPartition(rows, ['region', 'city'], 'price', 'mean', nameOf);
    expect(means.val).toBe(4);
    expect(means.children.map((c) => c.val)).toEqual([2, 5]);
    expect(means.children[0]?.children.map((c) => c.val)).toEqual([2, null]);
  });

  it('stacks children by weight, largest first, in equal columns per level', () => {
    const root = nestPartition(rows, ['region', 'city'], 'sales', 'sum', nameOf);
    const boxes = layoutPartition(root, 2, { limit: 0, threshold: 0, logScale: false });
    const round = (n: number) => Math.round(n * 1000) / 1000;
    expect(boxes.map((b) => [b.node.name, b.depth, round(b.x0), round(b.y0), round(b.y1)])).toEqual([
      ['sales', 0, 0, 0, 1],
      ['north', 1, 0.333, 0, 0.9],
      ['a', 2, 0.667, 0, 0.6],
      ['b', 2, 0.667, 0.6, 0.9],
      ['south', 1, 0.333, 0.9, 1],
      ['c', 2, 0.667, 0.9, 0.98],
      ['d', 2, 0.667, 0.98, 1],
    ]);
  });

  it('prunes children under the threshold (after the first) and beyond the limit', () => {
    const root = nestPartition(rows, ['region', 'city'], 'sales', 'sum', nameOf);
    const names = (limit: number, threshold: number) =>
      layoutPartition(root, 2, { limit, threshold, logScale: false }).map((b) => b.node.name);
    expect(names(0, 0.05)).toEqual(['sales', 'north', 'a', 'b', 'south', 'c', 'd']);
    // south is 10 % of the total, d 20 % of south.
    expect(names(0, 0.15)).toEqual(['sales', 'north', 'a', 'b']);
    expect(names(0, 0.25)).toEqual(['sales', 'north', 'a', 'b']);
    expect(names(1, 0)).toEqual(['sales', 'north', 'a']);
  });
});
