import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteRow } from './route-table.js';
import {
  PRINCIPALS,
  concretePath,
  routeKey,
  startAccessWorld,
  type AccessWorld,
  type Principal,
} from '../../test-support/access-world.js';
import { ACCESS_TABLE, GUEST_ACCESS, requestBodies, type Expected } from '../../test-support/access-matrix.table.js';
import { TestClient } from '../../test-support/test-app.js';

/** The statuses of one route for each principal, in PRINCIPALS order. */
type Observed = number[];

const matches = (expected: Expected, status: number): boolean =>
  typeof expected === 'number' ? expected === status : Math.floor(status / 100) === Number(expected[0]);

const isLogout = (row: RouteRow): boolean => /\/logout\/?$/.test(row.url);

/** Deletes of dependents first, so a parent's delete is not refused only because a child still exists. */
const DELETE_ORDER = [
  'embedded',
  'rowlevelsecurity',
  'report',
  'annotation/',
  'chart',
  'filtersets',
  'dashboard',
  'saved_query',
  'dataset',
  'annotation_layer',
  'database',
];
const deleteRank = (row: RouteRow): number => {
  const i = DELETE_ORDER.findIndex((part) => row.url.includes(`/${part}`));
  return i === -1 ? DELETE_ORDER.length : i;
};

/** Runs `tasks` at most `width` at a time; the loaded CI machine has two cores. */
const inBatches = async (tasks: (() => Promise<void>)[], width: number): Promise<void> => {
  for (let i = 0; i < tasks.length; i += width) await Promise.all(tasks.slice(i, i + width).map((task) => task()));
};

describe('access matrix: every route × every kind of caller', () => {
  let w: AccessWorld;
  const observed = new Map<string, Observed>();
  const guestObserved = new Map<string, number>();

  const send = async (row: RouteRow, who: Principal): Promise<void> => {
    const path = concretePath(w, row, who);
    const body =
      row.method === 'GET' || row.method === 'DELETE' ? undefined : (requestBodies(w.main)[routeKey(row)] ?? {});
    const res = await w.clients[who].request(row.method, path, body);
    const statuses = observed.get(routeKey(row)) ?? new Array<number>(PRINCIPALS.length).fill(0);
    statuses[PRINCIPALS.indexOf(who)] = res.status;
    observed.set(routeKey(row), statuses);
  };

  beforeAll(async () => {
    w = await startAccessWorld();
    const reads = w.routes.filter((r) => r.method === 'GET' && !isLogout(r));
    const writes = w.routes.filter((r) => (r.method === 'POST' || r.method === 'PUT') && !isLogout(r));
    const deletes = w.routes.filter((r) => r.method === 'DELETE').sort((a, b) => deleteRank(a) - deleteRank(b));
    const everyone = (rows: RouteRow[]) => rows.flatMap((row) => PRINCIPALS.map((who) => () => send(row, who)));
    await inBatches(everyone(reads), 24);
    await inBatches(everyone(writes), 12);
    // The guest before any delete, so the objects its token names still exist.
    const guest = new TestClient(w.t.url).withGuestToken(w.guestToken);
    const guarded = w.routes.filter((r) => (r.url.startsWith('/api/') || r.permission) && !r.public && !isLogout(r));
    const asGuest = guarded.map((row) => async () => {
      const body =
        row.method === 'GET' || row.method === 'DELETE' ? undefined : (requestBodies(w.main)[routeKey(row)] ?? {});
      guestObserved.set(routeKey(row), (await guest.request(row.method, concretePath(w, row, 'admin'), body)).status);
    });
    await inBatches(asGuest, 12);
    // Sequential, least privileged first: the owner's delete must come after the refusals of the others.
    for (const row of deletes) for (const who of PRINCIPALS) await send(row, who);
    for (const row of w.routes.filter(isLogout)) for (const who of PRINCIPALS) await send(row, who);
  });
  afterAll(async () => w?.close());

  it('has exactly one row per registered route', () => {
    const keys = new Set(w.routes.map(routeKey));
    expect(keys.size).toBe(w.routes.length);
    expect(
      [...keys].filter((k) => !(k in ACCESS_TABLE)),
      'routes without a row in access-matrix.table.ts',
    ).toEqual([]);
    expect(
      Object.keys(ACCESS_TABLE).filter((k) => !keys.has(k)),
      'rows naming no route',
    ).toEqual([]);
  });

  it('answers each caller as the table expects', () => {
    const wrong = w.routes.filter((row) => {
      const expected = ACCESS_TABLE[routeKey(row)];
      const got = observed.get(routeKey(row)) ?? [];
      return !expected || expected.some((e, i) => !matches(e, got[i] ?? 0));
    });
    // The message is the corrected rows, ready to judge and paste.
    const rows = wrong.map((row) => `'${routeKey(row)}': [${(observed.get(routeKey(row)) ?? []).join(', ')}],`);
    expect(rows).toEqual([]);
  });

  it('opens to a guest token only the embedded page routes, and answers it 403 everywhere else', () => {
    const wrong = [...guestObserved].filter(([key, status]) => !matches(GUEST_ACCESS[key] ?? 403, status));
    expect(wrong.map(([key, status]) => `'${key}': ${status},`)).toEqual([]);
    expect(
      Object.keys(GUEST_ACCESS).filter((k) => !guestObserved.has(k)),
      'guest rows naming no route',
    ).toEqual([]);
  });

  it('answers anonymous 401 on every route that is not public', () => {
    const guarded = w.routes.filter(
      (row) => (row.url.startsWith('/api/') || row.permission) && !row.public && !ANONYMOUS_OPEN.has(routeKey(row)),
    );
    const leaks = guarded.filter((row) => observed.get(routeKey(row))?.[0] !== 401).map(routeKey);
    expect(leaks).toEqual([]);
  });

  it('never answers a Gamma without grants 2xx on an object of another user', () => {
    const others = w.routes.filter((row) => /:(pk|id|key)\b/.test(row.url) && row.url.startsWith('/api/'));
    const leaks = others.filter((row) => {
      const status = observed.get(routeKey(row))?.[1] ?? 0;
      return status >= 200 && status < 300 && !GAMMA_MAY_SEE.has(routeKey(row));
    });
    expect(leaks.map(routeKey)).toEqual([]);
  });
});

/**
 * API routes anonymous callers may reach: the OpenAPI document (public like /swagger/json), signing out
 * (a no-op without a session) and the websocket route, which answers a plain GET 404 and checks the
 * caller on upgrade.
 */
const ANONYMOUS_OPEN = new Set(['GET /api/v1/_openapi', 'POST /api/v1/security/logout', 'GET /api/v1/async_event/ws']);

/**
 * Another user's objects a Gamma without data grants legitimately reads: annotation layers and their
 * annotations, which carry no data access in Superset either (can_read on Annotation is enough).
 */
const GAMMA_MAY_SEE = new Set([
  'GET /api/v1/annotation_layer/:pk',
  'GET /api/v1/annotation_layer/:pk/annotation/',
  'GET /api/v1/annotation_layer/:pk/annotation/:annotation_id',
]);
