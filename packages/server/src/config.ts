import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  ASYNC_EVENT_WS_PATH,
  AsyncQueriesTransportSchema,
  AutoRefreshIntervalsSchema,
  DEFAULT_AUTO_REFRESH_INTERVALS,
  HtmlAllowListExtensionsSchema,
  AllowedHostSchema,
  MapTileUrlSchema,
  type CommonConf,
} from '@tessera/core';

export interface Config {
  port: number;
  host: string;
  home: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  secretKey: string;
  logLevel: string;
  adminUsername: string | null;
  adminPassword: string | null;
  loadExamples: boolean;
  examplesPath: string;
  sessionTtlSeconds: number;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  loginMaxFailures: number;
  loginWindowSeconds: number;
  secureCookies: boolean;
  trustProxy: boolean;
  webDist: string;
  timezone: string;
  rowLimit: number;
  samplesRowLimit: number;
  /** Superset's ALLOW_ADHOC_SUBQUERY: sub-queries and table reads in adhoc SQL (then only of readable tables). */
  allowAdhocSubquery: boolean;
  queryTimeoutSeconds: number;
  sqllab: SqlLabConfig;
  /** Engine queries one user's chart-data batches run at once; the rest queue. */
  chartDataUserConcurrency: number;
  cacheDefaultTimeout: number;
  cacheMaxEntries: number;
  asyncQueries: boolean;
  metadataCacheMs: number;
  embeddedWorker: boolean;
  reports: ReportsConfig;
  guestToken: GuestTokenConfig;
  ops: OpsConfig;
  /** DYNAMIC_PLUGINS_ALLOWED_HOSTS: hosts a plugin bundle may load from besides this server (CSP script-src). */
  dynamicPluginsAllowedHosts: string[];
  /** TESSERA_PLUGINS_DIR: served at /static/plugins/ for same-origin plugin bundles. */
  pluginsDir: string;
  /** What every page's HTML tells the web (Superset's common.conf); see core's CommonConf. */
  common: CommonConf;
}

/** Embedded dashboards' guest tokens (Superset's GUEST_TOKEN_JWT_* settings). */
export interface GuestTokenConfig {
  /** GUEST_TOKEN_JWT_SECRET: a key of their own, so a leaked guest key signs no session token. */
  secret: string;
  /** GUEST_TOKEN_JWT_EXP_SECONDS. */
  expSeconds: number;
  /** GUEST_TOKEN_JWT_AUDIENCE. */
  audience: string;
  /** GUEST_TOKEN_JWT_ISSUER (Tessera's addition: Superset checks only the audience). */
  issuer: string;
}

/** Probes, metrics and limits of a production deployment (docs/DEPLOY.md lists them). */
export interface OpsConfig {
  /** METRICS_TOKEN: `/metrics` wants it as a bearer token; unset, only loopback scrapers may read. */
  metricsToken: string | null;
  /** METRICS_PORT: also serve /metrics, /health and /ready on this port, off the web port's queue. */
  metricsPort: number | null;
  /** Requests per minute per user (or IP when anonymous) on chart data, SQL Lab, downloads and imports. */
  heavyRateLimitPerMinute: number;
  /** Sign-in attempts per minute per IP (the per-account failure lockout is LOGIN_MAX_FAILURES). */
  signInRateLimitPerMinute: number;
  /** The largest JSON or form body, in bytes (413 above it). */
  bodyLimitBytes: number;
  /** The largest uploaded file (import bundles, CSV), in bytes (413 above it). */
  uploadLimitBytes: number;
  /** How long SIGTERM waits for in-flight requests before closing anyway. */
  shutdownGraceMs: number;
}

/** SQL Lab's limits, with Superset's names and defaults. */
export interface SqlLabConfig {
  /** SQLLAB_TIMEOUT: a synchronous query's limit. */
  timeoutSeconds: number;
  /** SQLLAB_ASYNC_TIME_LIMIT_SEC: an asynchronous query's limit. */
  asyncTimeLimitSeconds: number;
  /** SQL_MAX_ROW: no result holds more rows, whatever the editor asks. */
  maxRow: number;
  /** How long results stay in the results backend (the cache) for results, export and reopening. */
  resultsTtlSeconds: number;
}

