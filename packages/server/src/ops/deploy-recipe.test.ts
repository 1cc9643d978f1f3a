import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = join(import.meta.dirname, '..', '..', '..', '..');
const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');

interface ComposeService {
  build?: string;
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  image?: string;
}

const compose = parse(readFileSync(join(root, 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
};

/** `docker info` answers only when an engine runs; the client alone is not enough to build. */
const dockerEngine = (): boolean => spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 10_000 }).status === 0;

/** Issue G's reference layout: the image and compose file of docs/DEPLOY.md, checked here. */
describe('the deploy recipe (Dockerfile, compose.yaml)', () => {
  it('builds one image that starts the server as a non-root user on port 8088', () => {
    expect(dockerfile).toMatch(/^FROM node:20-/m);
    expect(dockerfile).toMatch(/^RUN npm ci$/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^EXPOSE 8088$/m);
    expect(dockerfile).toContain('ENTRYPOINT ["node", "packages/server/bin/tessera.mjs"]');
    expect(dockerfile).toContain('chown node:node /data');
  });

  it('lays out 2 web processes checked through /ready, a worker, PostgreSQL and Redis', () => {
    const { services } = compose;
    expect(Object.keys(services).sort()).toEqual(['postgres', 'redis', 'web-1', 'web-2', 'worker']);
    for (const web of ['web-1', 'web-2']) {
      expect(services[web]?.build).toBe('.');
      expect(services[web]?.healthcheck?.test.join(' ')).toContain('/ready');
      expect(services[web]?.environment?.['DATABASE_URL']).toMatch(/^postgres:\/\/.*@postgres:5432\//);
      expect(services[web]?.environment?.['REDIS_URL']).toBe('redis://redis:6379/0');
      // The scheduler and async jobs run in the worker, not in every web process.
      expect(services[web]?.environment?.['TESSERA_EMBEDDED_WORKER']).toBe('false');
    }
    expect(services['worker']?.command).toEqual(['worker']);
    expect(services['worker']?.environment?.['METRICS_PORT']).toBe('9464');
  });

  it('builds the image when a Docker engine answers, and says so when none does', () => {
    if (!dockerEngine()) {
      console.warn('deploy recipe: no Docker engine answers `docker info`, so the image is not built here');
      return;
    }
    const build = spawnSync('docker', ['build', '--tag', 'tessera-recipe-test', root], {
      encoding: 'utf8',
      timeout: 1_500_000,
    });
    expect(build.status, build.stderr.slice(-2000)).toBe(0);
  }, 1_600_000);
});
