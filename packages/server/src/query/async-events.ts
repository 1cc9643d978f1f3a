import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

export type AsyncStatus = 'pending' | 'running' | 'done' | 'error';

/** Superset's async event shape, as `/api/v1/async_event/` and the websocket send it. */
export interface AsyncEvent {
  id: string;
  channel_id: string;
  job_id: string;
  user_id: number;
  status: AsyncStatus;
  errors: { message: string; error_type?: string }[];
  result_url: string | null;
}

export interface EventStore {
  append(event: Omit<AsyncEvent, 'id'>): Promise<AsyncEvent>;
  /** Events of a channel after `lastId` (all kept ones when null), oldest first. */
  since(channel: string, lastId: string | null): Promise<AsyncEvent[]>;
  subscribe(channel: string, listener: (event: AsyncEvent) => void): () => void;
  close(): Promise<void>;
}

const KEEP = 200;

export const memoryEventStore = (): EventStore => {
  const channels = new Map<string, AsyncEvent[]>();
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let seq = 0;
  return {
    async append(e) {
      seq += 1;
      // Ids sort as strings, like Redis stream ids.
      const event = { ...e, id: `${Date.now()}-${String(seq).padStart(9, '0')}` };
      const list = [...(channels.get(e.channel_id) ?? []), event].slice(-KEEP);
      channels.set(e.channel_id, list);
      emitter.emit(e.channel_id, event);
      return event;
    },
    async since(channel, lastId) {
      return (channels.get(channel) ?? []).filter((e) => lastId === null || e.id > lastId);
    },
    subscribe(channel, listener) {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
};

/**
 * Follows a channel for one websocket, as superset-websocket does on a connect with `?last_id=`:
 * first the kept events after `lastId` (those a reconnecting page missed), then live ones, none
 * twice. Live events that arrive while the kept ones load wait behind them. Returns the unsubscribe.
 */
export const followChannel = (
  store: EventStore,
  channel: string,
  lastId: string | null,
  send: (event: AsyncEvent) => void,
): (() => void) => {
  let waiting: AsyncEvent[] | null = lastId === null ? null : [];
  const unsubscribe = store.subscribe(channel, (event) => (waiting ? waiting.push(event) : send(event)));
  if (lastId !== null) {
    const release = (kept: AsyncEvent[]) => {
      const sent = new Set(kept.map((event) => event.id));
      const live = waiting ?? [];
      waiting = null;
      for (const event of [...kept, ...live.filter((e) => !sent.has(e.id))]) send(event);
    };
    // A store that cannot read its history still delivers what comes next.
    store.since(channel, lastId).then(release, () => release([]));
  }
  return unsubscribe;
};

const NOTIFY = 'tessera:async-events';

/** Events in a Redis stream per channel; a pub/sub notice fans new ones out to every web process. */
export const redisEventStore = (redis: Redis): EventStore => {
  const key = (channel: string) => `tessera:async:${channel}`;
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let subscriber: Redis | null = null;
  const ensureSubscriber = () => {
    if (subscriber) return;
    subscriber = redis.duplicate();
    subscriber.subscribe(NOTIFY).catch(() => undefined);
    subscriber.on('message', (_topic: string, payload: string) => {
      const event = JSON.parse(payload) as AsyncEvent;
      emitter.emit(event.channel_id, event);
    });
  };
  return {
    async append(e) {
      const id = await redis.xadd(key(e.channel_id), 'MAXLEN', '~', String(KEEP), '*', 'event', JSON.stringify(e));
      await redis.expire(key(e.channel_id), 24 * 3600);
      const event = { ...e, id: id ?? '' };
      await redis.publish(NOTIFY, JSON.stringify(event));
      return event;
    },
    async since(channel, lastId) {
      const entries = await redis.xrange(key(channel), lastId ? `(${lastId}` : '-', '+');
      return entries.map(([id, fields]) => ({ ...(JSON.parse(fields[1] ?? '{}') as Omit<AsyncEvent, 'id'>), id }));
    },
    subscribe(channel, listener) {
      ensureSubscriber();
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
    async close() {
      emitter.removeAllListeners();
      if (subscriber) await subscriber.quit().catch(() => undefined);
    },
  };
};