/** Alerts and reports: mail server, the URL the renderer opens, the headless browser and the scheduler. */
export interface ReportsConfig {
  smtp: {
    host: string;
    port: number;
    user: string | null;
    password: string | null;
    starttls: boolean;
    ssl: boolean;
  };
  emailFrom: string;
  /** Where the renderer and report links reach the web app (Superset's WEBDRIVER_BASEURL). */
  baseUrl: string;
  chromiumPath: string;
  /** Pages the warm browser renders at once; more requests queue. */
  rendererPoolSize: number;
  /** One render's limit, on top of the schedule's working_timeout. */
  rendererTimeoutMs: number;
  /** Run the scheduler in the web process (default without Redis); `tessera worker` runs it otherwise. */
  inProcess: boolean;
}

export type Env = Record<string, string | undefined>;

const int = (env: Env, key: string, fallback: number): number => {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n)) throw new Error(`${key} must be an integer, got '${raw}'`);
  return n;
};

const bool = (env: Env, key: string, fallback: boolean): boolean => {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(raw.toLowerCase());
};

/**
 * Without SECRET_KEY a random key is generated once and kept in TESSERA_HOME, so a laptop
 * install stays zero-setup while encrypted secrets survive restarts.
 */
const resolveSecretKey = (env: Env, home: string, key = 'SECRET_KEY', fileName = 'secret_key'): string => {
  const fromEnv = env[key];
  if (fromEnv) return fromEnv;
  const file = join(home, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(home, { recursive: true });
  const generated = randomBytes(32).toString('base64url');
  writeFileSync(file, generated, { mode: 0o600 });
  return generated;
};

/**
 * Superset's DASHBOARD_AUTO_REFRESH_INTERVALS as JSON (`[[0,"Don't refresh"],[300,"5 minutes"]]`):
 * the intervals the dashboard offers, the smallest non-zero one being the minimum. Fails at start-up.
 */
const autoRefreshIntervals = (env: Env): CommonConf['DASHBOARD_AUTO_REFRESH_INTERVALS'] => {
  const raw = env.DASHBOARD_AUTO_REFRESH_INTERVALS;
  if (raw === undefined || raw === '') return DEFAULT_AUTO_REFRESH_INTERVALS;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new Error(`DASHBOARD_AUTO_REFRESH_INTERVALS must be JSON like [[0,"Don't refresh"],[60,"1 minute"]]`);
  }
  const parsed = AutoRefreshIntervalsSchema.safeParse(value);
  if (!parsed.success)
    throw new Error(`DASHBOARD_AUTO_REFRESH_INTERVALS: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
};

/**
 * DYNAMIC_PLUGINS_ALLOWED_HOSTS, comma-separated (`cdn.example.com,plugins.example.org:8443`): the
 * hosts a dynamic plugin's bundle_url may name. Empty by default: bundles are served by this server.
 */
const allowedPluginHosts = (env: Env): string[] =>
  (env.DYNAMIC_PLUGINS_ALLOWED_HOSTS ?? '')
    .split(',')
    .filter((h) => h.trim() !== '')
    .map((h) => {
      const parsed = AllowedHostSchema.safeParse(h);
      if (!parsed.success) throw new Error(`DYNAMIC_PLUGINS_ALLOWED_HOSTS: ${h.trim()} must be a host name`);
      return parsed.data;
    });

/** Issue E's optional remote map tiles (an XYZ template); a bad template fails at start-up. */
const mapTileUrl = (env: Env): string | null => {
  const raw = env.MAP_TILE_URL;
  if (raw === undefined || raw === '') return null;
  const parsed = MapTileUrlSchema.safeParse(raw);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'MAP_TILE_URL is invalid');
  return parsed.data;
};

/**
 * Superset's HTML_SANITIZATION_SCHEMA_EXTENSIONS as JSON (`{"attributes": {"*": ["style"]}, "tagNames": ["style"]}`):
 * what the user-HTML allow-list gains. Script, frames, forms and event handlers stay out whatever it says.
 */
const htmlSanitizationExtensions = (env: Env): CommonConf['HTML_SANITIZATION_SCHEMA_EXTENSIONS'] => {
  const raw = env.HTML_SANITIZATION_SCHEMA_EXTENSIONS;
  if (raw === undefined || raw === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new Error('HTML_SANITIZATION_SCHEMA_EXTENSIONS must be JSON like {"attributes": {"*": ["style"]}}');
  }
  const parsed = HtmlAllowListExtensionsSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `HTML_SANITIZATION_SCHEMA_EXTENSIONS.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return parsed.data;
};

/**
 * Superset's GLOBAL_ASYNC_QUERIES_TRANSPORT. 'ws' by default: the socket is served on the app's own
 * port, so nothing more needs running (Superset defaults to polling for want of superset-websocket).
 */
const asyncTransport = (env: Env): CommonConf['GLOBAL_ASYNC_QUERIES_TRANSPORT'] => {
  const raw = env.GLOBAL_ASYNC_QUERIES_TRANSPORT;
  if (raw === undefined || raw === '') return 'ws';
  const parsed = AsyncQueriesTransportSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`GLOBAL_ASYNC_QUERIES_TRANSPORT must be 'polling' or 'ws', not '${raw}'`);
  return parsed.data;
};

