import { PermissionSet, encodeRisonUri, makeCaller, type RisonValue } from '@tessera/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestAuth } from '../auth/caller.js';
import { registerErrorHandler } from '../http/error-handler.js';
import { timeRangeRoutesWith } from './time-range.js';

// 22:30 on Wednesday 2024-03-13 in New York, already the 14th in UTC.
const NOW = new Date('2024-03-14T02:30:00Z');

const authFor = (signedIn: boolean): RequestAuth => ({
  user: signedIn ? { id: 1, username: 'alice', first_name: 'A', last_name: 'L', email: 'a@example.com' } : null,
  via: signedIn ? 'session' : 'anonymous',
  sessionToken: null,
  csrfToken: null,
});

/** The route on a bare app: the real error handler, and a caller chosen by a test header. */
const buildApp = async (timezone: string): Promise<FastifyInstance> => {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('preValidation', async (req) => {
    const signedIn = req.headers['x-test-user'] === 'alice';
    req.auth = authFor(signedIn);
    req.caller = makeCaller(signedIn ? { id: 1, username: 'alice' } : null, [], new PermissionSet([]));
  });
  timeRangeRoutesWith(
    () => timezone,
    () => NOW,
  )(app);
  await app.ready();
  return app;
};

interface Answer {
  result: { since: string; until: string; timeRange: string; shift: string | null }[];
}
interface ErrorBody {
  message: string;
  errors: { error_type: string; extra?: { field?: string } }[];
}

describe('GET /api/v1/time_range/', () => {
  let utc: FastifyInstance;
  let ny: FastifyInstance;
  beforeAll(async () => {
    utc = await buildApp('UTC');
    ny = await buildApp('America/New_York');
  });
  afterAll(async () => {
    await utc?.close();
    await ny?.close();
  });

  const get = async (app: FastifyInstance, q: RisonValue | undefined, signedIn = true) => {
    const url = q === undefined ? '/api/v1/time_range/' : `/api/v1/time_range/?q=${encodeRisonUri(q)}`;
    const res = await app.inject({ method: 'GET', url, headers: signedIn ? { 'x-test-user': 'alice' } : {} });
    return { status: res.statusCode, body: res.json<Answer & ErrorBody>() };
  };

  it('resolves one expression in the server zone', async () => {
    const res = await get(utc, 'Last week');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      result: [{ since: '2024-03-07T00:00:00', until: '2024-03-14T00:00:00', timeRange: 'Last week', shift: null }],
    });
    const local = await get(ny, 'Last week');
    expect(local.body.result[0]).toMatchObject({ since: '2024-03-06T00:00:00', until: '2024-03-13T00:00:00' });
  });

  it('resolves a list in order, with an optional shift per item', async () => {
    const res = await get(ny, ['previous calendar month', { timeRange: 'Last week', shift: '1 week ago' }]);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual([
      { since: '2024-02-01T00:00:00', until: '2024-03-01T00:00:00', timeRange: 'previous calendar month', shift: null },
      { since: '2024-02-28T00:00:00', until: '2024-03-06T00:00:00', timeRange: 'Last week', shift: '1 week ago' },
    ]);
  });

  it("resolves the picker's Current and Previous ranges as Superset's get_since_until", async () => {
    const ranges = [
      'Current day',
      'Current week',
      'Current month',
      'Current quarter',
      'Current year',
      'previous calendar quarter',
    ];
    const res = await get(ny, ranges);
    expect(res.status).toBe(200);
    expect(res.body.result.map((r) => [r.timeRange, r.since, r.until])).toEqual([
      ['Current day', '2024-03-13T00:00:00', '2024-03-14T00:00:00'],
      ['Current week', '2024-03-11T00:00:00', '2024-03-18T00:00:00'],
      ['Current month', '2024-03-01T00:00:00', '2024-04-01T00:00:00'],
      ['Current quarter', '2024-01-01T00:00:00', '2024-04-01T00:00:00'],
      ['Current year', '2024-01-01T00:00:00', '2025-01-01T00:00:00'],
      ['previous calendar quarter', '2023-10-01T00:00:00', '2024-01-01T00:00:00'],
    ]);
  });

  it('answers open ends as empty strings, as Superset does', async () => {
    expect((await get(ny, 'No filter')).body.result[0]).toMatchObject({ since: '', until: '' });
    expect((await get(ny, ' : now')).body.result[0]).toMatchObject({ since: '', until: '2024-03-13T22:30:00' });
    const advanced = await get(ny, 'DATEADD(DATETIME("today"), -7, day) : ');
    expect(advanced.body.result[0]).toMatchObject({ since: '2024-03-06T00:00:00', until: '' });
  });

  it('answers 400 with the parser message for an unresolvable range', async () => {
    const res = await get(utc, 'banana : now');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Unexpected time range: Cannot parse time string [banana]');
    expect(res.body.errors[0]).toMatchObject({ error_type: 'VALIDATION_ERROR', extra: { field: 'q' } });

    const inverted = await get(utc, ['Last week', 'tomorrow : yesterday']);
    expect(inverted.status).toBe(400);
    expect(inverted.body.message).toBe('Unexpected time range: From date cannot be larger than to date');

    const shift = await get(utc, [{ timeRange: 'Last week', shift: 'sometime' }]);
    expect(shift.body.message).toMatch(/Cannot parse time shift \[sometime\]/);
  });

  it('answers 400 naming q for a missing or malformed q', async () => {
    const missing = await get(utc, undefined);
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]?.extra?.field).toBe('q');

    const res = await utc.inject({
      method: 'GET',
      url: '/api/v1/time_range/?q=(',
      headers: { 'x-test-user': 'alice' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().message).toMatch(/Not a valid rison value/);

    const wrongType = await get(utc, 42);
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors[0]?.extra?.field).toBe('q');

    const wrongItem = await get(utc, [{ shift: '1 week ago' }]);
    expect(wrongItem.status).toBe(400);
    expect(wrongItem.body.message).toMatch(/^q/);
  });

  it('needs a signed-in caller', async () => {
    const res = await get(utc, 'Last week', false);
    expect(res.status).toBe(401);
  });
});
