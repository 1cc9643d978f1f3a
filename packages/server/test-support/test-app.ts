import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { prepareMetadata } from '../src/bootstrap.js';
import { loadConfig, type Env } from '../src/config.js';
import { createContext, type AppContext } from '../src/context.js';
import { createLogger } from '../src/logger.js';
import { createTempPgDatabase } from './services.js';

export interface TestApp {
  url: string;
  ctx: AppContext;
  app: FastifyInstance;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  store?: 'sqlite' | 'postgres';
  env?: Env;
  /** Collects every log line (at trace level) so tests can check what is written. */
  logLines?: string[];
}

/** Starts the real server on a random port over a throwaway metadata store. */
export const startTestApp = async (opts: TestAppOptions = {}): Promise<TestApp> => {
  const home = mkdtempSync(join(tmpdir(), 'tessera-test-'));
  const pgdb = opts.store === 'postgres' ? await createTempPgDatabase() : null;
  const config = loadConfig({
    TESSERA_HOME: home,
    SECRET_KEY: 'test-secret-key',
    TESSERA_WEB_DIST: join(home, 'no-web'),
    // Tests change metadata behind the API's back; memos are tested on their own.
    METADATA_CACHE_MS: '0',
    // Suites sign in far more often than people, often over one shared Redis; the limits have their own tests.
    SIGN_IN_RATE_LIMIT_PER_MINUTE: '100000',
    HEAVY_RATE_LIMIT_PER_MINUTE: '0',
    ...(pgdb && { DATABASE_URL: pgdb.url }),
    ...opts.env,
  });
  const lines = opts.logLines;
  const log = lines
    ? createLogger('trace', { write: (line: string) => void lines.push(line) })
    : createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const ctx = createContext(config, log);
  await prepareMetadata(ctx);
  const app = await buildApp(ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    ctx,
    app,
    close: async () => {
      await app.close();
      await ctx.close();
      await pgdb?.drop();
      rmSync(home, { recursive: true, force: true });
    },
  };
};

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** A tiny HTTP client that keeps the session cookie and sends the CSRF token like the web app. */
export class TestClient {
  private cookie: string | null = null;
  private csrf: string | null = null;
  private bearer: string | null = null;
  private guestToken: string | null = null;

  constructor(readonly baseUrl: string) {}

  withToken(token: string): this {
    this.bearer = token;
    return this;
  }

  /** Sends an embedded dashboard's guest token (`X-GuestToken`) with every request. */
  withGuestToken(token: string): this {
    this.guestToken = token;
    return this;
  }

  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    opts: { csrf?: boolean; raw?: string | FormData; headers?: Record<string, string> } = {},
  ): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    const isForm = opts.raw instanceof FormData;
    if ((body !== undefined || opts.raw !== undefined) && !isForm && headers['content-type'] === undefined)
      headers['content-type'] = 'application/json';
    if (this.cookie) headers.cookie = this.cookie;
    if (this.bearer) headers.authorization = `Bearer ${this.bearer}`;
    if (this.guestToken) headers['x-guesttoken'] = this.guestToken;
    const unsafe = !['GET', 'HEAD'].includes(method);
    if (unsafe && this.cookie && opts.csrf !== false) headers['x-csrftoken'] = await this.csrfToken();
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: opts.raw ?? (body === undefined ? undefined : JSON.stringify(body)),
      redirect: 'manual',
    });
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('tessera_session='));
    if (setCookie) {
      const value = setCookie.split(';')[0] ?? '';
      this.cookie = value === 'tessera_session=' ? null : value;
      this.csrf = null;
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  private async csrfToken(): Promise<string> {
    if (this.csrf) return this.csrf;
    const res = await this.request<{ result: string }>('GET', '/api/v1/security/csrf_token/');
    this.csrf = res.body.result;
    return this.csrf;
  }

  get = <T = Record<string, unknown>>(path: string) => this.request<T>('GET', path);
  post = <T = Record<string, unknown>>(path: string, body?: unknown) => this.request<T>('POST', path, body);
  put = <T = Record<string, unknown>>(path: string, body?: unknown) => this.request<T>('PUT', path, body);
  delete = <T = Record<string, unknown>>(path: string) => this.request<T>('DELETE', path);
  /** POSTs a multipart form (fetch sets its boundary), as the web app's apiUpload does. */
  postForm = <T = Record<string, unknown>>(path: string, form: FormData) =>
    this.request<T>('POST', path, undefined, { raw: form });

  async login(username: string, password: string): Promise<Reply> {
    return this.post('/login/', { username, password });
  }
}
