import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TOKEN_TTL_MS,
  MIN_REFRESH_WAIT_MS,
  REFRESH_BUFFER_MS,
  refreshDelay,
  tokenExpiry,
} from './token-refresh.js';

const jwt = (payload: Record<string, unknown>): string =>
  `h.${btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.s`;

describe('guest token refresh', () => {
  it('reads exp and refreshes 5 s before it', () => {
    const now = 1_000_000_000_000;
    const token = jwt({ exp: now / 1000 + 300 });
    expect(tokenExpiry(token)).toBe(now / 1000 + 300);
    expect(refreshDelay(token, now)).toBe(300_000 - REFRESH_BUFFER_MS);
  });

  it('waits at least 10 s, and 5 minutes for an unreadable token', () => {
    const now = 1_000_000_000_000;
    expect(refreshDelay(jwt({ exp: now / 1000 + 1 }), now)).toBe(MIN_REFRESH_WAIT_MS - REFRESH_BUFFER_MS);
    expect(refreshDelay('not-a-jwt', now)).toBe(DEFAULT_TOKEN_TTL_MS - REFRESH_BUFFER_MS);
    expect(tokenExpiry('a.%%%.c')).toBeNull();
  });
});
