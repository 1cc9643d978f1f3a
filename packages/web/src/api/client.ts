import type { ApiError } from '@tessera/core';
import { t } from '../i18n/current-locale';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type ApiErrorDetail = NonNullable<ApiError['errors']>[number];

/** A request the server answered with an error status (or that never reached it: status 0). */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly errors: readonly ApiErrorDetail[];

  constructor(status: number, message: string, errors: readonly ApiErrorDetail[] = []) {
    super(message);
    this.status = status;
    this.errors = errors;
  }

  /** Field errors keyed by the `extra.field` the server names. */
  fieldErrors(): Record<string, string> {
    const result: Record<string, string> = {};
    for (const error of this.errors) {
      const field = error.extra?.['field'];
      if (typeof field === 'string' && result[field] === undefined) result[field] = error.message;
    }
    return result;
  }
}

export const isApiRequestError = (error: unknown): error is ApiRequestError => error instanceof ApiRequestError;

export const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  /** A multipart body, sent as is (the browser sets the boundary); wins over `body`. */
  form?: FormData;
  signal?: AbortSignal;
  /**
   * Whether a write fetches and sends the session's CSRF token (default true). Sign-in and setup
   * start the session, so there is none yet: asking would only earn a 401 in the console.
   */
  csrf?: boolean;
}

export const CSRF_TOKEN_PATH = '/api/v1/security/csrf_token/';
export const CSRF_HEADER = 'X-CSRFToken';

/** Superset's GUEST_TOKEN_HEADER_NAME: how an embedded dashboard's requests carry the guest token. */
export const GUEST_TOKEN_HEADER = 'X-GuestToken';

let guestToken: string | null = null;

/**
 * The embedded page's guest token (refreshed by the host through the SDK): every request sends it
 * instead of a session, and no CSRF token is asked for (nothing rides on a cookie).
 */
export const setGuestToken = (token: string | null): void => {
  guestToken = token;
};

let csrfToken: string | null = null;
let csrfRequest: Promise<string | null> | null = null;

