import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface MockAnswer {
  status?: number;
  body?: unknown;
  /** Headers beside the JSON content type (e.g. a download's Content-Disposition). */
  headers?: Record<string, string>;
}

/** Answers a request; `calls` counts earlier requests with the same method and path. */
export type MockHandler = (request: RecordedRequest, calls: number) => MockAnswer;

const readHeaders = (headers: HeadersInit | undefined): Record<string, string> => {
  const result: Record<string, string> = {};
  new Headers(headers).forEach((value, key) => {
    result[key.toLowerCase()] = value;
  });
  return result;
};

/**
 * Replaces global fetch with a table of handlers keyed by "METHOD /path" (the path without its
 * query string). Unknown requests answer 404 so a test fails loudly on an unexpected call.
 */
export const mockFetch = (handlers: Record<string, MockHandler>) => {
  const requests: RecordedRequest[] = [];
  const counts = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request: RecordedRequest = { method, path, headers: readHeaders(init?.headers), body };
    requests.push(request);
    const key = `${method} ${path.split('?')[0] ?? path}`;
    const calls = counts.get(key) ?? 0;
    counts.set(key, calls + 1);
    const handler = handlers[key];
    const answer =
      handler === undefined ? { status: 404, body: { message: `No mock for ${key}` } } : handler(request, calls);
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
};

export const json = (body: unknown, status = 200): MockAnswer => ({ status, body });
