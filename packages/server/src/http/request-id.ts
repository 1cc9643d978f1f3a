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
 * Fastify's serverFactory: each request runs inside its id's async scope, so every log line
 * written while it is served (Fastify's, a service's, a pool's) names it.
 */
export const requestScopedServer = (handler: (req: IncomingMessage, res: ServerResponse) => void): Server =>
  createServer((req, res) => {
    const id = idFor(req);
    ids.set(req, id);
    requestScope.run(id, () => handler(req, res));
  });

/** Fastify's genReqId: the id the server gave the request. */
export const requestIdOf = (req: IncomingMessage): string => ids.get(req) ?? idFor(req);
