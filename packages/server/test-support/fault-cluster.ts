import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A production layout in miniature for the faults suite, all on loopback and all its own: a
 * PostgreSQL cluster (initdb into a temp dir), a redis-server, and `tessera start` / `tessera
 * worker` processes over them. Nothing here touches the machine's shared services.
 */

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const BIN = join(import.meta.dirname, '..', 'bin', 'tessera.mjs');

const onPath = (name: string): boolean => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;

/** The binaries are there; under CI=true their absence fails the run, elsewhere the suite is skipped loudly. */
export const faultBinariesAvailable = (): boolean => {
  const missing = [
    ...['redis-server', 'redis-cli'].filter((name) => !onPath(name)),
    ...(existsSync(join(PG_BIN, 'initdb')) ? [] : [join(PG_BIN, 'initdb')]),
  ];
  if (missing.length === 0) return true;
  if (process.env.CI === 'true') throw new Error(`The faults suite needs ${missing.join(', ')} when CI=true`);
  process.stderr.write(`\n!!! SKIPPING the faults suite: ${missing.join(', ')} not found.\n\n`);
  return false;
};

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it holds or `ms` pass; answers how long it took. */
export const within = async (ms: number, check: () => Promise<boolean>, what: string): Promise<number> => {
  const started = Date.now();
  for (;;) {
    if (await check().catch(() => false)) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(200);
  }
};

const exited = (proc: ChildProcess): Promise<void> =>
  proc.exitCode !== null || proc.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => proc.once('exit', () => resolve()));

export interface OwnRedis {
  url: string;
  kill: () => Promise<void>;
  start: () => Promise<void>;
}

export const startOwnRedis = async (): Promise<OwnRedis> => {
  const port = await freePort();
  let proc: ChildProcess | null = null;
  const start = async () => {
    proc = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await within(10_000, async () => pingRedis(port), 'redis-server start');
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    kill: async () => {
      if (!proc) return;
      proc.kill('SIGKILL');
      await exited(proc);
      proc = null;
    },
  };
};

const pingRedis = (port: number): boolean =>
  spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG';

export interface OwnPostgres {
  url: (database: string) => string;
  stop: () => void;
  start: () => void;
  query: (database: string, text: string) => Promise<void>;
}

/** PostgreSQL refuses to run as root: as root, its tools run as the `postgres` system user. */
const asPostgresUser = (cmd: string, args: string[]): [string, string[]] =>
  process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];

export const startOwnPostgres = async (dir: string): Promise<OwnPostgres> => {
  const port = await freePort();
  // Its own folder, which the postgres user may own when the suite runs as root.
  const home = join(dir, 'pg');
  mkdirSync(home, { recursive: true });
  if (process.getuid?.() === 0) {
    chmodSync(dir, 0o711);
    spawnSync('chown', ['-R', 'postgres', home]);
  }
  const data = join(home, 'data');
  const run = (cmd: string, args: string[]) => {
    const [bin, argv] = asPostgresUser(join(PG_BIN, cmd), args);
    const res = spawnSync(bin, argv, { encoding: 'utf8' });
    if (res.status !== 0) throw new Error(`${cmd} failed: ${res.stderr || res.stdout}`);
  };
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const start = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-w',
      '-l',
      join(home, 'pg.log'),
      '-o',
      `-p ${port} -k ${home} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  start();
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url,
    start,
    stop: () => run('pg_ctl', ['-D', data, '-w', '-m', 'immediate', 'stop']),
    query: async (database, text) => {
      const client = new pg.Client({ connectionString: url(database) });
      await client.connect();
      await client.query(text);
      await client.end();
    },
  };
};

/** A built web app in miniature, so `tessera start` builds nothing. */
export const fakeWebDist = (dir: string): string => {
  const dist = join(dir, 'web-dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  return dist;
};

export interface TesseraProcess {
  url: string;
  proc: ChildProcess;
  output: string[];
  kill: (signal: NodeJS.Signals) => Promise<void>;
}

export const startTessera = async (
  command: 'start' | 'worker',
  env: Record<string, string>,
  args: readonly string[] = [],
): Promise<TesseraProcess> => {
  const port = await freePort();
  const output: string[] = [];
  const proc = spawn(process.execPath, [BIN, command, ...args], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  proc.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    proc,
    output,
    kill: async (signal) => {
      proc.kill(signal);
      await exited(proc);
    },
  };
};

export const waitHealthy = (p: TesseraProcess, ms = 60_000): Promise<number> =>
  within(ms, async () => (await fetch(`${p.url}/health`)).status === 200, `${p.url} health`).catch((err: Error) => {
    throw new Error(`${err.message}\n${p.output.join('')}`);
  });

export const tempDir = (): { dir: string; remove: () => void } => {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-faults-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
};

/** A browser-like client: one cookie session and its CSRF token, against whichever process it asks. */
export class SessionClient {
  private cookie = '';
  private csrf = '';

  async signIn(base: string, username: string, password: string): Promise<void> {
    const res = await fetch(`${base}/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
    this.cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const csrf = await this.call<{ result: string }>(base, 'GET', '/api/v1/security/csrf_token/');
    this.csrf = csrf.body.result;
  }

  async call<T = Record<string, unknown>>(
    base: string,
    method: string,
    path: string,
    body?: unknown,
    signal?: AbortSignal,
  ): Promise<{ status: number; body: T }> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        cookie: this.cookie,
        'x-csrftoken': this.csrf,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
      ...(signal && { signal }),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: kept as text.
    }
    return { status: res.status, body: parsed as T };
  }
}
