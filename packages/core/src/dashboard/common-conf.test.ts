import { describe, expect, it } from 'vitest';
import {
  ASYNC_EVENT_WS_PATH,
  AutoRefreshIntervalsSchema,
  CommonConfSchema,
  DEFAULT_AUTO_REFRESH_INTERVALS,
  effectiveRefreshSeconds,
  isRefreshTooFrequent,
  minimumRefreshSeconds,
} from './common-conf.js';

describe('DASHBOARD_AUTO_REFRESH_INTERVALS', () => {
  it("takes the smallest non-zero interval as the minimum (10 s by Superset's defaults)", () => {
    expect(minimumRefreshSeconds(DEFAULT_AUTO_REFRESH_INTERVALS)).toBe(10);
    expect(
      minimumRefreshSeconds([
        [0, "Don't refresh"],
        [300, '5 minutes'],
        [60, '1 minute'],
      ]),
    ).toBe(60);
  });

  it('raises a saved frequency below the minimum and leaves off as off', () => {
    const intervals = AutoRefreshIntervalsSchema.parse([
      [0, "Don't refresh"],
      [60, '1 minute'],
    ]);
    expect(effectiveRefreshSeconds(10, intervals)).toBe(60);
    expect(effectiveRefreshSeconds(600, intervals)).toBe(600);
    expect(effectiveRefreshSeconds(0, intervals)).toBe(0);
    expect(effectiveRefreshSeconds(60, [[0, "Don't refresh"]])).toBe(0);
  });

  it('refuses a malformed list', () => {
    expect(AutoRefreshIntervalsSchema.safeParse([[-1, 'x']]).success).toBe(false);
    expect(AutoRefreshIntervalsSchema.safeParse([]).success).toBe(false);
  });

  it('warns under 10 s × charts / 10', () => {
    expect(isRefreshTooFrequent(10, 20)).toBe(true);
    expect(isRefreshTooFrequent(20, 20)).toBe(false);
    expect(isRefreshTooFrequent(0, 20)).toBe(false);
  });
});

describe('GLOBAL_ASYNC_QUERIES_TRANSPORT and GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL', () => {
  const intervals = DEFAULT_AUTO_REFRESH_INTERVALS;

  it("falls back to Superset's polling and the app's own socket path on a page that names neither", () => {
    expect(CommonConfSchema.parse({ DASHBOARD_AUTO_REFRESH_INTERVALS: intervals })).toMatchObject({
      GLOBAL_ASYNC_QUERIES_TRANSPORT: 'polling',
      GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL: ASYNC_EVENT_WS_PATH,
    });
  });

  it('takes only a same-origin path for the socket and a known transport', () => {
    const conf = (extra: Record<string, unknown>) =>
      CommonConfSchema.safeParse({ DASHBOARD_AUTO_REFRESH_INTERVALS: intervals, ...extra }).success;
    expect(conf({ GLOBAL_ASYNC_QUERIES_TRANSPORT: 'ws', GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL: '/ws' })).toBe(true);
    expect(conf({ GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL: '//evil.example/ws' })).toBe(false);
    expect(conf({ GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL: 'wss://evil.example/ws' })).toBe(false);
    expect(conf({ GLOBAL_ASYNC_QUERIES_TRANSPORT: 'sse' })).toBe(false);
  });
});
