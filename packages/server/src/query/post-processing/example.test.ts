import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runPostProcessing, type Frame, type PostProcessingOperation } from './index.js';

interface Example {
  request: { queries: { post_processing: PostProcessingOperation[] }[] };
  response_200: { result: { colnames: string[]; coltypes: number[]; data: Record<string, number>[] }[] };
}

const example = JSON.parse(
  readFileSync(new URL('../../../test-support/chart-data-example.json', import.meta.url), 'utf8'),
) as Example;

describe('chart_data_example.json', () => {
  it('recomputes the pivoted, renamed, flattened response from the 70 SQL rows', async () => {
    const expected = example.response_200.result[0];
    if (!expected) throw new Error('example has no result');
    const series = expected.colnames.slice(1);
    // The SQL answer is long: one row per (quarter, product line), ordered by the metric descending.
    const rows = expected.data
      .flatMap((row) => series.map((s) => [row['order_date'], s, row[s]]))
      .sort((a, b) => Number(b[2]) - Number(a[2]));
    expect(rows).toHaveLength(70);
    const frame: Frame = {
      columns: [
        { name: 'order_date', type: 'temporal' },
        { name: 'product_line', type: 'string' },
        { name: 'SUM(Sales)', type: 'number' },
      ],
      rows,
    };
    const ops = example.request.queries[0]?.post_processing ?? [];
    const out = await runPostProcessing(frame, ops);
    expect(out.columns.map((c) => c.name)).toEqual(expected.colnames);
    const coltype = { number: 0, string: 1, temporal: 2, boolean: 3 } as const;
    expect(out.columns.map((c) => coltype[c.type])).toEqual(expected.coltypes);
    expect(out.rows).toEqual(expected.data.map((r) => expected.colnames.map((c) => r[c])));
  });

  it('keeps the metric level when the rename step is left out', async () => {
    const frame: Frame = {
      columns: [
        { name: 'order_date', type: 'temporal' },
        { name: 'product_line', type: 'string' },
        { name: 'SUM(Sales)', type: 'number' },
      ],
      rows: [
        [1041379200000, 'Ships', 2],
        [1041379200000, 'Planes', 1],
      ],
    };
    const ops = (example.request.queries[0]?.post_processing ?? []).filter((op) => op.operation !== 'rename');
    const out = await runPostProcessing(frame, ops);
    expect(out.columns.map((c) => c.name)).toEqual(['order_date', 'SUM(Sales), Planes', 'SUM(Sales), Ships']);
    expect(out.rows).toEqual([[1041379200000, 1, 2]]);
  });
});
