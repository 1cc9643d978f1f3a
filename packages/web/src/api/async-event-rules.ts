/** The 202 of an async chart-data request (Superset's async job metadata). */
export interface AsyncJob {
  channel_id: string;
  job_id: string;
  status: string;
}

/** Superset's AsyncEvent, as the polling endpoint and the websocket carry it. */
export interface AsyncEvent extends AsyncJob {
  id: string;
  errors: { message: string }[];
  result_url: string | null;
}

/** Superset's asyncEvent middleware keeps the last event id under this key across pages. */
export const LAST_EVENT_ID_KEY = 'last_async_event_id';
/** Superset's wsConnectErrorDelay and wsConnectMaxRetries. */
export const SOCKET_RECONNECT_DELAY_MS = 2500;
export const SOCKET_MAX_RECONNECTS = 6;
/** Superset's RETRY_DELAY and MAX_RETRIES for an event whose job has no listener yet. */
export const UNKNOWN_JOB_RETRY_DELAY_MS = 100;
export const UNKNOWN_JOB_MAX_RETRIES = 6;
/** The close code the server gives a socket that carries no session. */
export const SOCKET_NOT_AUTHENTICATED = 4401;

/** The end of a job: an error, or done with its result's address (as the polling loop has always read it). */
export const isJobEnd = (event: AsyncEvent): boolean =>
  event.status === 'error' || (event.status === 'done' && event.result_url !== null);

export type SocketStep = { kind: 'reconnect'; delayMs: number } | { kind: 'poll' };

/**
 * What follows a socket's close, `closes` counting the closes since a socket last opened (this one
 * included): Superset reconnects after 2.5 s up to 6 times, then polls for the rest of the page's
 * life. Superset waits 2.5 s more before that first poll; nothing is gained by waiting, so none here.
 * A close for want of a session polls at once: reconnecting would open and close again forever, and
 * the poll reports the expired session as every other request does.
 */
export const afterSocketClose = (closes: number, code: number): SocketStep =>
  code === SOCKET_NOT_AUTHENTICATED || closes > SOCKET_MAX_RECONNECTS
    ? { kind: 'poll' }
    : { kind: 'reconnect', delayMs: SOCKET_RECONNECT_DELAY_MS };

export type EventRoute =
  { kind: 'settle' } | { kind: 'ignore' } | { kind: 'retry'; delayMs: number } | { kind: 'drop' };

/**
 * Where an event goes, `retries` counting its earlier tries. A job the page waits on settles on its
 * end; its other statuses are ignored (Superset drops the listener on them, which would lose the end).
 * A job the page does not know yet may be one whose 202 is still on its way: Superset's processEvents
 * tries it again after 100 ms × attempt, up to 6 times, then drops it (another tab's job, an old one).
 */
export const routeEvent = (event: AsyncEvent, waited: boolean, retries: number): EventRoute => {
  if (waited) return isJobEnd(event) ? { kind: 'settle' } : { kind: 'ignore' };
  const attempt = retries + 1;
  return attempt > UNKNOWN_JOB_MAX_RETRIES
    ? { kind: 'drop' }
    : { kind: 'retry', delayMs: UNKNOWN_JOB_RETRY_DELAY_MS * attempt };
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A socket message as an event, or null for anything else (a message is never trusted to be one). */
export const parseSocketEvent = (data: unknown): AsyncEvent | null => {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { id, channel_id, job_id, status, errors, result_url } = value;
  if (typeof id !== 'string' || typeof job_id !== 'string' || typeof status !== 'string') return null;
  if (typeof channel_id !== 'string' || !(typeof result_url === 'string' || result_url === null)) return null;
  const messages = (Array.isArray(errors) ? errors : []).flatMap((e: unknown) =>
    isRecord(e) && typeof e['message'] === 'string' ? [{ message: e['message'] }] : [],
  );
  return { id, channel_id, job_id, status, result_url, errors: messages };
};

/**
 * The socket's address on the page's own host (the server serves it on the app's port), with the
 * last event id the page has seen, so the server replays what came after it (Superset's `?last_id=`).
 */
export const socketUrl = (path: string, page: Pick<Location, 'protocol' | 'host'>, lastId: string | null): string => {
  const scheme = page.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = lastId === null ? '' : `?last_id=${encodeURIComponent(lastId)}`;
  return `${scheme}//${page.host}${path}${query}`;
};
