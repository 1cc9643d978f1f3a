import type { Page, Response } from 'playwright-core';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
}

/**
 * Calls the API from inside a signed-in page, so the session cookie applies; writes carry the
 * session's CSRF token. The answer's JSON (or null) comes back with its status, never thrown.
 */
export const callApi = <T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> =>
  page.evaluate(
    async ({ method, path, body }) => {
      const headers: Record<string, string> = {};
      if (method !== 'GET') {
        const token = await fetch('/api/v1/security/csrf_token/').then((r) => r.json() as Promise<{ result: string }>);
        headers['X-CSRFToken'] = token.result;
      }
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await res.text();
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
      return { status: res.status, body: parsed as T };
    },
    { method, path, body },
  );

/** Like callApi, but an answer other than `expected` fails with the server's message. */
export const expectApi = async <T = unknown>(
  page: Page,
  expected: number,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> => {
  const answer = await callApi<T>(page, method, path, body);
  if (answer.status !== expected) {
    throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
};

/** One API answer a page received, with its body as text. */
export interface RecordedResponse {
  method: string;
  url: string;
  status: number;
  text: string;
}

export interface ResponseRecorder {
  /** Every `/api/` answer so far, once their bodies have been read. */
  settled: () => Promise<RecordedResponse[]>;
  /** Forgets what was recorded (e.g. before visiting the next page). */
  clear: () => void;
}

/** Records every `/api/` answer the page receives (its own fetches and the app's). */
export const recordApiResponses = (page: Page): ResponseRecorder => {
  let pending: Promise<RecordedResponse | null>[] = [];
  const read = async (response: Response): Promise<RecordedResponse | null> => {
    const url = response.url();
    if (!new URL(url).pathname.startsWith('/api/')) return null;
    // A body can be gone when the page navigated away first; an empty text still records the call.
    const text = await response.text().catch(() => '');
    return { method: response.request().method(), url, status: response.status(), text };
  };
  page.on('response', (response) => {
    pending.push(read(response));
  });
  return {
    settled: async () => (await Promise.all(pending)).filter((r): r is RecordedResponse => r !== null),
    clear: () => {
      pending = [];
    },
  };
};