/** Forgets the cached CSRF token: the session changes at sign-in and sign-out. */
export const clearCsrfToken = (): void => {
  csrfToken = null;
  csrfRequest = null;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isErrorDetail = (value: unknown): value is ApiErrorDetail =>
  isRecord(value) &&
  typeof value['message'] === 'string' &&
  typeof value['error_type'] === 'string' &&
  (value['extra'] === undefined || isRecord(value['extra']));

const readBody = async (response: Response): Promise<unknown> => {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const toError = (response: Response, body: unknown): ApiRequestError => {
  if (isRecord(body) && typeof body['message'] === 'string') {
    const errors = Array.isArray(body['errors']) ? body['errors'].filter(isErrorDetail) : [];
    return new ApiRequestError(response.status, body['message'], errors);
  }
  const reason = response.statusText === '' ? String(response.status) : `${response.status} ${response.statusText}`;
  return new ApiRequestError(response.status, t('The server answered %s', reason));
};

const send = async (path: string, init: RequestInit): Promise<Response> => {
  const withGuest =
    guestToken === null
      ? init
      : { ...init, headers: { ...(init.headers as Record<string, string>), [GUEST_TOKEN_HEADER]: guestToken } };
  try {
    return await fetch(path, { credentials: 'same-origin', ...withGuest });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, t('Could not reach the server: %s', errorMessage(error)));
  }
};

const loadCsrfToken = async (): Promise<string | null> => {
  const response = await send(CSRF_TOKEN_PATH, { headers: { Accept: 'application/json' } });
  const body = await readBody(response);
  // A server that only hands tokens to signed-in users answers 401 before sign-in; send none then.
  if (response.status === 401) return null;
  if (!response.ok) throw toError(response, body);
  if (!isRecord(body) || typeof body['result'] !== 'string') {
    throw new ApiRequestError(response.status, t('The server sent no CSRF token'));
  }
  return body['result'];
};

/** A token the page already holds (inlined into a dashboard's HTML): no request for it. */
export const primeCsrfToken = (token: string): void => {
  csrfToken = token;
  csrfRequest = null;
};

/** The session's CSRF token, fetched once and shared by concurrent requests. */
export const getCsrfToken = async (): Promise<string | null> => {
  if (guestToken !== null) return null;
  if (csrfToken !== null) return csrfToken;
  if (csrfRequest === null) {
    const request = loadCsrfToken().then(
      (token) => {
        if (csrfRequest === request) {
          csrfToken = token;
          csrfRequest = null;
        }
        return token;
      },
      (error: unknown) => {
        if (csrfRequest === request) csrfRequest = null;
        throw error;
      },
    );
    csrfRequest = request;
  }
  return csrfRequest;
};

const isCsrfFailure = (error: ApiRequestError): boolean => error.status === 403 && /csrf/i.test(error.message);

export interface ApiAnswer<T> {
  status: number;
  body: T;
}

const attempt = async (path: string, options: RequestOptions): Promise<ApiAnswer<unknown>> => {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  const form = options.form;
  if (form === undefined && options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET' && options.csrf !== false) {
    const token = await getCsrfToken();
    if (token !== null) headers[CSRF_HEADER] = token;
  }
  const response = await send(path, {
    method,
    headers,
    body: form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    signal: options.signal,
  });
  const body = await readBody(response);
  if (!response.ok) throw toError(response, body);
  return { status: response.status, body };
};

/**
 * Sends a JSON request with the session cookie and answers the parsed body. Non-GET requests
 * carry the CSRF token; a CSRF rejection (stale token) refetches it and retries once.
 */
export const apiRequestWithStatus = async <T>(path: string, options: RequestOptions = {}): Promise<ApiAnswer<T>> => {
  try {
    return (await attempt(path, options)) as ApiAnswer<T>;
  } catch (error) {
    if (!(error instanceof ApiRequestError) || (options.method ?? 'GET') === 'GET' || !isCsrfFailure(error)) {
      throw error;
    }
    clearCsrfToken();
    return (await attempt(path, options)) as ApiAnswer<T>;
  }
};

export interface RawPostOptions {
  /** The Accept header, for an answer that is not JSON (an NDJSON stream); none when left out. */
  accept?: string;
  signal?: AbortSignal;
}

const postRaw = async (path: string, body: string, options: RawPostOptions): Promise<Response> => {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (options.accept !== undefined) headers['Accept'] = options.accept;
  const token = await getCsrfToken();
  if (token !== null) headers[CSRF_HEADER] = token;
  return send(path, { method: 'POST', headers, body, signal: options.signal });
};

/**
 * POSTs JSON with the session cookie and the CSRF token and answers the response unread, for an
 * answer that is not one JSON document (a file, an NDJSON stream); the caller checks its status.
 * A CSRF rejection refetches the token and retries once, as apiRequest does.
 */
export const apiPostForResponse = async (
  path: string,
  body: unknown,
  options: RawPostOptions = {},
): Promise<Response> => {
  const json = JSON.stringify(body);
  const response = await postRaw(path, json, options);
  if (response.status !== 403 || !isCsrfFailure(toError(response, await readBody(response.clone())))) return response;
  clearCsrfToken();
  return postRaw(path, json, options);
};

/** Like apiRequestWithStatus, for callers that only need the body of a 2xx answer. */
export const apiRequest = async <T>(path: string, options: RequestOptions = {}): Promise<T> =>
  (await apiRequestWithStatus<T>(path, options)).body;

/** POSTs a multipart form (a file upload) with the session cookie and the CSRF token. */
export const apiUpload = async <T>(path: string, form: FormData): Promise<T> =>
  apiRequest<T>(path, { method: 'POST', form });

export const api = {
  get: <T>(path: string, signal?: AbortSignal): Promise<T> => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: unknown): Promise<T> => apiRequest<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown): Promise<T> => apiRequest<T>(path, { method: 'PUT', body }),
  delete: <T>(path: string): Promise<T> => apiRequest<T>(path, { method: 'DELETE' }),
  /** A POST that opens a session (sign-in, setup): no CSRF token exists before it. */
  postSessionStart: <T>(path: string, body: unknown): Promise<T> =>
    apiRequest<T>(path, { method: 'POST', body, csrf: false }),
};
