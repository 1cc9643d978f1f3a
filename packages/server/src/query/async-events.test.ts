import { describe, expect, it } from 'vitest';
import { followChannel, memoryEventStore, type AsyncEvent, type EventStore } from './async-events.js';

const done = (job_id: string) => ({
  channel_id: 'c',
  job_id,
  user_id: 1,
  status: 'done' as const,
  errors: [],
  result_url: `/api/v1/chart/data/${job_id}`,
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

const follow = (store: EventStore, lastId: string | null) => {
  const received: string[] = [];
  const unsubscribe = followChannel(store, 'c', lastId, (event: AsyncEvent) => received.push(event.job_id));
  return { received, unsubscribe };
};

describe("followChannel (superset-websocket's connect with ?last_id=)", () => {
  it('sends only live events when the page has no last id', async () => {
    const store = memoryEventStore();
    await store.append(done('old'));
    const { received, unsubscribe } = follow(store, null);
    await store.append(done('new'));
    expect(received).toEqual(['new']);
    unsubscribe();
    await store.append(done('after'));
    expect(received).toEqual(['new']);
  });

  it('replays the events after the last id, then live ones in order, none twice', async () => {
    const memory = memoryEventStore();
    // Reads its history a tick late, as Redis does: an event appended meanwhile is both kept and live.
    const store: EventStore = {
      ...memory,
      since: (channel, lastId) => tick().then(() => memory.since(channel, lastId)),
    };
    const seen = await store.append(done('seen'));
    await store.append(done('missed'));
    const { received } = follow(store, seen.id);
    await store.append(done('live'));
    expect(received).toEqual([]);
    await tick();
    await tick();
    expect(received).toEqual(['missed', 'live']);
    await store.append(done('later'));
    expect(received).toEqual(['missed', 'live', 'later']);
  });

  it('still delivers live events when the history cannot be read', async () => {
    const memory = memoryEventStore();
    const store: EventStore = { ...memory, since: () => Promise.reject(new Error('Redis away')) };
    const { received } = follow(store, '1-1');
    await memory.append(done('live'));
    await tick();
    expect(received).toEqual(['live']);
  });
});
