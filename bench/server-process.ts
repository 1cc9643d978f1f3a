import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ServerProcess {
  url: string;
  home: string;
  stop: () => Promise<void>;
}

const root = join(import.meta.dirname, '..');

export interface ServerProcessOptions {
  /** A PostgreSQL metadata store (DATABASE_URL); SQLite in the home when absent. */
  databaseUrl?: string;
  /** An existing TESSERA_HOME, kept on stop (a restart over the same store); a temp one otherwise. */
  home?: string;
  /** More environment for the server (e.g. CACHE_DEFAULT_TIMEOUT). */
  env?: Record<string, string>;
  /** More arguments for `tessera start` (e.g. `--workers 2`). */
  args?: string[];
}

/** Starts `tessera start` in its own process (as in production) and waits until it answers. */
export const startServerProcess = async (
  port: number,
  admin: { username: string; password: string },
  opts: ServerProcessOptions = {},
): Promise<ServerProcess> => {
  const home = opts.home ?? mkdtempSync(join(tmpdir(), 'tessera-bench-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [join(root, 'packages', 'server', 'bin', 'tessera.mjs'), 'start', ...(opts.args ?? [])],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        TESSERA_HOME: home,
        LOG_LEVEL: 'warn',
        TESSERA_ADMIN_USERNAME: admin.username,
        TESSERA_ADMIN_PASSWORD: admin.password,
        DATABASE_URL: opts.databaseUrl ?? '',
        REDIS_URL: '',
        // Benchmarks measure throughput, not the per-user limit on heavy endpoints.
        HEAVY_RATE_LIMIT_PER_MINUTE: '0',
        ...opts.env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error('server did not become ready');
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    home,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      if (!opts.home) rmSync(home, { recursive: true, force: true });
    },
  };
};
