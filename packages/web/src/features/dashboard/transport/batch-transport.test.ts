import type { ChartDataBatchRequestInput, ChartDataResult, QueryContextInput } from '@tessera/core';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../api/client';
import { createBatchTransport, type BatchTransportDeps } from './batch-transport';
import { readNdjson } from './ndjson';

const qc = (table: string): QueryContextInput => ({
  datasource: { id: 1, type: 'table' },
  queries: [{ columns: [table], metrics: ['count'] }],
  form_data: { viz_type: 'table', datasource: '1__table', slice_name: table },
});

const result = (label: string): ChartDataResult[] => [{ data: [{ label }] } as unknown as ChartDataResult];

/** A streamed body whose text arrives in the given pieces (lines split across them). */
const stream = (pieces: string[]): ReadableStream<Uint8Array> => {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
};

const response = (status: number, pieces: string[]): Response =>
  ({
    status,
    ok: status >= 200 && status < 300,
    body: stream(pieces),
    json: () => Promise.resolve(JSON.parse(pieces.join('')) as unknown),
  }) as unknown as Response;

/** Answers each query of a batch in reverse order, every line split in two network chunks. */
const answerAll = (body: ChartDataBatchRequestInput): Response => {
  const lines = [...body.queries]
    .reverse()
    .map(
      (q) =>
        `${JSON.stringify({ key: q.key, status: 200, result: result(String(q.query_context.queries?.[0]?.columns?.[0])) })}\n`,
    );
  return response(
    200,
    lines.flatMap((line) => [line.slice(0, 7), line.slice(7)]),
  );
};

const manual = () => {
  let flush: (() => void) | null = null;
  return {
    schedule: (f: () => void) => {
      flush = f;
    },
    run: () => flush?.(),
  };
};

const setup = (postBatch: BatchTransportDeps['postBatch'], fetchOne: BatchTransportDeps['fetchOne'] = vi.fn()) => {
  const tick = manual();
  const posted = vi.fn(postBatch);
  const transport = createBatchTransport({ postBatch: posted, fetchOne, dashboardId: 7, schedule: tick.schedule });
  return { transport, posted, tick, fetchOne };
};

describe('readNdjson', () => {
  it('parses lines split across chunks and several lines in one chunk', async () => {
    const seen: unknown[] = [];
    await readNdjson(stream(['{"a":', '1}\n{"b":2}\n{"c"', ':3}']), (v) => seen.push(v));
    expect(seen).toEqual([{ a: 1 }, { b: 2 }, { c: 3 }]);
  });
});

