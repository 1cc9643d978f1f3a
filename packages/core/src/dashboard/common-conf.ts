import { z } from 'zod';
import { MapTileUrlSchema } from '../chart/map-tiles.js';
import { HtmlAllowListExtensionsSchema } from '../security/html-allow-list.js';
import { AUTO_REFRESH_CHOICES } from './auto-refresh.js';

/** The id of the `<script type="application/json">` every SPA page carries its CommonConf in. */
export const COMMON_CONF_ELEMENT_ID = 'tessera-common';

/** Superset's DASHBOARD_AUTO_REFRESH_INTERVALS shape: `[[seconds, label], …]`. */
export const AutoRefreshIntervalsSchema = z
  .array(z.tuple([z.number().int().nonnegative(), z.string().min(1)]))
  .min(1, 'DASHBOARD_AUTO_REFRESH_INTERVALS needs at least one interval');
export type AutoRefreshIntervals = z.infer<typeof AutoRefreshIntervalsSchema>;

/** Superset's GLOBAL_ASYNC_QUERIES_TRANSPORT: how the web hears that an async chart-data job ended. */
export const AsyncQueriesTransportSchema = z.enum(['polling', 'ws']);

/**
 * Where the server itself serves async events over a WebSocket: Superset runs superset-websocket
 * as a service of its own, Tessera on the app's port, so the socket is same-origin like the API.
 */
export const ASYNC_EVENT_WS_PATH = '/api/v1/async_event/ws';

/**
 * The server settings the web reads, as Superset's `bootstrap_data.common.conf` carries them:
 * inlined into every page's HTML by the server (see COMMON_CONF_ELEMENT_ID).
 */
export const CommonConfSchema = z.object({
  DASHBOARD_AUTO_REFRESH_INTERVALS: AutoRefreshIntervalsSchema,
  /** Remote tiles drawn over the maps' offline base (issue E); null: offline only, the default. */
  MAP_TILE_URL: MapTileUrlSchema.nullable().default(null),
  /** The credit the tile provider asks for, shown in a corner of every map that draws its tiles. */
  MAP_TILE_ATTRIBUTION: z.string().max(300).nullable().default(null),
  /** What an admin adds to the user-HTML allow-list (Superset's setting of the same name). */
  HTML_SANITIZATION_SCHEMA_EXTENSIONS: HtmlAllowListExtensionsSchema.default({}),
  /** Polling, Superset's default, when a page does not say (the server says 'ws' unless told otherwise). */
  GLOBAL_ASYNC_QUERIES_TRANSPORT: AsyncQueriesTransportSchema.default('polling'),
  /**
   * Superset's GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL, as a path on the page's own origin: the socket
   * shares the app's port, and the CSP's connect-src 'self' admits no other host.
   */
  GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL: z
    .string()
    .regex(/^\/[^/]/)
    .max(200)
    .default(ASYNC_EVENT_WS_PATH),
});
export type CommonConf = z.infer<typeof CommonConfSchema>;

export const DEFAULT_AUTO_REFRESH_INTERVALS: AutoRefreshIntervals = AUTO_REFRESH_CHOICES.map((c) => [c.value, c.label]);

export const DEFAULT_COMMON_CONF: CommonConf = {
  DASHBOARD_AUTO_REFRESH_INTERVALS: DEFAULT_AUTO_REFRESH_INTERVALS,
  MAP_TILE_URL: null,
  MAP_TILE_ATTRIBUTION: null,
  GLOBAL_ASYNC_QUERIES_TRANSPORT: 'polling',
  GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL: ASYNC_EVENT_WS_PATH,
  HTML_SANITIZATION_SCHEMA_EXTENSIONS: {},
};

/**
 * The shortest refresh an admin allows: the smallest non-zero interval of
 * DASHBOARD_AUTO_REFRESH_INTERVALS (Superset offers only the listed intervals). 0 when only
 * "Don't refresh" is listed, which then turns periodic refresh off.
 */
export const minimumRefreshSeconds = (intervals: AutoRefreshIntervals): number => {
  const positive = intervals.map(([seconds]) => seconds).filter((s) => s > 0);
  return positive.length === 0 ? 0 : Math.min(...positive);
};

/**
 * The frequency a dashboard actually refreshes at: a saved `refresh_frequency` below the admin's
 * minimum is raised to it, so a dashboard saved before the setting cannot bypass it.
 */
export const effectiveRefreshSeconds = (frequency: number, intervals: AutoRefreshIntervals): number => {
  if (frequency <= 0) return 0;
  const minimum = minimumRefreshSeconds(intervals);
  return minimum === 0 ? 0 : Math.max(frequency, minimum);
};

/**
 * Tessera's load warning: an interval under 10 s × charts / 10 (one second per chart) means
 * more than one cache-bypassing query a second per viewer.
 */
export const isRefreshTooFrequent = (seconds: number, chartCount: number): boolean =>
  seconds > 0 && seconds < (10 * chartCount) / 10;
