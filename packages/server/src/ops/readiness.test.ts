import { describe, expect, it, vi } from 'vitest';
import { readinessCheck, type ReadinessProbes } from './readiness.js';

const fakeProbes = (): ReadinessProbes & { [K in keyof ReadinessProbes]: ReturnType<typeof vi.fn> } => ({
  metadataStore: vi.fn(async () => undefined),
  redis: vi.fn(async () => 'PONG'),
  jobQueue: vi.fn(async () => ({})),
});

describe('readinessCheck', () => {
  it('asks each dependency once per 2 s however often it is asked, and again once the 2 s are over', async () => {
    const clock = { ms: 1_000_000 };
    const probes = fakeProbes();
    const ready = readinessCheck(probes, { version: 't', now: () => clock.ms });
    const first = await ready();
    expect(first.status).toBe('ok');
    clock.ms += 1999;
    // Concurrent askers within the TTL share the one answer.
    const within = await Promise.all([ready(), ready(), ready()]);
    expect(within.every((a) => a === first)).toBe(true);
    for (const probe of Object.values(probes)) expect(probe).toHaveBeenCalledTimes(1);
    clock.ms += 1;
    const after = await ready();
    expect(after).not.toBe(first);
    expect(after.checked_at).toBe(new Date(clock.ms).toISOString());
    for (const probe of Object.values(probes)) expect(probe).toHaveBeenCalledTimes(2);
  });

  it('reuses a failure for the TTL too, then sees the recovery', async () => {
    const clock = { ms: 0 };
    const probes = fakeProbes();
    probes.metadataStore.mockRejectedValueOnce(new Error('connection refused'));
    const ready = readinessCheck(probes, { version: 't', now: () => clock.ms, ttlMs: 500 });
    expect(await ready()).toMatchObject({ status: 'unavailable', checks: { metadata_store: 'connection refused' } });
    clock.ms = 499;
    expect((await ready()).status).toBe('unavailable');
    clock.ms = 500;
    expect(await ready()).toMatchObject({ status: 'ok', checks: { metadata_store: 'ok' } });
    expect(probes.metadataStore).toHaveBeenCalledTimes(2);
  });

  it('an optional dependency down is degraded; one not configured is off; a hung probe times out', async () => {
    const ready = readinessCheck(
      { metadataStore: async () => undefined, redis: () => new Promise(() => undefined), jobQueue: null },
      { version: 't', timeoutMs: 20 },
    );
    expect(await ready()).toMatchObject({
      status: 'degraded',
      checks: { metadata_store: 'ok', redis: 'no answer within 20 ms', job_queue: 'off' },
    });
  });
});
