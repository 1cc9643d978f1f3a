import { readCommonConf } from './common-conf';
import { fetchAsyncEvents, pollJobEvent, type PollOptions } from './async-event-polling';
import {
  afterSocketClose,
  LAST_EVENT_ID_KEY,
  parseSocketEvent,
  routeEvent,
  socketUrl,
  type AsyncEvent,
  type AsyncJob,
} from './async-event-rules';

/** The part of the browser's WebSocket the transport uses; tests hand in a fake. */
export interface EventSocket {
  readonly readyState: number;
  close(): void;
  addEventListener(type: 'open' | 'error', listener: () => void): void;
  addEventListener(type: 'close', listener: (event: { code: number }) => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

export interface AsyncEventSocketDeps {
  WebSocket: new (url: string) => EventSocket;
  /** The socket's address, with the last event id the page has seen. */
  url: (lastId: string | null) => string;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  poll: (job: AsyncJob, opts: PollOptions) => Promise<AsyncEvent>;
  /** The channel's kept events (all of them): what ended before the first socket opened. */
  fetchKept: () => Promise<AsyncEvent[]>;
}

export interface AsyncEventSocket {
  /** The event that ends the job: from the socket, or polled once the page has fallen back. */
  waitForJob(job: AsyncJob, opts?: PollOptions): Promise<AsyncEvent>;
  /** 'polling' once the socket was given up, for the rest of the page's life. */
  transport(): 'ws' | 'polling';
}

interface Waiter {
  job: AsyncJob;
  opts: PollOptions;
  resolve: (event: AsyncEvent) => void;
  reject: (error: unknown) => void;
}

/** WebSocket.CLOSING: an error on a socket not yet closing closes it (Superset's handler). */
const CLOSING = 2;

const aborted = () => new DOMException('Aborted', 'AbortError');

/**
 * Superset's asyncEvent middleware over the websocket: one socket per page, reconnected after
 * 2.5 s up to 6 times, then polling for good; every event's id is kept in localStorage and sent
 * on each (re)connect so the server replays what the page missed.
 */
export const createAsyncEventSocket = (deps: AsyncEventSocketDeps): AsyncEventSocket => {
  const waiters = new Map<string, Waiter>();
  let polling = false;
  let closes = 0;
  let lastId: string | null = null;
  try {
    lastId = deps.storage?.getItem(LAST_EVENT_ID_KEY) ?? null;
  } catch {
    // Storage refused (a private window, a policy): the page starts from live events, as Superset's does.
  }

  const remember = (id: string) => {
    lastId = id;
    try {
      deps.storage?.setItem(LAST_EVENT_ID_KEY, id);
    } catch {
      // Storage refused: the id still serves this page's reconnects.
    }
  };

  const deliver = (event: AsyncEvent, retries: number) => {
    const waiter = waiters.get(event.job_id);
    const route = routeEvent(event, waiter !== undefined, retries);
    if (route.kind === 'settle' && waiter) {
      waiters.delete(event.job_id);
      waiter.resolve(event);
    } else if (route.kind === 'retry') {
      setTimeout(() => deliver(event, retries + 1), route.delayMs);
    }
  };

  const receive = (event: AsyncEvent) => {
    remember(event.id);
    deliver(event, 0);
  };

  const pollWaiting = () => {
    for (const waiter of waiters.values()) deps.poll(waiter.job, waiter.opts).then(waiter.resolve, waiter.reject);
    waiters.clear();
  };

  const fallBack = () => {
    polling = true;
    pollWaiting();
  };

  const connect = () => {
    const socket = new deps.WebSocket(deps.url(lastId));
    socket.addEventListener('open', () => {
      closes = 0;
      // With no id to resume from, the server replays nothing: the page's first job may have ended
      // before its socket opened (the socket opens on that job's 202), so the kept events are read once.
      // Should that read fail, the jobs waiting are polled, which ends each (or reports why it cannot).
      if (lastId === null && waiters.size > 0) deps.fetchKept().then((events) => events.forEach(receive), pollWaiting);
    });
    socket.addEventListener('message', ({ data }) => {
      const event = parseSocketEvent(data);
      if (event) receive(event);
    });
    socket.addEventListener('error', () => {
      if (socket.readyState < CLOSING) socket.close();
    });
    socket.addEventListener('close', ({ code }) => {
      closes += 1;
      const step = afterSocketClose(closes, code);
      if (step.kind === 'poll') fallBack();
      else setTimeout(connect, step.delayMs);
    });
  };

  connect();

  return {
    waitForJob(job, opts = {}) {
      if (polling) return deps.poll(job, opts);
      if (opts.signal?.aborted) return Promise.reject(aborted());
      return new Promise<AsyncEvent>((resolve, reject) => {
        const waiter: Waiter = { job, opts, resolve, reject };
        waiters.set(job.job_id, waiter);
        opts.signal?.addEventListener(
          'abort',
          () => {
            if (waiters.get(job.job_id) !== waiter) return;
            waiters.delete(job.job_id);
            reject(aborted());
          },
          { once: true },
        );
      });
    },
    transport: () => (polling ? 'polling' : 'ws'),
  };
};

/** The page's localStorage, or null where reading it throws (storage blocked by the browser's settings). */
const pageStorage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

let shared: AsyncEventSocket | null = null;

/** The page's transport, connected on its first async job: pages that never get a 202 open no socket. */
export const asyncEventSocket = (): AsyncEventSocket => {
  shared ??= createAsyncEventSocket({
    WebSocket,
    url: (lastId) => socketUrl(readCommonConf().GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL, window.location, lastId),
    storage: pageStorage(),
    poll: pollJobEvent,
    fetchKept: () => fetchAsyncEvents(null),
  });
  return shared;
};

/** Forgets the page's transport, for tests that start another with a fresh fake socket. */
export const resetAsyncEventSocketForTests = (): void => {
  shared = null;
};
