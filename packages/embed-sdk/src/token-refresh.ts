/** Refresh a little before expiry, never more often than every 10 s (Superset's SDK timings). */
export const REFRESH_BUFFER_MS = 5_000;
export const MIN_REFRESH_WAIT_MS = 10_000;
/** When the token's expiry cannot be read. */
export const DEFAULT_TOKEN_TTL_MS = 300_000;

/** The JWT's `exp` (seconds), or null when the token is not a readable JWT. */
export const tokenExpiry = (token: string): number | null => {
  const payload = token.split('.')[1];
  if (payload === undefined) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp: unknown = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
};

/** Milliseconds until the next token should be fetched. */
export const refreshDelay = (token: string, now = Date.now()): number => {
  const exp = tokenExpiry(token);
  const ttl = exp === null ? DEFAULT_TOKEN_TTL_MS : Math.max(MIN_REFRESH_WAIT_MS, exp * 1000 - now);
  return ttl - REFRESH_BUFFER_MS;
};