/** Fails at start-up rather than on every time-range request. */
const checkTimezone = (tz: string): string => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return tz;
  } catch {
    throw new Error(`TESSERA_TIMEZONE '${tz}' is not a known IANA time zone`);
  }
};

export const loadConfig = (env: Env = process.env): Config => {
  const home = resolve(env.TESSERA_HOME ?? './data');
  return {
    port: int(env, 'PORT', 8088),
    host: env.HOST ?? '0.0.0.0',
    home,
    databaseUrl: env.DATABASE_URL || null,
    redisUrl: env.REDIS_URL || null,
    secretKey: resolveSecretKey(env, home),
    logLevel: env.LOG_LEVEL ?? 'info',
    adminUsername: env.TESSERA_ADMIN_USERNAME || null,
    adminPassword: env.TESSERA_ADMIN_PASSWORD || null,
    loadExamples: bool(env, 'TESSERA_LOAD_EXAMPLES', true),
    examplesPath: resolve(env.TESSERA_EXAMPLES_PATH ?? join(home, 'examples.duckdb')),
    sessionTtlSeconds: int(env, 'SESSION_TTL_SECONDS', 7 * 24 * 3600),
    accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL_SECONDS', 15 * 60),
    refreshTokenTtlSeconds: int(env, 'REFRESH_TOKEN_TTL_SECONDS', 30 * 24 * 3600),
    loginMaxFailures: int(env, 'LOGIN_MAX_FAILURES', 10),
    loginWindowSeconds: int(env, 'LOGIN_WINDOW_SECONDS', 60),
    secureCookies: bool(env, 'SECURE_COOKIES', false),
    // Only behind a proxy you run: otherwise X-Forwarded-For would let clients dodge per-IP limits.
    trustProxy: bool(env, 'TRUST_PROXY', false),
    timezone: checkTimezone(env.TESSERA_TIMEZONE ?? 'UTC'),
    rowLimit: int(env, 'ROW_LIMIT', 50_000),
    samplesRowLimit: int(env, 'SAMPLES_ROW_LIMIT', 1000),
    allowAdhocSubquery: bool(env, 'ALLOW_ADHOC_SUBQUERY', false),
    queryTimeoutSeconds: int(env, 'QUERY_TIMEOUT_SECONDS', 60),
    sqllab: {
      timeoutSeconds: int(env, 'SQLLAB_TIMEOUT', 30),
      asyncTimeLimitSeconds: int(env, 'SQLLAB_ASYNC_TIME_LIMIT_SEC', 6 * 3600),
      maxRow: int(env, 'SQL_MAX_ROW', 100_000),
      resultsTtlSeconds: int(env, 'SQLLAB_RESULTS_TTL', 3600),
    },
    chartDataUserConcurrency: Math.max(1, int(env, 'CHART_DATA_USER_CONCURRENCY', 4)),
    cacheDefaultTimeout: int(env, 'CACHE_DEFAULT_TIMEOUT', 86_400),
    cacheMaxEntries: int(env, 'CACHE_MAX_ENTRIES', 5000),
    // On by default once Redis is there (jobs survive and spread over workers); opt-in without it.
    asyncQueries: bool(env, 'GLOBAL_ASYNC_QUERIES', Boolean(env.REDIS_URL)),
    embeddedWorker: bool(env, 'TESSERA_EMBEDDED_WORKER', true),
    metadataCacheMs: int(env, 'METADATA_CACHE_MS', 2000),
    reports: {
      smtp: {
        host: env.SMTP_HOST ?? 'localhost',
        port: int(env, 'SMTP_PORT', 25),
        user: env.SMTP_USER || null,
        password: env.SMTP_PASSWORD || null,
        starttls: bool(env, 'SMTP_STARTTLS', true),
        ssl: bool(env, 'SMTP_SSL', false),
      },
      emailFrom: env.EMAIL_FROM ?? 'tessera@localhost',
      baseUrl: (env.TESSERA_BASE_URL ?? `http://127.0.0.1:${int(env, 'PORT', 8088)}`).replace(/\/+$/, ''),
      chromiumPath: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      rendererPoolSize: Math.max(1, int(env, 'RENDERER_POOL_SIZE', 2)),
      rendererTimeoutMs: int(env, 'RENDERER_TIMEOUT_MS', 60_000),
      inProcess: bool(env, 'TESSERA_REPORTS_IN_PROCESS', !env.REDIS_URL),
    },
    guestToken: {
      secret: resolveSecretKey(env, home, 'GUEST_TOKEN_JWT_SECRET', 'guest_token_secret'),
      expSeconds: Math.max(1, int(env, 'GUEST_TOKEN_JWT_EXP_SECONDS', 300)),
      audience: env.GUEST_TOKEN_JWT_AUDIENCE || 'tessera',
      issuer: env.GUEST_TOKEN_JWT_ISSUER || 'tessera',
    },
    ops: {
      metricsToken: env.METRICS_TOKEN || null,
      metricsPort: env.METRICS_PORT ? int(env, 'METRICS_PORT', 0) : null,
      heavyRateLimitPerMinute: int(env, 'HEAVY_RATE_LIMIT_PER_MINUTE', 600),
      signInRateLimitPerMinute: int(env, 'SIGN_IN_RATE_LIMIT_PER_MINUTE', 60),
      bodyLimitBytes: int(env, 'BODY_LIMIT_BYTES', 10 * 1024 * 1024),
      uploadLimitBytes: int(env, 'UPLOAD_LIMIT_BYTES', 100 * 1024 * 1024),
      shutdownGraceMs: int(env, 'SHUTDOWN_GRACE_MS', 25_000),
    },
    common: {
      DASHBOARD_AUTO_REFRESH_INTERVALS: autoRefreshIntervals(env),
      MAP_TILE_URL: mapTileUrl(env),
      MAP_TILE_ATTRIBUTION: env.MAP_TILE_ATTRIBUTION?.slice(0, 300) || null,
      GLOBAL_ASYNC_QUERIES_TRANSPORT: asyncTransport(env),
      GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL: ASYNC_EVENT_WS_PATH,
      HTML_SANITIZATION_SCHEMA_EXTENSIONS: htmlSanitizationExtensions(env),
    },
    dynamicPluginsAllowedHosts: allowedPluginHosts(env),
    pluginsDir: resolve(env.TESSERA_PLUGINS_DIR ?? new URL('../../../examples/plugins', import.meta.url).pathname),
    webDist: resolve(env.TESSERA_WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
  };
};