describe('createBatchTransport', () => {
  it('sends the queries asked for in one tick as one batch and resolves each from its line', async () => {
    const { transport, posted, tick } = setup((body) => Promise.resolve(answerAll(body)));
    const a = transport.fetch({ qc: qc('origin'), sliceId: 1 });
    const b = transport.fetch({ qc: qc('destination'), sliceId: 2 });
    tick.run();
    await expect(a).resolves.toEqual(result('origin'));
    await expect(b).resolves.toEqual(result('destination'));
    expect(posted).toHaveBeenCalledTimes(1);
    const body = posted.mock.calls[0]?.[0];
    expect(body?.queries.map((q) => [q.key, q.slice_id, q.dashboard_id])).toEqual([
      ['0', 1, 7],
      ['1', 2, 7],
    ]);
  });

  it('answers a chart without queries of its own (deck_multi) at once, sending nothing', async () => {
    const { transport, posted, tick } = setup((body) => Promise.resolve(answerAll(body)));
    await expect(transport.fetch({ qc: { ...qc('none'), queries: [] }, sliceId: 3 })).resolves.toEqual([]);
    tick.run();
    expect(posted).not.toHaveBeenCalled();
  });

  it('sends identical queries once and answers a repeat from its cache', async () => {
    const { transport, posted, tick } = setup((body) => Promise.resolve(answerAll(body)));
    const first = transport.fetch({ qc: qc('origin'), sliceId: 1 });
    // Same query, other echoed form data (a render-only control): still the same query.
    const twin = transport.fetch({ qc: { ...qc('origin'), form_data: { viz_type: 'pie' } }, sliceId: 2 });
    tick.run();
    expect(await first).toEqual(await twin);
    expect(posted.mock.calls[0]?.[0].queries).toHaveLength(1);
    expect(transport.peek(qc('origin'))).toEqual(result('origin'));
    await expect(transport.fetch({ qc: qc('origin') })).resolves.toEqual(result('origin'));
    expect(posted).toHaveBeenCalledTimes(1);
  });

  it('fails one chart with its error line and never the others', async () => {
    const { transport, tick } = setup(() =>
      Promise.resolve(
        response(200, [
          `${JSON.stringify({ key: '0', status: 400, message: 'Columns missing in dataset: nope' })}\n`,
          `${JSON.stringify({ key: '1', status: 200, result: result('ok') })}\n`,
        ]),
      ),
    );
    const bad = transport.fetch({ qc: qc('nope') });
    const good = transport.fetch({ qc: qc('ok') });
    tick.run();
    await expect(bad).rejects.toMatchObject({ status: 400, message: 'Columns missing in dataset: nope' });
    await expect(good).resolves.toEqual(result('ok'));
  });

  it('fails a query the stream never answered', async () => {
    const { transport, tick } = setup(() => Promise.resolve(response(200, [])));
    const lost = transport.fetch({ qc: qc('origin') });
    tick.run();
    await expect(lost).rejects.toBeInstanceOf(ApiRequestError);
  });

  it('drops a chart that stops waiting, and aborts a batch nobody waits for', async () => {
    let signal: AbortSignal | null = null;
    const { transport, tick } = setup((_body, s) => {
      signal = s;
      return new Promise<Response>(() => undefined);
    });
    const one = new AbortController();
    const two = new AbortController();
    const a = transport.fetch({ qc: qc('origin'), signal: one.signal });
    const b = transport.fetch({ qc: qc('destination'), signal: two.signal });
    tick.run();
    await Promise.resolve();
    one.abort();
    await expect(a).rejects.toMatchObject({ name: 'AbortError' });
    expect((signal as AbortSignal | null)?.aborted).toBe(false);
    two.abort();
    await expect(b).rejects.toMatchObject({ name: 'AbortError' });
    expect((signal as AbortSignal | null)?.aborted).toBe(true);
  });

  it('leaves a query aborted before the batch goes out out of it', async () => {
    const { transport, posted, tick } = setup((body) => Promise.resolve(answerAll(body)));
    const gone = new AbortController();
    const dropped = transport.fetch({ qc: qc('origin'), signal: gone.signal });
    const kept = transport.fetch({ qc: qc('destination') });
    gone.abort();
    tick.run();
    await expect(dropped).rejects.toMatchObject({ name: 'AbortError' });
    await expect(kept).resolves.toEqual(result('destination'));
    expect(posted.mock.calls[0]?.[0].queries).toHaveLength(1);
  });

  it('sends forced queries in their own batch with force, bypassing the cache', async () => {
    const { transport, posted, tick } = setup((body) => Promise.resolve(answerAll(body)));
    const plain = transport.fetch({ qc: qc('origin') });
    tick.run();
    await plain;
    const forced = transport.fetch({ qc: qc('origin'), force: true });
    tick.run();
    await expect(forced).resolves.toEqual(result('origin'));
    expect(posted).toHaveBeenCalledTimes(2);
    expect(posted.mock.calls[1]?.[0].force).toBe(true);
  });

  it('falls back to one /api/v1/chart/data per query when the server has no batch endpoint', async () => {
    const fetchOne = vi.fn((q: QueryContextInput) => Promise.resolve(result(String(q.queries?.[0]?.columns?.[0]))));
    const { transport, posted, tick } = setup(
      () => Promise.resolve(response(404, ['{"message":"Not found"}'])),
      fetchOne,
    );
    const a = transport.fetch({ qc: qc('origin') });
    const b = transport.fetch({ qc: qc('destination') });
    tick.run();
    await expect(a).resolves.toEqual(result('origin'));
    await expect(b).resolves.toEqual(result('destination'));
    const c = transport.fetch({ qc: qc('distance') });
    tick.run();
    await expect(c).resolves.toEqual(result('distance'));
    const forced = transport.fetch({ qc: qc('distance'), force: true });
    tick.run();
    await forced;
    expect(posted).toHaveBeenCalledTimes(1);
    expect(fetchOne).toHaveBeenCalledTimes(4);
    expect(fetchOne.mock.calls[3]?.[0]).toMatchObject({ force: true });
  });

  it('fails every query of a batch the server refused', async () => {
    const { transport, tick } = setup(() => Promise.resolve(response(403, ['{"message":"Forbidden"}'])));
    const a = transport.fetch({ qc: qc('origin') });
    tick.run();
    await expect(a).rejects.toMatchObject({ status: 403, message: 'Forbidden' });
  });
});
