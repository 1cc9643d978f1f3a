import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { requestScope } from '../logger.js';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A proxy's id is kept when it looks like one (so one id follows the request end to end); else a fresh UUID. */
const SAFE_ID = /^[\w.:-]{1,128}$/;

const ids = new WeakMap<IncomingMessage, string>();

const idFor = (req: IncomingMessage): string => {
  const sent = req.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && SAFE_ID.test(sent) ? sent : randomUUID();
};

/**
 * Fastify's own defaults, which it sets only on servers it creates itself: 72 s keep-alive (longer than
 * the usual proxy idle timeout of 60 s, so the proxy closes first), no cap on a request or a connection.
 */
const FASTIFY_TIMEOUTS = { keepAliveTimeout: 72_000, requestTimeout: 0, connectionTimeout: 0 } as const;

/**
 * Fastify's serverFactory: each request runs inside its id's async scope, so every log line
 * written while it is served (Fastify's, a service's, a pool's) names it.
 * Fastify's timeouts are set here too: without them Node's defaults held (a 5 s keep-alive, which raced clients reusing an idle connection into ECONNRESET and
 * is shorter than most proxies' idle timeout, and a 300 s cap on each request).
 */
export const requestScopedServer = (handler: (req: IncomingMessage, res: ServerResponse) => void): Server => {
  const server = createServer((req, res) => {
    const id = idFor(req);
    ids.set(req, id);
    requestScope.run(id, () => handler(req, res));
  });
  server.keepAliveTimeout = FASTIFY_TIMEOUTS.keepAliveTimeout;
  server.requestTimeout = FASTIFY_TIMEOUTS.requestTimeout;
  server.setTimeout(FASTIFY_TIMEOUTS.connectionTimeout);
  return server;
};

/** Fastify's genReqId: the id the server gave the request. */
export const requestIdOf = (req: IncomingMessage): string => ids.get(req) ?? idFor(req);
