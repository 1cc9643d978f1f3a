import { describe, expect, it } from 'vitest';
import { CompletionIndex, incrementalMatcher, type CompletionEntry } from './completion-index';

const tables = (n: number): CompletionEntry[] =>
  Array.from({ length: n }, (_, i) => ({ label: `table_${String(i).padStart(5, '0')}`, kind: 'table' }));

describe('CompletionIndex', () => {
  const index = new CompletionIndex([
    { label: 'SELECT', kind: 'keyword' },
    { label: 'sum', kind: 'function' },
    { label: 'sales', kind: 'table', detail: 'main' },
    { label: 'Sales_Region', kind: 'column', detail: 'VARCHAR' },
    { label: 'main', kind: 'schema' },
    { label: 'sales', kind: 'table', detail: 'main' },
  ]);

  it('answers the entries starting with a prefix, case-insensitively, keywords and functions first', () => {
    expect(index.take(index.range('s'), 10).map((e) => `${e.kind}:${e.label}`)).toEqual([
      'keyword:SELECT',
      'function:sum',
      'table:sales',
      'column:Sales_Region',
    ]);
    expect(index.take(index.range('SAL'), 10).map((e) => e.label)).toEqual(['sales', 'Sales_Region']);
    expect(index.take(index.range('sales_r'), 10)).toEqual([
      { label: 'Sales_Region', kind: 'column', detail: 'VARCHAR' },
    ]);
    expect(index.take(index.range('x'), 10)).toEqual([]);
  });

  it('keeps one entry per kind and label', () => {
    expect(index.size).toBe(5);
  });

  it('narrows the previous range when the prefix grows, and searches afresh when it does not', () => {
    const big = new CompletionIndex(tables(20_000));
    const first = big.range('table_1');
    expect(first.to - first.from).toBe(10_000);
    const narrowed = big.range('table_19', first);
    expect(big.take(narrowed, 3).map((e) => e.label)).toEqual(['table_19000', 'table_19001', 'table_19002']);
    expect(narrowed.to - narrowed.from).toBe(1_000);
    const other = big.range('table_0', narrowed);
    expect(other.to - other.from).toBe(10_000);
  });

  it('answers a prefix among 20,000 tables in well under a millisecond per keystroke', () => {
    const match = incrementalMatcher(new CompletionIndex(tables(20_000)));
    const started = performance.now();
    for (let i = 0; i < 100; i += 1)
      for (const prefix of ['t', 'ta', 'tab', 'table_', 'table_1', 'table_12']) match(prefix, 50);
    const perKeystroke = (performance.now() - started) / 600;
    expect(match('table_123', 50).map((e) => e.label)).toContain('table_12345');
    expect(perKeystroke).toBeLessThan(1);
  });
});
