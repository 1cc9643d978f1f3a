import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpWebhook, type WebhookPayload } from './webhook.js';

const payload: WebhookPayload = { text: 'hi', blocks: [{ type: 'section', text: { type: 'mrkdwn', text: 'hi' } }] };

describe('httpWebhook', () => {
  let server: Server;
  let url: string;
  const statuses: number[] = [];
  const bodies: unknown[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        bodies.push(JSON.parse(body) as unknown);
        res.writeHead(statuses.shift() ?? 200).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it('retries 5xx and 429 with exponential backoff, then delivers the Slack-compatible JSON', async () => {
    statuses.push(503, 429);
    bodies.length = 0;
    const waits: number[] = [];
    await httpWebhook({ baseDelayMs: 100, sleep: async (ms) => void waits.push(ms) }).post(url, payload);
    expect(waits).toEqual([100, 200]);
    expect(bodies).toEqual([payload, payload, payload]);
  });

  it('gives up at once on a 4xx refusal and after the attempts on a dead server', async () => {
    statuses.push(404);
    await expect(httpWebhook({ sleep: async () => undefined }).post(url, payload)).rejects.toThrow(
      'Webhook refused the message: HTTP 404',
    );
    const waits: number[] = [];
    await expect(
      httpWebhook({ attempts: 3, baseDelayMs: 10, sleep: async (ms) => void waits.push(ms) }).post(
        'http://127.0.0.1:1/hook',
        payload,
      ),
    ).rejects.toThrow(/^Webhook failed after 3 attempts: /);
    expect(waits).toEqual([10, 20]);
  });
});
