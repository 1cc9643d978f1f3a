import { describe, expect, it } from 'vitest';
import {
  afterSocketClose,
  isJobEnd,
  parseSocketEvent,
  routeEvent,
  socketUrl,
  type AsyncEvent,
} from './async-event-rules';

const event = (patch: Partial<AsyncEvent> = {}): AsyncEvent => ({
  id: '1-1',
  channel_id: 'c',
  job_id: 'j',
  status: 'done',
  errors: [],
  result_url: '/api/v1/chart/data/k',
  ...patch,
});

describe('afterSocketClose', () => {
  it("reconnects after 2.5 s six times, then polls (Superset's wsConnect)", () => {
    const steps = [1, 2, 3, 4, 5, 6, 7].map((closes) => afterSocketClose(closes, 1006));
    expect(steps.slice(0, 6)).toEqual(Array(6).fill({ kind: 'reconnect', delayMs: 2500 }));
    expect(steps[6]).toEqual({ kind: 'poll' });
  });

  it('polls at once when the server closed for want of a session', () => {
    expect(afterSocketClose(1, 4401)).toEqual({ kind: 'poll' });
  });
});

describe('routeEvent', () => {
  it('settles a waited job on its end and ignores its other statuses', () => {
    expect(routeEvent(event(), true, 0)).toEqual({ kind: 'settle' });
    expect(routeEvent(event({ status: 'error', result_url: null }), true, 0)).toEqual({ kind: 'settle' });
    expect(routeEvent(event({ status: 'running', result_url: null }), true, 0)).toEqual({ kind: 'ignore' });
    expect(routeEvent(event({ result_url: null }), true, 0)).toEqual({ kind: 'ignore' });
  });

  it("retries an unknown job's event at 100 ms × attempt, six times, then drops it (Superset's processEvents)", () => {
    const delays = [0, 1, 2, 3, 4, 5].map((retries) => routeEvent(event(), false, retries));
    expect(delays).toEqual([100, 200, 300, 400, 500, 600].map((delayMs) => ({ kind: 'retry', delayMs })));
    expect(routeEvent(event(), false, 6)).toEqual({ kind: 'drop' });
  });
});

describe('isJobEnd', () => {
  it('ends on an error, or done with a result to fetch', () => {
    expect(isJobEnd(event())).toBe(true);
    expect(isJobEnd(event({ status: 'error', result_url: null }))).toBe(true);
    expect(isJobEnd(event({ status: 'done', result_url: null }))).toBe(false);
    expect(isJobEnd(event({ status: 'pending', result_url: null }))).toBe(false);
  });
});

describe('parseSocketEvent', () => {
  it("reads the server's event and keeps only its errors' messages", () => {
    const sent = { ...event({ status: 'error', result_url: null }), user_id: 1 };
    const withErrors = { ...sent, errors: [{ message: 'boom', error_type: 'X' }, { nope: 1 }, 'text'] };
    expect(parseSocketEvent(JSON.stringify(withErrors))).toEqual({
      ...event({ status: 'error', result_url: null }),
      errors: [{ message: 'boom' }],
    });
  });

  it('refuses what is no event', () => {
    for (const data of ['not json', '[]', 'null', JSON.stringify({ id: 1, job_id: 'j' }), new ArrayBuffer(2)]) {
      expect(parseSocketEvent(data)).toBeNull();
    }
    expect(parseSocketEvent(JSON.stringify({ ...event(), result_url: 7 }))).toBeNull();
  });
});

describe('socketUrl', () => {
  it("opens on the page's own host, secure when the page is, with the last id to resume from", () => {
    const path = '/api/v1/async_event/ws';
    expect(socketUrl(path, { protocol: 'http:', host: 'localhost:8088' }, null)).toBe(
      'ws://localhost:8088/api/v1/async_event/ws',
    );
    expect(socketUrl(path, { protocol: 'https:', host: 'bi.example.com' }, '1700000000000-0')).toBe(
      'wss://bi.example.com/api/v1/async_event/ws?last_id=1700000000000-0',
    );
  });
});
