import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type Logger } from 'pino';

/** Every path that could carry a secret is redacted before a line is written. */
export const REDACT_PATHS = [
  'password',
  '*.password',
  '*.*.password',
  'sqlalchemy_uri',
  '*.sqlalchemy_uri',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrftoken"]',
  'res.headers["set-cookie"]',
];

/**
 * The id of the request whose work is running: the HTTP server enters it for each request, so a
 * line written through the process logger by a service deep inside a request carries it too.
 */
export const requestScope = new AsyncLocalStorage<string>();

/** Fastify's per-request loggers already bind the id; the mixin leaves their lines alone. */
const boundLoggers = new WeakSet<object>();

export const markRequestLogger = <L extends object>(logger: L): L => {
  boundLoggers.add(logger);
  return logger;
};

export const createLogger = (level: string, destination?: DestinationStream): Logger =>
  pino(
    {
      level,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      mixin: (_merge, _level, logger) => {
        if (boundLoggers.has(logger)) return {};
        const id = requestScope.getStore();
        return id === undefined ? {} : { request_id: id };
      },
    },
    destination,
  );
