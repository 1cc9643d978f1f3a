import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteRow } from '../http/route-table.js';
import { startAccessWorld, routeKey, type AccessWorld } from '../test-support/access-world.js';

/**
 * Throws malformed input at every route of the route table as an Admin (deepest code paths) and
 * anonymously, and wants no 5xx. `npm test` runs a few hundred requests with a fixed seed;
 * `npm run test:stress` sets FUZZ_RUNS=10000 (and FUZZ_SEED to explore further).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? 1307);
const WIDTH = 8;

type Caller = 'admin' | 'anonymous';
type Mutation =
  | { kind: 'json'; raw: string }
  | { kind: 'multipart'; contentType: string; raw: string }
  | { kind: 'rison'; q: string }
  | { kind: 'params'; values: string[] };

interface Case {
  route: number;
  caller: Caller;
  mutation: Mutation;
}

/** Characters rison and JSON care about, so random strings hit their parsers' edges often. */
const syntax = fc.constantFrom(
  '(',
  ')',
  '!',
  ':',
  ',',
  "'",
  '"',
  '{',
  '}',
  '[',
  ']',
  'a',
  '1',
  '-',
  '.',
  'e',
  ' ',
  '\\',
);
const edgy = fc.oneof(
  fc.string({ unit: syntax, maxLength: 40 }),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);
const paramValue = fc.oneof(
  edgy,
  fc.integer().map(String),
  fc.constantFrom('0', '-1', '1e309', '9007199254740993', 'NaN', '..', '%', '%00', 'null', 'table', 'undefined'),
);
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  edgy.map((raw) => ({ kind: 'json' as const, raw })),
  fc
    .tuple(
      fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=xyz', 'multipart/form-data; boundary='),
      edgy,
    )
    .map(([contentType, tail]) => ({
      kind: 'multipart' as const,
      contentType,
      // A part cut short: the header of a file part and no closing boundary.
      raw: `--xyz\r\nContent-Disposition: form-data; name="formData"; filename="a.zip"\r\n\r\nPK${tail}`,
    })),
  edgy.map((q) => ({ kind: 'rison' as const, q })),
  fc.array(paramValue, { minLength: 3, maxLength: 3 }).map((values) => ({ kind: 'params' as const, values })),
);

/** Fills each path parameter with a random value (or 1 when the mutation is not about parameters). */
const fillPath = (url: string, values: readonly string[]): string => {
  let i = 0;
  return url.replace(/:[a-z_]+|\*/g, () => encodeURIComponent(values[i++ % Math.max(values.length, 1)] ?? '1'));
};

const requestOf = (row: RouteRow, c: Case): { path: string; init: RequestInit } => {
  const m = c.mutation;
  const path = fillPath(row.url, m.kind === 'params' ? m.values : ['1']);
  const hasBody = row.method !== 'GET' && row.method !== 'DELETE';
  if (m.kind === 'rison') return { path: `${path}?q=${encodeURIComponent(m.q)}`, init: { method: row.method } };
  if (!hasBody || m.kind === 'params') return { path, init: { method: row.method } };
  const contentType = m.kind === 'json' ? 'application/json' : m.contentType;
  return { path, init: { method: row.method, headers: { 'content-type': contentType }, body: m.raw } };
};

describe('API fuzz: malformed input never answers 5xx', () => {
  let w: AccessWorld;
  let routes: RouteRow[];
  let bearer: string;

  beforeAll(async () => {
    w = await startAccessWorld();
    // Signing out would turn the admin anonymous half-way; the socket route needs an upgrade.
    routes = w.routes.filter((r) => !/\/logout\/?$/.test(r.url) && r.url !== '/api/v1/async_event/ws');
    // A bearer token: no CSRF round-trip per request, and writes reach validation.
    const login = await w.clients.anonymous.post<{ access_token: string }>('/api/v1/security/login', {
      username: 'admin',
      password: 'admin-pass-1',
      provider: 'db',
    });
    bearer = login.body.access_token;
  });
  afterAll(async () => w?.close());

  // Regressions the fuzz found; each once answered 500.
  it('answers a truncated multipart import 400 naming formData', async () => {
    const res = await fetch(`${w.t.url}/api/v1/assets/import/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="formData"; filename="a.zip"\r\n\r\nPK/~',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { extra?: { field?: string } }[] };
    expect(body.errors[0]?.extra?.field).toBe('formData');
  });

  it(`answers ${RUNS} malformed requests without a 5xx and stays up`, { timeout: 60_000 + RUNS * 100 }, async () => {
    const cases = fc.sample(
      fc.record({
        route: fc.nat({ max: routes.length - 1 }),
        caller: fc.constantFrom<Caller>('admin', 'anonymous'),
        mutation,
      }),
      { numRuns: RUNS, seed: SEED },
    );
    const started = Date.now();
    const failures: string[] = [];
    for (let i = 0; i < cases.length; i += WIDTH) {
      await Promise.all(
        cases.slice(i, i + WIDTH).map(async (c) => {
          const row = routes[c.route];
          if (!row) return;
          const { path, init } = requestOf(row, c);
          const headers = new Headers(init.headers);
          if (c.caller === 'admin') headers.set('authorization', `Bearer ${bearer}`);
          const res = await fetch(`${w.t.url}${path}`, { ...init, headers, redirect: 'manual' });
          const text = await res.text();
          if (res.status >= 500) {
            const sent = `${headers.get('content-type') ?? ''} ${JSON.stringify(init.body ?? '')}`;
            failures.push(`${c.caller} ${routeKey(row)}: ${path} [${sent}] → ${res.status} ${text.slice(0, 200)}`);
          }
        }),
      );
    }
    console.info(`fuzz: ${cases.length} requests, ${failures.length} 5xx, ${Date.now() - started} ms (seed ${SEED})`);
    expect(failures).toEqual([]);
    expect((await fetch(`${w.t.url}/health`)).status).toBe(200);
  });
});
