import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AppContext } from './context.js';
import { mayReadMetrics } from './ops/metrics-access.js';
import { registry } from './ops/metrics.js';
import { VERSION, readinessOf } from './routes/health.js';

const send = (res: ServerResponse, status: number, type: string, body: string): void => {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
};

/**
 * METRICS_PORT: /metrics, /health and /ready on a port of their own, outside Fastify and its
 * hooks, so a scrape or a probe is answered even while the web port's queue is long (Metabase
 * answers its health check ahead of other work for the same reason). `tessera worker` has no web
 * port; this is how its metrics are scraped. Null when METRICS_PORT is unset.
 */
export const startOpsServer = async (ctx: AppContext): Promise<{ close: () => Promise<void> } | null> => {
  const port = ctx.config.ops.metricsPort;
  if (port === null) return null;
  const ready = readinessOf(ctx);
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/health')
      return send(res, 200, 'application/json', JSON.stringify({ status: 'ok', version: VERSION }));
    if (path === '/ready') {
      void ready().then((answer) =>
        send(res, answer.status === 'unavailable' ? 503 : 200, 'application/json', JSON.stringify(answer)),
      );
      return;
    }
    if (path !== '/metrics') return send(res, 404, 'text/plain', 'Not found\n');
    const allowed = mayReadMetrics(ctx.config.ops.metricsToken, {
      authorization: req.headers.authorization,
      remoteAddress: req.socket.remoteAddress,
      forwarded: req.headers['x-forwarded-for'] !== undefined,
    });
    if (!allowed) return send(res, 403, 'text/plain', 'Metrics need the METRICS_TOKEN bearer token\n');
    void registry.metrics().then((text) => send(res, 200, registry.contentType, text));
  });
  await new Promise<void>((resolve) => server.listen(port, ctx.config.host, resolve));
  ctx.log.info({ port }, 'metrics and probes served');
  return {
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
