import { describe, expect, it } from 'vitest';
import {
  CHART_DATA_BATCH_MAX,
  ChartDataBatchEnvelopeSchema,
  ChartDataBatchLineSchema,
  ChartDataBatchRequestSchema,
} from './chart-data-batch.js';

const qc = { datasource: { id: 1, type: 'table' }, queries: [{ metrics: ['count'] }] };

describe('chart data batch schemas', () => {
  it('fills the query context defaults of /api/v1/chart/data for each entry', () => {
    const parsed = ChartDataBatchRequestSchema.parse({ queries: [{ key: 'CHART-1', query_context: qc, slice_id: 3 }] });
    expect(parsed.queries[0]?.query_context).toMatchObject({
      force: false,
      result_type: 'full',
      result_format: 'json',
    });
  });

  it('names the entry of a duplicate key, and bounds keys and entries', () => {
    const dup = ChartDataBatchEnvelopeSchema.safeParse({
      queries: [
        { key: 'a', query_context: qc },
        { key: 'a', query_context: qc },
      ],
    });
    expect(dup.success).toBe(false);
    expect(dup.error?.issues[0]?.path).toEqual(['queries', 1, 'key']);
    expect(ChartDataBatchEnvelopeSchema.safeParse({ queries: [] }).success).toBe(false);
    expect(
      ChartDataBatchEnvelopeSchema.safeParse({ queries: [{ key: 'x'.repeat(129), query_context: qc }] }).success,
    ).toBe(false);
    const many = Array.from({ length: CHART_DATA_BATCH_MAX + 1 }, (_, i) => ({ key: `k${i}`, query_context: qc }));
    expect(ChartDataBatchEnvelopeSchema.safeParse({ queries: many }).success).toBe(false);
  });

  it('leaves each query context for later in the envelope, but checks it in the full request', () => {
    const body = { queries: [{ key: 'a', query_context: { queries: [] } }] };
    expect(ChartDataBatchEnvelopeSchema.safeParse(body).success).toBe(true);
    expect(ChartDataBatchRequestSchema.safeParse(body).success).toBe(false);
  });

  it('reads answer lines of both kinds', () => {
    expect(ChartDataBatchLineSchema.parse({ key: 'a', status: 200, result: [{ rowcount: 1 }] })).toMatchObject({
      status: 200,
    });
    expect(
      ChartDataBatchLineSchema.parse({ key: 'b', status: 403, message: 'You do not have access', errors: [] }),
    ).toMatchObject({ status: 403, message: 'You do not have access' });
    expect(ChartDataBatchLineSchema.safeParse({ key: 'c', status: 200 }).success).toBe(false);
  });
});
