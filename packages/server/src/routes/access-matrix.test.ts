import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteRow } from './route-table.js';
import {
  PRINCIPALS,
  concretePath,
  readsGuestToken,
  routeKey,
  startAccessWorld,
  type AccessWorld,
  type Principal,
} from '../../test-support/access-world.js';
import {
  ACCESS_TABLE,
  GUEST_ACCESS,
  GUEST_CLAUSE_READING_ANOTHER_TABLE,
  GUEST_ELSEWHERE,
  requestBodies,
  type Expected,
} from '../../test-support/access-matrix.table.js';
import { GUEST_PRINCIPALS, UNVERIFIED_GUESTS } from '../../test-support/access-guests.js';
import { ADMIN } from '../../test-support/fixtures.js';
import { TestClient, type Reply } from '../../test-support/test-app.js';

/** The statuses of one route for each principal, in PRINCIPALS order. */
type Observed = number[];

const matches = (expected: Expected, status: number): boolean =>
  typeof expected === 'number' ? expected === status : Math.floor(status / 100) === Number(expected[0]);

const isLogout = (row: RouteRow): boolean => /\/logout\/?$/.test(row.url);

/** The routes the guest tokens are sent to: those that read one, but signing out. */
const isGuarded = (row: RouteRow): boolean => readsGuestToken(row) && !isLogout(row);

/** The batch answers 200 and decides each line: a guest's row holds its one line's status. */
const guestStatus = (row: RouteRow, res: Reply): number => {
  if (routeKey(row) !== 'POST /api/v1/chart/data/batch' || res.status !== 200) return res.status;
  const line = res.body as { status?: unknown };
  return typeof line.status === 'number' ? line.status : res.status;
};

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
  /** The statuses of one route for each guest token, in GUEST_PRINCIPALS order. */
  const guestObserved = new Map<string, Observed>();

  const bodyOf = (row: RouteRow): unknown =>
    row.method === 'GET' || row.method === 'DELETE'
      ? undefined
      : (requestBodies(w.main, w.embedUuid)[routeKey(row)] ?? {});
  const send = async (row: RouteRow, who: Principal): Promise<void> => {
    const res = await w.clients[who].request(row.method, concretePath(w, row, who), bodyOf(row));
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
    // The guests before any delete, so the objects their tokens name still exist.
    const asGuests = w.routes.filter(isGuarded).flatMap((row) =>
      GUEST_PRINCIPALS.map((who, i) => async () => {
        const guest = new TestClient(w.t.url).withGuestToken(w.guestTokens[who]);
        const res = await guest.request(row.method, concretePath(w, row, 'admin'), bodyOf(row));
        const statuses = guestObserved.get(routeKey(row)) ?? new Array<number>(GUEST_PRINCIPALS.length).fill(0);
        statuses[i] = guestStatus(row, res);
        guestObserved.set(routeKey(row), statuses);
      }),
    );
    await inBatches(asGuests, 24);
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

  it('opens to guest tokens only the embedded page routes, each as GUEST_ACCESS expects', () => {
    const wrong = [...guestObserved].filter(([key, got]) =>
      (GUEST_ACCESS[key] ?? GUEST_ELSEWHERE).some((e, i) => !matches(e, got[i] ?? 0)),
    );
    expect(wrong.map(([key, got]) => `'${key}': [${got.join(', ')}],`)).toEqual([]);
    expect(
      Object.keys(GUEST_ACCESS).filter((k) => !guestObserved.has(k)),
      'guest rows naming no route',
    ).toEqual([]);
  });

  it('answers an expired, revoked or tampered guest token 401 on every guarded route', () => {
    const refused = UNVERIFIED_GUESTS.map((who) => GUEST_PRINCIPALS.indexOf(who));
    const leaks = [...guestObserved].filter(([, got]) => refused.some((i) => got[i] !== 401));
    expect(leaks.map(([key, got]) => `${key}: ${got.join(', ')}`)).toEqual([]);
  });

  it("never answers another dashboard's guest 2xx on the main dashboard's objects", () => {
    const other = GUEST_PRINCIPALS.indexOf('otherGuest');
    const objects = w.routes.filter((row) => /:(pk|key)\b|\/chart\/data/.test(row.url) && isGuarded(row));
    const leaks = objects.filter((row) => Math.floor((guestObserved.get(routeKey(row))?.[other] ?? 0) / 100) === 2);
    expect(leaks.map(routeKey)).toEqual([]);
  });

  it('closes lists, exports, SQL Lab and admin routes to every guest token (401 or 403)', () => {
    const closed = w.routes.filter((row) => CLOSED_TO_GUESTS.test(routeKey(row)));
    expect(closed.length).toBeGreaterThan(60);
    const open = closed.filter((row) => guestObserved.get(routeKey(row))?.some((s) => s !== 401 && s !== 403) ?? true);
    expect(open.map(routeKey)).toEqual([]);
  });

  it('refuses to mint a guest token whose RLS clause reads another table (the guest_token row)', async () => {
    const body = (clause: string) => ({ resources: [{ type: 'dashboard', id: w.embedUuid }], rls: [{ clause }] });
    expect(requestBodies(w.main, w.embedUuid)['POST /api/v1/security/guest_token/']).toEqual(
      body(GUEST_CLAUSE_READING_ANOTHER_TABLE),
    );
    // The matrix signed the admin out: a new session.
    const admin = new TestClient(w.t.url);
    expect((await admin.login(ADMIN.username, ADMIN.password)).status).toBe(200);
    const refused = await admin.post<{ message?: string }>(
      '/api/v1/security/guest_token/',
      body(GUEST_CLAUSE_READING_ANOTHER_TABLE),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('rls.0.clause');
    // The same body with a clause on the dataset's own column mints: the clause alone was refused.
    expect((await admin.post('/api/v1/security/guest_token/', body("region = 'north'"))).status).toBe(200);
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

/** Lists, exports, SQL Lab and admin routes: issue F closes them to every guest token. */
const CLOSED_TO_GUESTS = new RegExp(
  [
    '^GET /api/v1/(dashboard|chart|dataset|database|annotation_layer|css_template|report|log|saved_query|query)/$',
    '/export/',
    'sqllab|/query/|tabstateview|tableschemaview|saved_query',
    '/security/(users|roles|permissions|guest_token)/|rowlevelsecurity|/log/|/examples/|/database/',
  ].join('|'),
);

/**
 * Another user's objects a Gamma without data grants legitimately reads: annotation layers and their
 * annotations, which carry no data access in Superset either (can_read on Annotation is enough).
 */
const GAMMA_MAY_SEE = new Set([
  'GET /api/v1/annotation_layer/:pk',
  'GET /api/v1/annotation_layer/:pk/annotation/',
  'GET /api/v1/annotation_layer/:pk/annotation/:annotation_id',
]);
