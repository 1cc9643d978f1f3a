/** A Slack-compatible incoming-webhook body: `text` for any client, `blocks` for Slack's layout. */
export interface WebhookPayload {
  text: string;
  blocks: { type: 'section'; text: { type: 'mrkdwn'; text: string } }[];
}

export interface WebhookSender {
  post(url: string, payload: WebhookPayload): Promise<void>;
}

export interface WebhookOptions {
  attempts?: number;
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

class PermanentError extends Error {}

/**
 * POSTs the JSON with retries and exponential backoff (base, 2×base, 4×base…) on network errors,
 * 429 and 5xx; any other 4xx is the receiver refusing the message and fails at once.
 */
export const httpWebhook = (opts: WebhookOptions = {}): WebhookSender => {
  const attempts = opts.attempts ?? 4;
  const base = opts.baseDelayMs ?? 1000;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const doFetch = opts.fetchImpl ?? fetch;
  return {
    post: async (url, payload) => {
      let last = '';
      for (let i = 0; i < attempts; i += 1) {
        if (i > 0) await sleep(base * 2 ** (i - 1));
        try {
          const res = await doFetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(payload),
            signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
          });
          if (res.ok) return;
          last = `HTTP ${res.status}`;
          if (res.status < 500 && res.status !== 429) throw new PermanentError(`Webhook refused the message: ${last}`);
        } catch (err) {
          if (err instanceof PermanentError) throw err;
          last = err instanceof Error ? err.message : String(err);
        }
      }
      throw new Error(`Webhook failed after ${attempts} attempts: ${last}`);
    },
  };
};
